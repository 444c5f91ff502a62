internal import CGlazeCairo
import Foundation
import Synchronization

/// An immutable image with a scale, safe to share between tasks.
///
/// `Image` is to ``ImageSurface`` what `CGImage` is to a bitmap `CGContext`: draw
/// into a surface, then take an image of it to keep, cache and draw many times
/// from any task. Its pixels never change after it is made.
///
/// An image made with ``vector(size:scale:_:)`` also keeps its drawing: PDF and
/// SVG documents get its paths, text and gradients, while image surfaces, pixel
/// access and PNG encoding use its pixels at its scale.
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
    /// The drawing that made the pixels, for images that stay vector in documents.
    let vector: VectorDrawing?
    // Atomics rather than a lock: two tasks that race to compute the digest both
    // store the same value, and ThreadSanitizer sees atomics (it cannot see
    // Synchronization.Mutex on Linux).
    private let digest0 = Atomic<UInt64>(0), digest1 = Atomic<UInt64>(0)
    private let digest2 = Atomic<UInt64>(0), digest3 = Atomic<UInt64>(0)
    private let hasDigest = Atomic<Bool>(false)

    /// Takes ownership of `surface`, which nothing else may draw into afterwards.
    init(owning surface: ImageSurface, vector: VectorDrawing? = nil) {
        self.surface = surface
        self.vector = vector
    }

    /// Takes ownership of `surface`'s pixels without copying them, for a sibling
    /// module that filled a surface of its own and changes it no more: it may
    /// keep drawing only after moving its canvas elsewhere (``Canvas/retarget(to:)``).
    package convenience init(adopting surface: ImageSurface) {
        self.init(owning: surface)
    }

    /// Whether the image's pixels are `surface`'s own, not a copy: what tests
    /// of the hand-over from a context to an image check.
    package func isBacked(by surface: ImageSurface) -> Bool {
        self.surface === surface
    }

    /// Renders `body` into a new transparent image of `size` points at `scale`.
    /// - Throws: what `body` throws, or a ``GlazeError`` for a bad size or scale.
    public convenience init(size: CGSize, scale: CGFloat = 1, _ body: (Canvas) throws -> Void) throws {
        let surface = try ImageSurface(size: size, scale: scale)
        try surface.draw(body)
        self.init(owning: surface)
    }

    /// Renders `body` into a new image of `size` points at `scale` that stays
    /// vector wherever it is drawn into a PDF or SVG document.
    ///
    /// The body runs once now for the pixels (image surfaces, ``withPixels(_:)``,
    /// ``pngData()``), and again each time the image is drawn into a document, on a
    /// canvas of that document's kind and this image's size and scale. It must
    /// draw the same picture each time; what needs pixels by nature (noise, PNG
    /// images, soft shadows, software blend modes) is embedded as an image there.
    ///
    /// ```swift
    /// let pill = try Image.vector(size: CGSize(width: 15, height: 30), scale: 2) { canvas in
    ///     try canvas.fill(Path(roundedRect: canvas.bounds, cornerRadius: 7), with: .color(.blue))
    /// }
    /// ```
    /// - Throws: what `body` throws, or a ``GlazeError`` for a bad size or scale.
    public static func vector(size: CGSize, scale: CGFloat = 1,
                              _ body: @escaping @Sendable (Canvas) throws -> Void) throws -> Image {
        let surface = try ImageSurface(size: size, scale: scale)
        try surface.draw(body)
        let drawing = VectorDrawing(canvasSize: surface.size, viewport: surface.bounds, scale: scale, body: body)
        return Image(owning: surface, vector: drawing)
    }

    /// Whether the image keeps a drawing that documents receive as vectors.
    public var isVector: Bool { vector != nil }

    /// Decodes a PNG held in memory, within `limits`; see ``ImageSurface/init(pngData:scale:limits:)``.
    public convenience init(pngData: Data, scale: CGFloat = 1, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(pngData: pngData, scale: scale, limits: limits))
    }

    /// Decodes a PNG held in memory that came from `source`, which errors name;
    /// see ``ImageSurface/init(pngData:scale:source:limits:)``.
    public convenience init(pngData: Data, scale: CGFloat = 1, source: String, limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(pngData: pngData, scale: scale, source: source, limits: limits))
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

    /// The image encoded as PNG at the default compression.
    public func pngData() throws(GlazeError) -> Data { try surface.pngData() }

    /// The image encoded as PNG; see ``ImageSurface/pngData(compression:)``.
    public func pngData(compression: PNGCompression) throws(GlazeError) -> Data { try surface.pngData(compression: compression) }

    /// Writes the image as a PNG file at the default compression, atomically.
    public func writePNG(to url: URL) throws(GlazeError) { try surface.writePNG(to: url) }

    /// Writes the image as a PNG file compressed as `compression` asks, atomically.
    public func writePNG(to url: URL, compression: PNGCompression) throws(GlazeError) {
        try surface.writePNG(to: url, compression: compression)
    }

    /// Runs `body` with read-only access to the pixels, without copying them.
    public func withPixels<Result>(_ body: (borrowing PixelBuffer) throws -> Result) rethrows -> Result {
        try surface.withPixels(body)
    }

    /// The pixel at (x, y) in pixel coordinates; transparent outside the image.
    public func pixel(x: Int, y: Int) -> Pixel { surface.pixel(x: x, y: y) }

    /// The SHA-256 digest of the image's size in pixels and its pixels (each row's
    /// bytes as they are in memory, not the padding between rows), computed once:
    /// equal for equal pixels in every run, and infeasible to forge, for caches to
    /// key on.
    public var contentDigest: ContentDigest {
        if hasDigest.load(ordering: .acquiring) {
            return ContentDigest(words: (digest0.load(ordering: .relaxed), digest1.load(ordering: .relaxed),
                                         digest2.load(ordering: .relaxed), digest3.load(ordering: .relaxed)))
        }
        let computed = withPixels { pixels in
            var hasher = ContentHasher()
            let size = [UInt32(pixels.width).littleEndian, UInt32(pixels.height).littleEndian]
            size.withUnsafeBytes { hasher.combine($0) }
            for y in 0..<pixels.height {
                hasher.combine(UnsafeRawBufferPointer(pixels.row(y)))
            }
            return hasher.finalize()
        }
        digest0.store(computed.words.0, ordering: .relaxed)
        digest1.store(computed.words.1, ordering: .relaxed)
        digest2.store(computed.words.2, ordering: .relaxed)
        digest3.store(computed.words.3, ordering: .relaxed)
        hasDigest.store(true, ordering: .releasing)
        return computed
    }

    /// A new image holding the pixels of `rect` (in pixels), with the same scale;
    /// a vector image's crop stays vector.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` unless `rect`
    ///   is non-empty and lies inside the image.
    public func cropped(toPixels rect: (x: Int, y: Int, width: Int, height: Int)) throws(GlazeError) -> Image {
        guard rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0,
              rect.x + rect.width <= pixelWidth, rect.y + rect.height <= pixelHeight else {
            throw GlazeError(.invalidArgument(name: "crop rect", value: "\(rect)",
                                   reason: "must be non-empty and inside the \(pixelWidth)×\(pixelHeight) image"))
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
        let viewport = CGRect(x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale,
                              width: crop.size.width, height: crop.size.height)
        return Image(owning: crop, vector: vector?.cropped(to: viewport))
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
