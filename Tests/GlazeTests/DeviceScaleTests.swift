import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The same drawing code at 1x and 2x: flat areas agree exactly, edges within
/// a measured tolerance.
@Suite("Device scale")
struct DeviceScaleTests {
    @Test("2x equals 1x upscaled: exactly in flat areas, closely at edges")
    func scaleAgreement() throws {
        let one = try Scenes.render(Scenes.shapesSize, scale: 1, Scenes.shapes)
        let two = try Scenes.render(Scenes.shapesSize, scale: 2, Scenes.shapes)
        #expect(two.pixelWidth == 2 * one.pixelWidth && two.pixelHeight == 2 * one.pixelHeight)
        var flat = 0, edges = 0, worstEdge = 0.0
        one.withPixels { low in
            two.withPixels { high in
                for y in 0..<low.height {
                    for x in 0..<low.width {
                        let p = low[x, y]
                        let neighbours = (-1...1).flatMap { dy in (-1...1).map { dx in low[x + dx, y + dy] } }
                        let block = [high[2 * x, 2 * y], high[2 * x + 1, 2 * y], high[2 * x, 2 * y + 1], high[2 * x + 1, 2 * y + 1]]
                        if x > 0, y > 0, x < low.width - 1, y < low.height - 1, neighbours.allSatisfy({ $0 == p }) {
                            flat += 1
                            #expect(block.allSatisfy { $0 == p }, "flat pixel (\(x), \(y)) is \(p) at 1x, \(block) at 2x")
                        } else {
                            edges += 1
                            let mean = RGBA(block.map(\.red).map(Double.init).reduce(0, +) / 4,
                                            block.map(\.green).map(Double.init).reduce(0, +) / 4,
                                            block.map(\.blue).map(Double.init).reduce(0, +) / 4,
                                            block.map(\.alpha).map(Double.init).reduce(0, +) / 4)
                            worstEdge = max(worstEdge, mean.distance(to: RGBA(p)))
                        }
                    }
                }
            }
        }
        #expect(flat > 5000, "the scene must have flat areas to compare (\(flat))")
        #expect(edges > 1000)
        // Antialiasing estimates coverage per pixel, so a 2×2 block's mean and the
        // 1x pixel differ by the sampling error of a quarter-size pixel: measured
        // at 10.5 levels with Cairo 1.16, bounded here at 16.
        #expect(worstEdge <= 16, "worst edge difference \(worstEdge)")
    }

    @Test("drawing code stays in points: a 100×40 pt image at 2x is 200×80 pixels")
    func pointsNotPixels() throws {
        let image = try ImageSurface(width: 100, height: 40, scale: 2)
        try image.draw { canvas in
            #expect(canvas.size == CGSize(width: 100, height: 40) && canvas.scale == 2)
            try canvas.fill(CGRect(x: 50, y: 0, width: 50, height: 40), with: .color(.red))
        }
        #expect(image.pixelWidth == 200 && image.pixelHeight == 80)
        #expect(image.pixel(x: 99, y: 40).alpha == 0)
        #expect(image.pixel(x: 100, y: 40) == Pixel(.red))
        #expect(image.pixel(x: 199, y: 79) == Pixel(.red))
    }

    @Test("a 2x image drawn at its point size lands pixel for pixel", arguments: [1, 2, 3] as [CGFloat])
    func imagesKeepTheirPoints(scale: CGFloat) throws {
        let icon = try ImageSurface(width: 4, height: 4, scale: 2)
        try icon.draw { try $0.fill(CGRect(x: 0, y: 0, width: 2, height: 4), with: .color(.blue)) }
        let target = try ImageSurface(width: 8, height: 4, scale: scale)
        try target.draw { try $0.draw(icon, in: CGRect(x: 2, y: 0, width: 4, height: 4), interpolation: .none) }
        let s = Int(scale)
        #expect(target.pixel(x: 2 * s, y: 0) == Pixel(.blue))
        #expect(target.pixel(x: 4 * s - 1, y: 0) == Pixel(.blue))
        #expect(target.pixel(x: 4 * s, y: 0).alpha == 0)
        #expect(target.pixel(x: 2 * s - 1, y: 0).alpha == 0)
    }
}
