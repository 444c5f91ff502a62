import Foundation
import Glaze

/// A flipped context over its own surface, in points at a scale: what a
/// `UIGraphicsImageRenderer` renders into.
final class ImageContext {
    let cgContext: CGContext
    let format: UIGraphicsImageRendererFormat

    /// The image contexts opened with `UIGraphicsBeginImageContextWithOptions`
    /// on this thread (a per-thread list, as the current-context stack is).
    static var open: [ImageContext] {
        get { ContextStack.current.imageContexts }
        set { ContextStack.current.imageContexts = newValue }
    }

    /// `nil` for a size or scale Glaze refuses, and for more pixels than a
    /// bitmap context may have: checked before any memory is taken.
    init?(size: CGSize, format: UIGraphicsImageRendererFormat, origin: CGPoint = .zero) {
        let pixelWidth = PixelRounding.pixels(size.width, scale: format.scale)
        let pixelHeight = PixelRounding.pixels(size.height, scale: format.scale)
        // Past a side's limit (or not finite) the surface refuses it below.
        let limit = CGFloat(InputLimits.standard.maximumImageDimension)
        guard !(pixelWidth <= limit && pixelHeight <= limit)
                || BitmapMemory.allows(pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight)),
              let surface = try? ImageSurface(size: size, scale: format.scale),
              let canvas = try? surface.makeCanvas() else { return nil }
        if format.opaque {
            // An opaque context starts black, as its memory would on Apple's platforms.
            try? canvas.fill(canvas.bounds, with: .color(.black))
        }
        if origin != .zero { try? canvas.translateBy(x: -origin.x, y: -origin.y) }
        self.format = format
        let alpha: CGImageAlphaInfo = format.opaque ? .noneSkipFirst : .premultipliedFirst
        cgContext = CGContext(canvas: canvas, surface: surface, bitmap: nil, yUp: false, colorSpace: .deviceRGB,
                              bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue | alpha.rawValue))
    }

    /// The picture so far, at the format's scale, sharing the context's
    /// pixels until it draws again.
    func image() -> UIImage? {
        let opaque = format.opaque
        guard let pixels = cgContext.sharedImage(finishing: { surface in
            // Whatever transparency the drawing left shows the black beneath,
            // as in an opaque bitmap.
            guard opaque else { return }
            surface.withMutablePixels { pixels in
                for y in 0..<pixels.height {
                    let row = pixels.row(y)
                    for x in 0..<pixels.width { row[x] |= 0xFF00_0000 }
                }
            }
        }) else { return nil }
        let image = CGImage(image: pixels, colorSpace: .deviceRGB, alphaInfo: cgContext.alphaInfo, bitmapInfo: cgContext.bitmapInfo)
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }
}
