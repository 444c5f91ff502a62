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
        // Pinned: the generator's first grey levels never change between machines or releases.
        let noise = try Image.noise(pixelWidth: 4, pixelHeight: 1, scale: 1, seed: 1)
        #expect((0..<4).map { noise.pixel(x: $0, y: 0).red } == [193, 92, 2, 137])
    }

    @Test("the noise layer is uniform: mean and variance of 256 grey levels")
    func statistics() throws {
        let noise = try Image.noise(pixelWidth: 256, pixelHeight: 256, scale: 1, seed: 3)
        let levels = noise.withPixels { p in (0..<p.height).flatMap { y in (0..<p.width).map { Double(p[$0, y].red) } } }
        let mean = levels.reduce(0, +) / Double(levels.count)
        let variance = levels.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(levels.count)
        // Uniform on 0...255: mean 127.5, variance (256² − 1) / 12 ≈ 5461.25.
        #expect(abs(mean - 127.5) < 1.5, "mean \(mean)")
        #expect(abs(variance - 5461.25) / 5461.25 < 0.03, "variance \(variance)")
        #expect(noise.withPixels { p in p[10, 10].red == p[10, 10].green && p[10, 10].green == p[10, 10].blue })
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
