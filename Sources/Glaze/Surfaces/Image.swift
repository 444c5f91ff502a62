internal import CGlazeCairo
import Foundation
import Synchronization

/// An immutable raster image with a scale, safe to share between tasks.
///
/// `Image` is to ``ImageSurface`` what `CGImage` is to a bitmap `CGContext`: draw
/// into a surface, then take an image of it to keep, cache and draw many times
/// from any task. Its pixels never change after it is made.
///
/// ```swift
/// let background = try Image(size: CGSize(width: 11, height: 37), scale: 2) { canvas in
///     try canvas.fill(Path(roundedRect: canvas.bounds, cornerRadius: 5), with: .color(.orange))
/// }
/// try canvas.draw(background, in: CGRect(x: 0, y: 0, width: 300, height: 37))
/// ```
public final class Image: @unchecked Sendable {
    // Unchecked because of `surface` alone: it is never drawn into or handed out
    // after init, readers get only a read-only `PixelBuffer`, and Cairo only reads
    // an image surface it uses as a source.
    let surface: ImageSurface
    // Atomics rather than a lock: two tasks that race to compute the digest both
    // store the same value, and ThreadSanitizer sees atomics (it cannot see
    // Synchronization.Mutex on Linux).
    private let digest = Atomic<UInt64>(0)
    private let hasDigest = Atomic<Bool>(false)

    /// Takes ownership of `surface`, which nothing else may draw into afterwards.
    init(owning surface: ImageSurface) {
        self.surface = surface
    }

    /// Renders `body` into a new transparent image of `size` points at `scale`.
    /// - Throws: what `body` throws, or a ``GlazeError`` for a bad size or scale.
    public convenience init(size: CGSize, scale: CGFloat = 1, _ body: (Canvas) throws -> Void) throws {
        let surface = try ImageSurface(size: size, scale: scale)
        try surface.draw(body)
        self.init(owning: surface)
    }

    /// Decodes a PNG held in memory, within `limits`; see ``ImageSurface/init(pngData:scale:limits:)``.
    public convenience init(pngData: Data, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(pngData: pngData, scale: scale, limits: limits))
    }

    /// Reads a PNG file, within `limits`; see ``ImageSurface/init(contentsOfPNG:scale:limits:)``.
    public convenience init(contentsOfPNG url: URL, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(contentsOfPNG: url, scale: scale, limits: limits))
    }

    /// The width in pixels.
    public var pixelWidth: Int { surface.pixelWidth }
    /// The height in pixels.
    public var pixelHeight: Int { surface.pixelHeight }
    /// Pixels per point.
    public var scale: CGFloat { surface.scale }
    /// The size in points.
    public var size: CGSize { surface.size }
    /// The image's rectangle in points, at the origin.
    public var bounds: CGRect { surface.bounds }

    /// The image encoded as PNG.
    public func pngData() throws(GlazeError) -> Data { try surface.pngData() }

    /// Writes the image as a PNG file, atomically.
    public func writePNG(to url: URL) throws(GlazeError) { try surface.writePNG(to: url) }

    /// Runs `body` with read-only access to the pixels, without copying them.
    public func withPixels<Result>(_ body: (borrowing PixelBuffer) throws -> Result) rethrows -> Result {
        try surface.withPixels(body)
    }

    /// The pixel at (x, y) in pixel coordinates; transparent outside the image.
    public func pixel(x: Int, y: Int) -> Pixel { surface.pixel(x: x, y: y) }

    /// A 64-bit FNV-1a digest of the pixels (and not of the memory between rows),
    /// computed once: equal for equal pixels, in every run, for caches to key on.
    public var contentDigest: UInt64 {
        if hasDigest.load(ordering: .acquiring) { return digest.load(ordering: .relaxed) }
        let computed = withPixels { pixels in
            // One pixel is one unit: the digests caches have keyed on so far.
            var hash = FNV1a()
            for y in 0..<pixels.height {
                for value in pixels.row(y) { hash.combine(UInt64(value)) }
            }
            return hash.value
        }
        digest.store(computed, ordering: .relaxed)
        hasDigest.store(true, ordering: .releasing)
        return computed
    }

    /// A new image holding the pixels of `rect` (in pixels), with the same scale.
    /// - Throws: ``GlazeError/invalidArgument(name:value:reason:)`` unless `rect`
    ///   is non-empty and lies inside the image.
    public func cropped(toPixels rect: (x: Int, y: Int, width: Int, height: Int)) throws(GlazeError) -> Image {
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0,
              rect.x + rect.width <= pixelWidth, rect.y + rect.height <= pixelHeight else {
            throw .invalidArgument(name: "crop rect", value: "\(rect)",
                                   reason: "must be non-empty and inside the \(pixelWidth)×\(pixelHeight) image")
        }
        let crop = try ImageSurface(pixelWidth: rect.width, pixelHeight: rect.height, scale: scale)
        withPixels { source in
            crop.withMutablePixels { destination in
                for y in 0..<rect.height {
                    let from = source.row(rect.y + y), to = destination.row(y)
                    for x in 0..<rect.width { to[x] = from[rect.x + x] }
                }
            }
        }
        return Image(owning: crop)
    }
}

extension ImageSurface {
    /// An immutable copy of the surface's current pixels (Core Graphics' `makeImage`).
    public func makeImage() throws(GlazeError) -> Image {
        Image(owning: try copy())
    }
}

extension Image: Hashable {
    /// Images are equal when they are the same object: comparing pixels would
    /// make hashing cost as much as the image is large.
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
