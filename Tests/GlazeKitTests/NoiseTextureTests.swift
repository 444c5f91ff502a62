import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

@Suite("Noise texture")
struct NoiseTextureTests {
    @Test("the same seed gives the same bytes; another seed, other bytes")
    func seeded() throws {
        let a = try NoiseTexture(seed: 7).image(scale: 2).pngData()
        let b = try NoiseTexture(seed: 7).image(scale: 2).pngData()
        let c = try NoiseTexture(seed: 8).image(scale: 2).pngData()
        #expect(a == b)
        #expect(a != c)
        // Pinned: the field's first pixels never change between machines or releases.
        let noise = try Image.noise(pixelWidth: 4, pixelHeight: 1, scale: 1, seed: 1)
        #expect((0..<4).map { noise.pixel(x: $0, y: 0).description } == ["(51, 51, 51, 51)", "(0, 0, 0, 0)", "(166, 149, 137, 225)", "(110, 110, 110, 110)"])
    }

    @Test("the noise is the article's: uniform opacity, and every colour a shade of CIColorMonochrome's brown")
    func statistics() throws {
        let noise = try Image.noise(pixelWidth: 256, pixelHeight: 256, scale: 1, seed: 3)
        let pixels = noise.withPixels { p in (0..<p.height).flatMap { y in (0..<p.width).map { p[$0, y] } } }
        let alphas = pixels.map { Double($0.alpha) }
        let mean = alphas.reduce(0, +) / Double(alphas.count)
        let variance = alphas.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(alphas.count)
        // Uniform on 0...255: mean 127.5, variance (256² − 1) / 12 ≈ 5461.25.
        #expect(abs(mean - 127.5) < 1.5, "mean \(mean)")
        #expect(abs(variance - 5461.25) / 5461.25 < 0.03, "variance \(variance)")
        // Shades of (0.6, 0.45, 0.3): red ≥ green ≥ blue in every pixel, and both ends of the range occur.
        #expect(pixels.allSatisfy { $0.red >= $0.green && $0.green >= $0.blue })
        let colors = pixels.filter { $0.alpha == 255 || $0.alpha > 200 }.map(\.color)
        #expect(colors.contains { $0.red > 0.9 } && colors.contains { $0.red < 0.1 })
    }

    @Test("the texture is 70 × 44 with caps of 10, tiled, noise at device pixels")
    func geometry() throws {
        let texture = NoiseTexture()
        let image = try texture.resizableImage(scale: 2)
        #expect(image.image.size == CGSize(width: 70, height: 44) && image.image.pixelWidth == 140)
        #expect(image.capInsets == EdgeInsets(top: 0, left: 10, bottom: 0, right: 10) && image.resizingMode == .tile)
        // The two device pixels of each point mostly differ: the noise was drawn per
        // device pixel, not per point (which would make every pair equal).
        let pairs = (20..<50).map { image.image.pixel(x: 2 * $0, y: 44) != image.image.pixel(x: 2 * $0 + 1, y: 44) }
        #expect(pairs.filter { $0 }.count > 20, "\(pairs.filter { $0 }.count) of 30 pairs differ")
    }

    @Test("widening repeats the tile and never smears a column", arguments: [120, 203, 333] as [CGFloat])
    func tiling(width: CGFloat) throws {
        let image = try NoiseTexture(seed: 5).resizableImage(scale: 2)
        let wide = try render(width: width, height: 44, scale: 2) { try image.draw(in: $0.bounds, on: $0) }
        let columns = wide.withPixels { p in (0..<p.width).map { x in (10..<78).map { p[x, $0] } } }
        let middle = Array(columns[20..<(columns.count - 20)])
        let period = 100
        // Each column repeats exactly one tile (100 device pixels) later ...
        for x in 0..<(middle.count - period) {
            #expect(middle[x] == middle[x + period], "column \(x + 20) and \(x + 20 + period)")
        }
        // ... and never sooner: no column is repeated more often than the tile implies.
        let distinct = Set(middle.map { $0.map(\.description).joined() }).count
        #expect(distinct == min(middle.count, period), "\(distinct) distinct columns in \(middle.count)")
    }
}
