import Foundation
import Glaze
import Synchronization

/// An immutable bitmap image, as Core Graphics has it: pixels without a scale,
/// with the colour space and alpha layout of the context that made it.
///
/// `CGContext.draw(_:in:)` draws it the Core Graphics way: its top row at the
/// rect's maximum y, which is the top in a y-up context and the bottom in a
/// flipped one. `UIImage` draws it upright in both.
public final class CGImage: Hashable, Sendable {
    /// The pixels, premultiplied; grey images hold equal red, green and blue,
    /// and an image mask holds black whose alpha is where the mask paints.
    let image: Image
    /// The colour space (`nil` for an alpha-only image or an image mask).
    public let colorSpace: CGColorSpace?
    /// Where alpha is kept.
    public let alphaInfo: CGImageAlphaInfo
    /// The layout bits of the bitmap the image came from.
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is an image mask, made with
    /// ``init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)``.
    public let isMask: Bool
    /// The bytes and their layout, for an image made from a data provider.
    let provided: ProvidedBytes?
    /// The pixels' bytes for ``dataProvider``, once asked for.
    let madeProvider = Mutex<CGDataProvider?>(nil)

    init(image: Image, colorSpace: CGColorSpace?, alphaInfo: CGImageAlphaInfo, bitmapInfo: CGBitmapInfo,
         isMask: Bool = false, provided: ProvidedBytes? = nil) {
        self.image = image
        self.colorSpace = colorSpace
        self.alphaInfo = alphaInfo
        self.bitmapInfo = bitmapInfo
        self.isMask = isMask
        self.provided = provided
    }

    /// The image of a Glaze `Image`'s pixels, as an RGBA image with
    /// premultiplied alpha.
    public convenience init(_ image: Image) {
        self.init(image: image, colorSpace: .deviceRGB, alphaInfo: .premultipliedFirst,
                  bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue))
    }

    /// The pixels as a Glaze `Image` (its scale is the one it was made at).
    public var glazeImage: Image { image }

    /// The width in pixels.
    public var width: Int { image.pixelWidth }
    /// The height in pixels.
    public var height: Int { image.pixelHeight }
    /// Bits per colour component: as given for an image made from a data
    /// provider, 8 otherwise.
    public var bitsPerComponent: Int { provided?.bitsPerComponent ?? 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { provided?.bitsPerPixel ?? (colorSpace?.model == .rgb ? 32 : 8) }
    /// Bytes per row of the image's layout.
    public var bytesPerRow: Int { provided?.bytesPerRow ?? width * bitsPerPixel / 8 }
    /// Whether the image asked to be smoothed when scaled (`true` unless made
    /// from a data provider with `shouldInterpolate: false`).
    public var shouldInterpolate: Bool { provided?.shouldInterpolate ?? true }
    /// The rendering intent the image was made with.
    public var renderingIntent: CGColorRenderingIntent { provided?.intent ?? .defaultIntent }

    /// Whether the image has an alpha channel.
    var hasAlpha: Bool {
        switch alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: false
        default: true
        }
    }

    /// The part of the image inside `rect` (in pixels, top row 0), rounded out to
    /// whole pixels and cut to the image; `nil` when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let crop = try? image.cropped(toPixels: (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))) else {
            return nil
        }
        return CGImage(image: crop, colorSpace: colorSpace, alphaInfo: alphaInfo, bitmapInfo: bitmapInfo)
    }

    /// The image masked by `mask`, which is scaled to this image's size, as
    /// in Core Graphics: an image mask paints where its samples are 0 (they are
    /// inverse alpha); a grey image without alpha paints where it is white (its
    /// samples are alpha). `nil` when `mask` is neither, or this image is itself
    /// an image mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, mask.isMask || (mask.colorSpace?.model == .monochrome && !mask.hasAlpha),
              let masked = try? Image(size: image.size, scale: image.scale, { canvas in
                  try canvas.draw(image, in: canvas.bounds)
                  try canvas.draw(mask.coverage(), in: canvas.bounds, blendMode: .destinationIn)
              }) else { return nil }
        return CGImage(image: masked, colorSpace: colorSpace, alphaInfo: .premultipliedFirst,
                       bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue))
    }

    /// Where the image paints when it masks or clips, as alpha: an image
    /// mask's own coverage, an image's alpha when it has one, otherwise its
    /// grey level (luma for colours), white painting.
    func coverage() throws -> Image {
        if isMask || hasAlpha { return image }
        let surface = try ImageSurface(pixelWidth: width, pixelHeight: height, scale: image.scale)
        image.withPixels { source in
            surface.withMutablePixels { out in
                for y in 0..<out.height {
                    let from = source.row(y), to = out.row(y)
                    for x in 0..<out.width {
                        let value = from[x]
                        let red = (value >> 16) & 0xFF, green = (value >> 8) & 0xFF, blue = value & 0xFF
                        to[x] = ((red * 299 + green * 587 + blue * 114 + 500) / 1000) << 24
                    }
                }
            }
        }
        return Image(adopting: surface)
    }

    /// Images are equal when they are the same object.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
