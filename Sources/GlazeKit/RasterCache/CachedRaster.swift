import Foundation
import Glaze

/// One look as the cache hands it out: the shared image and how to draw it at any size.
public struct CachedRaster: Hashable, Sendable {
    /// The look's key.
    public let key: RasterCacheKey
    /// The image, drawn once and shared.
    public let image: Image
    /// The caps the image keeps when resized.
    public let capInsets: EdgeInsets

    /// The image as a resizable image that stretches between its caps; `nil` when
    /// the caps leave no pixel to stretch (then the image is drawn scaled).
    public var resizableImage: ResizableImage? {
        try? ResizableImage(image: image, capInsets: capInsets, resizingMode: .stretch)
    }

    /// Draws the look into `rect`: stretched between its caps, or scaled when it has none.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        if capInsets != .zero, let resizable = resizableImage {
            try resizable.draw(in: rect, on: canvas)
        } else {
            try canvas.draw(image, in: rect)
        }
    }

    /// The bytes the image's pixels take: 4 a pixel.
    public var byteCount: Int { image.pixelWidth * image.pixelHeight * 4 }
}

/// What the cache has done since it was made (or since ``RasterCache/resetStatistics()``).
public struct RasterCacheStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Requests answered from memory, including those that waited for a render already under way.
    public var hits = 0
    /// Requests that found nothing in memory.
    public var misses = 0
    /// Looks actually drawn.
    public var renders = 0
    /// Requests that waited for another request's render of the same look.
    public var coalesced = 0
    /// Looks read back from the disk layer instead of drawn.
    public var diskHits = 0
    /// Files written to the disk layer.
    public var diskWrites = 0
    /// Disk files found corrupt or stale and replaced by a new render.
    public var diskRejects = 0
    /// Looks dropped from memory to keep within the budget.
    public var evictions = 0
    /// Distinct looks in memory now.
    public var entries = 0
    /// Bytes the looks in memory take now.
    public var bytes = 0

    /// Creates empty statistics.
    public init() {}

    /// One line: hits, misses, renders, entries and bytes.
    public var description: String {
        "\(entries) looks, \(renders) renders, \(hits) hits, \(misses) misses, \(bytes) bytes"
            + (diskHits + diskWrites > 0 ? ", disk: \(diskHits) read, \(diskWrites) written, \(diskRejects) rejected" : "")
    }
}

/// What the cache tells observers.
public enum RasterCacheEvent: Hashable, Sendable {
    /// A look is about to be drawn.
    case willRender(RasterCacheKey)
    /// A look was drawn (or read from disk) and is ready.
    case didRender(RasterCacheKey, CachedRaster)
    /// A look was dropped from memory to keep within the budget.
    case evicted(RasterCacheKey)
}
