import Foundation
import Glaze

/// A view-like holder of one component: it asks the cache for the component's
/// look when — and only when — the look changes, and draws it at any size.
///
/// Changing a property that is not part of the look (see
/// ``CacheKeyRecord/cacheKeyFields``) keeps the current image: nothing is
/// rendered, nothing is even looked up.
///
/// ```swift
/// let view = RasterView(component: look, cache: cache, scale: 2)
/// view.size = CGSize(width: 240, height: 44)
/// try view.draw(at: CGPoint(x: 20, y: 20), on: canvas)
/// ```
public final class RasterView<Component: Rasterizable> {
    /// The cache the view asks.
    public let cache: RasterCache
    /// The scale looks are rendered at.
    public let scale: CGFloat
    /// The component; when its look changes the next draw fetches the new look.
    public var component: Component {
        didSet { if key != currentKey { raster = nil } }
    }
    /// The size the view draws at; when the look depends on size, a new size is a new look.
    public var size: CGSize {
        didSet { if key != currentKey { raster = nil } }
    }

    private var raster: CachedRaster?
    private var currentKey: RasterCacheKey? { raster?.key }

    /// Creates a view of `component` drawn `size` points large.
    public init(component: Component, size: CGSize, cache: RasterCache, scale: CGFloat) {
        self.component = component
        self.size = size
        self.cache = cache
        self.scale = scale
    }

    /// The key of the look the view shows.
    public var key: RasterCacheKey { cache.key(for: component, size: size, scale: scale) }

    /// The view's look, fetched from the cache if it changed since the last call.
    public func currentRaster() throws -> CachedRaster {
        if let raster { return raster }
        let fetched = try cache.raster(for: component, size: size, scale: scale)
        raster = fetched
        return fetched
    }

    /// Draws the view with its top-left corner at `origin`.
    public func draw(at origin: CGPoint, on canvas: Canvas) throws {
        try currentRaster().draw(in: CGRect(origin: origin, size: size), on: canvas)
    }
}
