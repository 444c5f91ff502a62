import Foundation
import Glaze

/// Renders ``CIImage`` recipes into pixels: Core Graphics images, bitmaps,
/// PNG and JPEG data, or a Core Graphics context.
///
/// Filters compute in linear sRGB with 32-bit floating-point components and
/// premultiplied alpha, as Core Image's default working space; images are
/// decoded from sRGB on the way in and encoded to sRGB on the way out. A
/// context is immutable and can be shared between threads.
///
/// ```swift
/// let context = CIContext()
/// let noise = CIFilter(name: "CIRandomGenerator")!.outputImage!
/// let tile = context.createCGImage(noise, from: CGRect(x: 0, y: 0, width: 64, height: 64))
/// ```
///
/// Each render is bounded by ``Limits``: a request for an infinite
/// rectangle, or one whose filters would compute more pixels than allowed,
/// gives `nil` (``makeCGImage(_:from:)`` throws the reason).
public final class CIContext: Sendable {
    /// How much one render may compute, so that a huge blur radius or an
    /// extreme transform costs an error instead of the machine.
    public struct Limits: Hashable, Sendable {
        /// The longest side of any rectangle of pixels one step computes.
        public var maximumTileSide: Int
        /// The most pixels one step computes at once (16 bytes each).
        public var maximumTilePixels: Int
        /// The most pixels all the steps of one render compute together.
        public var maximumWork: Int
        /// The most pixels a rendered image holds (4 bytes each).
        public var maximumImagePixels: Int

        /// Limits of your own.
        public init(maximumTileSide: Int, maximumTilePixels: Int, maximumWork: Int, maximumImagePixels: Int = 1 << 26) {
            self.maximumTileSide = maximumTileSide
            self.maximumTilePixels = maximumTilePixels
            self.maximumWork = maximumWork
            self.maximumImagePixels = maximumImagePixels
        }

        /// Sides up to 32,767 pixels (Cairo's), 16 million pixels (256 MiB)
        /// at once, a billion pixels in all, and images of up to 64 million
        /// pixels (256 MiB).
        public static let standard = Limits(maximumTileSide: ImageSurface.maximumPixelDimension,
                                            maximumTilePixels: 1 << 24, maximumWork: 1 << 30, maximumImagePixels: 1 << 26)
    }

    /// Whether filters compute in linear light; `false` after `.workingColorSpace: NSNull()`.
    let colorManaged: Bool
    /// Whether rendered pixels are encoded to sRGB; `false` after `.outputColorSpace: NSNull()`.
    let encodesOutput: Bool
    /// The limits of every render.
    public let limits: Limits
    /// The context drawn into by ``draw(_:in:from:)``, for a context made with
    /// one. The only state a context does not own: a CGContext is not
    /// Sendable, and the caller goes on drawing into it (Core Image's
    /// signature takes it without `sending`), so ``draw(_:in:from:)`` belongs
    /// on the thread that draws into that CGContext, as every other call on it does.
    nonisolated(unsafe) private let destination: CGContext?

    /// A context with Core Image's defaults.
    public convenience init() {
        self.init(options: nil)
    }

    /// A context with `options`: `.workingColorSpace` and `.outputColorSpace`
    /// (a colour space, or `NSNull()` to turn colour management off) change
    /// how it renders; the others are accepted and change nothing.
    public convenience init(options: [CIContextOption: Any]?) {
        self.init(options: options, limits: .standard)
    }

    /// A context with `options` and limits of your own.
    public convenience init(options: [CIContextOption: Any]?, limits: Limits) {
        self.init(options: options, limits: limits, destination: nil)
    }

    /// A context that draws into `cgContext` with ``draw(_:in:from:)``.
    public convenience init(cgContext: CGContext, options: [CIContextOption: Any]?) {
        self.init(options: options, limits: .standard, destination: cgContext)
    }

    private init(options: [CIContextOption: Any]?, limits: Limits, destination: CGContext?) {
        colorManaged = !(options?[.workingColorSpace] is NSNull)
        encodesOutput = colorManaged && !(options?[.outputColorSpace] is NSNull)
        self.limits = limits
        self.destination = destination
    }

    /// The space filters compute in: linear sRGB, or `nil` when colour management is off.
    public var workingColorSpace: CGColorSpace? {
        colorManaged ? CGColorSpace(name: CGColorSpace.genericRGBLinear) : nil
    }

    /// The format filters compute in: ``CIFormat/RGBAf``.
    public var workingFormat: CIFormat { .RGBAf }

    /// The pixels of `image` inside `fromRect` (Core Image's space, rounded
    /// out to whole pixels) as an sRGB image, or `nil` for an infinite or empty
    /// rectangle or a render past the limits.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        try? makeCGImage(image, from: fromRect)
    }

    /// The pixels of `image` inside `fromRect`; `format` and `colorSpace` are
    /// accepted where Glaze's images can hold them (8-bit formats; `nil`
    /// writes working-space values unencoded).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        try? makeCGImage(image, from: fromRect, encoded: colorSpace != nil)
    }

    /// The pixels of `image` inside `fromRect`, or the error that says why
    /// there are none: Glaze's throwing form of ``createCGImage(_:from:)``.
    public func makeCGImage(_ image: CIImage, from fromRect: CGRect) throws(CoreImageError) -> CGImage {
        try makeCGImage(image, from: fromRect, encoded: true)
    }

    private func makeCGImage(_ image: CIImage, from fromRect: CGRect, encoded: Bool) throws(CoreImageError) -> CGImage {
        let region = try pixelRegion(fromRect)
        let surface: ImageSurface
        do {
            surface = try ImageSurface(pixelWidth: region.width, pixelHeight: region.height)
        } catch {
            throw CoreImageError(.limitExceeded, "a \(region.width)×\(region.height) image cannot be made: \(error)")
        }
        let encode = encoded && encodesOutput
        var failure: CoreImageError?
        surface.withMutablePixels { pixels in
            do throws(CoreImageError) {
                try renderBands(image, region) { band in
                    var index = 0
                    for y in band.rect.y..<band.rect.maxY {
                        let row = pixels.row(region.maxY - 1 - y)
                        for x in 0..<band.rect.width {
                            row[x] = LinearLight.argb(band.samples[index], encode: encode)
                            index += 1
                        }
                    }
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return CGImage(Image(adopting: surface))
    }

    /// Writes the pixels of `image` inside `bounds` into `data`, `rowBytes`
    /// apart, top row first, in `format`; with `colorSpace` `nil` the values
    /// are written unencoded. Nothing is written for a format Glaze does not
    /// write or a render that fails.
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect,
                       format: CIFormat, colorSpace: CGColorSpace?) {
        guard let bytesPerPixel = format.bytesPerPixel, let region = try? pixelRegion(bounds),
              rowBytes >= region.width * bytesPerPixel else { return }
        let encode = colorSpace != nil && encodesOutput
        try? renderBands(image, region) { band in
            var index = 0
            for y in band.rect.y..<band.rect.maxY {
                let row = data + (region.maxY - 1 - y) * rowBytes
                for x in 0..<band.rect.width {
                    Self.write(band.samples[index], to: row + x * bytesPerPixel, format: format, encode: encode)
                    index += 1
                }
            }
        }
    }

    /// Draws the pixels of `image` inside `fromRect` into `inRect` of the
    /// context this one was made with; nothing for a context made without one.
    public func draw(_ image: CIImage, in inRect: CGRect, from fromRect: CGRect) {
        guard let cgImage = createCGImage(image, from: fromRect) else { return }
        destination?.draw(cgImage, in: inRect)
    }

    /// The pixels of `image`'s extent as a PNG file, or `nil` for an infinite
    /// image or a render that fails; `format`, `colorSpace` and `options` are
    /// accepted, and the file is 8-bit sRGB.
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace,
                                  options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        try? makeCGImage(image, from: image.extent).glazeImage.pngData()
    }

    /// The pixels of `image`'s extent as a JPEG file at the quality
    /// `options[.lossyCompressionQuality]` gives (0.9 without it), over black.
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace,
                                   options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        let quality = options[.lossyCompressionQuality].flatMap(FilterArguments.number) ?? 0.9
        guard quality.isFinite, (0...1).contains(quality) else { return nil }
        return try? makeCGImage(image, from: image.extent).glazeImage.jpegData(quality: quality)
    }

    /// Writes ``pngRepresentation(of:format:colorSpace:options:)`` to `url`,
    /// staged and renamed into place.
    /// - Throws: ``CoreImageError`` when the image cannot be rendered, or the file system's error.
    public func writePNGRepresentation(of image: CIImage, to url: URL, format: CIFormat, colorSpace: CGColorSpace,
                                       options: [CIImageRepresentationOption: Any] = [:]) throws {
        let data = try makeCGImage(image, from: image.extent).glazeImage.pngData()
        try data.write(to: url, options: .atomic)
    }

    /// The whole pixels `rect` touches, or the error for one that cannot be rendered.
    private func pixelRegion(_ rect: CGRect) throws(CoreImageError) -> PixelRect {
        guard !rect.isInfinite else {
            throw CoreImageError(.unboundedRender, "the rectangle to render is infinite: crop the image first")
        }
        guard let region = PixelRect(covering: rect), !region.isEmpty else {
            throw CoreImageError(.unboundedRender, "the rectangle to render, \(rect), has no pixels")
        }
        guard region.width <= limits.maximumTileSide, region.height <= limits.maximumTileSide,
              region.area <= limits.maximumImagePixels else {
            throw CoreImageError(.limitExceeded, "a \(region.width)×\(region.height) render is larger than "
                                 + "\(limits.maximumTileSide) pixels a side or \(limits.maximumImagePixels) pixels in all")
        }
        return region
    }

    /// Renders `region` in bands of rows, top band first, so that no step
    /// holds more than a band's pixels and what its filters need around them.
    private func renderBands(_ image: CIImage, _ region: PixelRect, _ body: (Tile) -> Void) throws(CoreImageError) {
        let session = RenderSession(colorManaged: colorManaged, limits: limits)
        let rowsPerBand = max(1, min(region.height, (1 << 18) / max(region.width, 1)))
        try RenderStack.run(depth: image.recipe.depth) { () throws(CoreImageError) in
            var top = region.maxY
            while top > region.y {
                let bottom = max(region.y, top - rowsPerBand)
                let band = PixelRect(x: region.x, y: bottom, width: region.width, height: top - bottom)
                body(try image.recipe.renderClipped(band, in: session))
                top = bottom
            }
        }
    }

    private static func write(_ sample: Sample, to pointer: UnsafeMutableRawPointer, format: CIFormat, encode: Bool) {
        let straight = LinearLight.straightOutput(sample, encode: encode)
        let premultiplied = Sample(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
        func byte(_ value: Float) -> UInt8 { UInt8((value * 255).rounded()) }
        let bytes = pointer.assumingMemoryBound(to: UInt8.self)
        switch format {
        case .RGBA8:
            (bytes[0], bytes[1], bytes[2], bytes[3]) = (byte(premultiplied.x), byte(premultiplied.y), byte(premultiplied.z), byte(premultiplied.w))
        case .BGRA8:
            (bytes[0], bytes[1], bytes[2], bytes[3]) = (byte(premultiplied.z), byte(premultiplied.y), byte(premultiplied.x), byte(premultiplied.w))
        case .ARGB8:
            (bytes[0], bytes[1], bytes[2], bytes[3]) = (byte(premultiplied.w), byte(premultiplied.x), byte(premultiplied.y), byte(premultiplied.z))
        case .A8:
            bytes[0] = byte(premultiplied.w)
        case .L8:
            bytes[0] = byte(premultiplied.x)
        case .RGBAf:
            let floats = pointer.assumingMemoryBound(to: Float.self)
            (floats[0], floats[1], floats[2], floats[3]) = (premultiplied.x, premultiplied.y, premultiplied.z, premultiplied.w)
        default:
            break
        }
    }
}

/// A key of the options of ``CIContext/jpegRepresentation(of:colorSpace:options:)``.
public struct CIImageRepresentationOption: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String

    /// A key of this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The JPEG quality, 0 (smallest) to 1 (best).
    public static let lossyCompressionQuality = CIImageRepresentationOption(rawValue: "kCGImageDestinationLossyCompressionQuality")
}
