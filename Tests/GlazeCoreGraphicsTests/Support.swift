import Foundation
import Glaze
import GlazeCoreGraphics

/// The pixel at (x, y) of a Core Graphics image, counted from its top-left
/// corner in memory order (row 0 is the top row).
func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> Pixel {
    image?.glazeImage.pixel(x: x, y: y) ?? Pixel(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The pixel at (x, y) pixels of a UIKit image, from its top-left corner.
func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Pixel {
    pixel(image.cgImage, x, y)
}

let opaqueRed = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
let opaqueBlue = Pixel(red: 0, green: 0, blue: 255, alpha: 255)
let transparent = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

/// An RGBA bitmap context over `bytes` (premultipliedLast: R, G, B, A in memory).
func rgbaContext(_ bytes: UnsafeMutableRawPointer?, width: Int, height: Int) -> CGContext? {
    CGContext(data: bytes, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
}

/// A 2×2-pixel image, red on top and blue below, to see which way images land.
func redOverBlue() -> CGImage {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
    return renderer.image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
    }.cgImage!
}

/// `body` drawn through a renderer of `size` points at `scale`, on white.
func drawn(_ size: CGSize, scale: CGFloat = 1, _ body: () -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        UIColor.white.setFill()
        context.fill(CGRect(origin: .zero, size: size))
        body()
    }
}
