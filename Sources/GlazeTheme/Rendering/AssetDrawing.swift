import Foundation
import Glaze
import GlazeKit

/// Where ``ThemeRenderer`` draws a theme's assets: in this process
/// (``InProcessDrawing``, the default), or in worker processes, which the
/// `GlazeWorkers` library provides for themes whose files it did not write.
public protocol AssetDrawing: Sendable {
    /// `asset` in `state` as rasters at its export size, one at each of
    /// `scales`, in their order.
    func rasters(of asset: ThemeAsset, state: ControlState, scales: [CGFloat]) async throws -> [Image]
    /// `asset` in `state` as a one-page PDF or an SVG document (`format` is
    /// ``AssetFile/Format/pdf`` or ``AssetFile/Format/svg``).
    func document(of asset: ThemeAsset, state: ControlState, format: AssetFile.Format) async throws -> Data
    /// Looks drawn and looks found already drawn, so far.
    var statistics: (renders: Int, hits: Int) { get async }
}

/// Draws assets in this process, rasters through a raster cache, so that a
/// look is drawn once whatever asks for it.
public struct InProcessDrawing: AssetDrawing {
    /// The cache rasters go through.
    public let cache: RasterCache

    /// Draws through `cache`.
    public init(cache: RasterCache) {
        self.cache = cache
    }

    /// The rasters, from the cache or drawn into it.
    public func rasters(of asset: ThemeAsset, state: ControlState, scales: [CGFloat]) async throws -> [Image] {
        var images: [Image] = []
        for scale in scales {
            images.append(try await cache.rasterAsync(for: AssetRaster(asset, state: state), size: asset.look.exportSize, scale: scale).image)
        }
        return images
    }

    /// The document, drawn as vectors.
    public func document(of asset: ThemeAsset, state: ControlState, format: AssetFile.Format) async throws -> Data {
        try await AssetFile(asset: asset, state: state, scale: 1, format: format).data(cache: cache)
    }

    /// The cache's renders and hits.
    public var statistics: (renders: Int, hits: Int) {
        let stats = cache.statistics
        return (stats.renders, stats.hits)
    }
}
