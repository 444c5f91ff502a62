import Foundation
import Glaze

/// An immutable bitmap image, as Core Graphics has it: pixels without a scale,
/// with the colour space and alpha layout of the context that made it.
///
/// `CGContext.draw(_:in:)` draws it the Core Graphics way: its top row at the
/// rect's maximum y, which is the top in a y-up context and the bottom in a
/// flipped one. `UIImage` draws it upright in both.
public final class CGImage: Hashable, Sendable {
    /// The pixels, premultiplied; grey images hold equal red, green and blue.
    let image: Image
    /// The colour space (`nil` for an alpha-only image).
    public let colorSpace: CGColorSpace?
    /// Where alpha is kept.
    public let alphaInfo: CGImageAlphaInfo
    /// The layout bits of the bitmap the image came from.
    public let bitmapInfo: CGBitmapInfo

    init(image: Image, colorSpace: CGColorSpace?, alphaInfo: CGImageAlphaInfo, bitmapInfo: CGBitmapInfo) {
        self.image = image
        self.colorSpace = colorSpace
        self.alphaInfo = alphaInfo
        self.bitmapInfo = bitmapInfo
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
    /// Bits per colour component (8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel.
    public var bitsPerPixel: Int { colorSpace?.model == .rgb ? 32 : 8 }
    /// Bytes per row of the image's layout.
    public var bytesPerRow: Int { width * bitsPerPixel / 8 }

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

    /// The image masked by `mask`, a grey image without alpha scaled to this
    /// image's size: where the mask is black the image shows, where it is white
    /// it does not (mask samples are inverse alpha, as in Core Graphics). `nil`
    /// when the mask is not grey or has alpha.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard mask.colorSpace?.model == .monochrome, !mask.hasAlpha,
              let masked = try? Image(size: image.size, scale: image.scale, { canvas in
                  try canvas.draw(image, in: canvas.bounds)
                  let coverage = try mask.alphaMask(inverted: true)
                  try canvas.draw(coverage, in: canvas.bounds, blendMode: .destinationIn)
              }) else { return nil }
        return CGImage(image: masked, colorSpace: colorSpace == nil ? nil : colorSpace, alphaInfo: .premultipliedFirst,
                       bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue))
    }

    /// The image as a mask's coverage: its alpha when it has one, otherwise its
    /// grey level (inverted for `masking`, whose samples are inverse alpha).
    func alphaMask(inverted: Bool = false) throws -> Image {
        if hasAlpha && !inverted { return image }
        let surface = try ImageSurface(pixelWidth: width, pixelHeight: height, scale: image.scale)
        image.withPixels { source in
            surface.withMutablePixels { out in
                for y in 0..<out.height {
                    let from = source.row(y), to = out.row(y)
                    for x in 0..<out.width {
                        let value = from[x]
                        let red = (value >> 16) & 0xFF, green = (value >> 8) & 0xFF, blue = value & 0xFF
                        let level = (red * 299 + green * 587 + blue * 114 + 500) / 1000
                        let alpha = inverted ? 255 - level : level
                        to[x] = alpha << 24
                    }
                }
            }
        }
        return try surface.makeImage()
    }

    /// Images are equal when they are the same object.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
