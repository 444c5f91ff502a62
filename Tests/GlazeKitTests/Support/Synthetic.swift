import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// An image whose every pixel is given by `color(x, y)`.
func syntheticImage(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1,
                    _ color: (Int, Int) -> Pixel) throws -> Image {
    let surface = try ImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    surface.withMutablePixels { p in
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth { p[x, y] = color(x, y) }
        }
    }
    return try surface.makeImage()
}

/// An opaque pixel unique to (x, y) for images up to 64 pixels a side.
func uniquePixel(_ x: Int, _ y: Int) -> Pixel {
    Pixel(red: UInt8(4 * x + 1), green: UInt8(4 * y + 1), blue: 200, alpha: 255)
}

/// Renders `body` into a transparent surface of `size` points at `scale`.
func render(width: CGFloat, height: CGFloat, scale: CGFloat = 1, _ body: (Canvas) throws -> Void) throws -> ImageSurface {
    let surface = try ImageSurface(width: width, height: height, scale: scale)
    try surface.draw(body)
    return surface
}

/// One row of a surface's pixels.
func row(_ surface: ImageSurface, _ y: Int) -> [Pixel] {
    surface.withPixels { p in (0..<p.width).map { p[$0, y] } }
}

/// Reads a file written by a test, then removes it.
func temporaryURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("glazekit-\(UUID().uuidString)-\(name)")
}
