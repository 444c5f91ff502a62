import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Immutable images and tiling")
struct ImageTests {
    /// A 3×2-pixel image whose every pixel is distinct.
    static func numbered(scale: CGFloat = 1) throws -> Image {
        let surface = try ImageSurface(pixelWidth: 3, pixelHeight: 2, scale: scale)
        surface.withMutablePixels { p in
            for y in 0..<2 {
                for x in 0..<3 { p[x, y] = Pixel(red: UInt8(40 * x + 1), green: UInt8(100 * y + 1), blue: 7, alpha: 255) }
            }
        }
        return try surface.makeImage()
    }

    @Test("an image keeps its pixels when the surface it came from changes")
    func snapshot() throws {
        let surface = try solidSurface(.red)
        let image = try surface.makeImage()
        try surface.draw { try $0.fill($0.bounds, with: .color(.blue)) }
        #expect(image.pixel(x: 0, y: 0) == Pixel(.red))
        #expect(image.size == surface.size && image.scale == surface.scale)
    }

    @Test("cropping copies exactly the named pixels, and rejects rects outside")
    func cropping() throws {
        let image = try Self.numbered(scale: 2)
        let crop = try image.cropped(toPixels: (x: 1, y: 1, width: 2, height: 1))
        #expect(crop.pixelWidth == 2 && crop.pixelHeight == 1 && crop.scale == 2)
        #expect(crop.pixel(x: 0, y: 0) == image.pixel(x: 1, y: 1))
        #expect(crop.pixel(x: 1, y: 0) == image.pixel(x: 2, y: 1))
        #expect(throws: GlazeError.self) { try image.cropped(toPixels: (x: 2, y: 0, width: 2, height: 1)) }
        #expect(throws: GlazeError.self) { try image.cropped(toPixels: (x: 0, y: 0, width: 0, height: 1)) }
    }

    @Test("tiles start at the rect's origin and are cut at its far edges")
    func tiling() throws {
        let tile = try Self.numbered()
        let surface = try ImageSurface(width: 10, height: 5)
        try surface.draw { try $0.drawTiled(tile, in: CGRect(x: 1, y: 0, width: 7, height: 3), interpolation: .none) }
        for x in 1..<8 {
            #expect(surface.pixel(x: x, y: 0) == tile.pixel(x: (x - 1) % 3, y: 0), "x = \(x)")
            #expect(surface.pixel(x: x, y: 2) == tile.pixel(x: (x - 1) % 3, y: 0), "x = \(x), second row of tiles")
        }
        #expect(surface.pixel(x: 0, y: 0).alpha == 0 && surface.pixel(x: 8, y: 0).alpha == 0 && surface.pixel(x: 1, y: 3).alpha == 0)
    }

    @Test("a tile can stretch along one axis while it repeats along the other")
    func stretchedTiles() throws {
        let tile = try Self.numbered()
        let surface = try ImageSurface(width: 6, height: 4)
        try surface.draw {
            try $0.drawTiled(tile, in: $0.bounds, tileSize: CGSize(width: 3, height: 4), interpolation: .none)
        }
        #expect(surface.pixel(x: 4, y: 1) == tile.pixel(x: 1, y: 0))
        #expect(surface.pixel(x: 4, y: 3) == tile.pixel(x: 1, y: 1))
    }

    @Test("one image drawn from many tasks at once gives the same pixels")
    func sharedAcrossTasks() async throws {
        let image = try Image(size: CGSize(width: 20, height: 20), scale: 2) { canvas in
            try canvas.fill(Path(ellipseIn: canvas.bounds), with: .gradient(.linear(
                from: .zero, to: CGPoint(x: 20, y: 20), colors: [.red, .blue])))
        }
        let renders = try await withThrowingTaskGroup(of: [Pixel].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let surface = try ImageSurface(width: 40, height: 40, scale: 2)
                    try surface.draw { try $0.draw(image, in: $0.bounds) }
                    return allPixels(surface)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(renders.count == 8 && Set(renders.map { $0.hashValue }).count == 1)
    }
}

@Suite("Tiling along one axis")
struct OneAxisTilingTests {
    @Test("repeating sideways never blends a tile's top row into its bottom")
    func noVerticalWrap() throws {
        let tile = try ImageSurface(pixelWidth: 2, pixelHeight: 2)
        tile.withMutablePixels { p in
            p[0, 0] = Pixel(.red); p[1, 0] = Pixel(.red)
            p[0, 1] = Pixel(.blue); p[1, 1] = Pixel(.blue)
        }
        let image = try tile.makeImage()
        // A 1x tile on a 2x canvas: smooth sampling must clamp at the top and bottom.
        let surface = try ImageSurface(width: 7, height: 2, scale: 2)
        try surface.draw { try $0.drawTiled(image, in: $0.bounds, tileSize: CGSize(width: 2, height: 2)) }
        #expect(allPixels(surface).prefix(14).allSatisfy { $0 == Pixel(.red) })
        #expect(allPixels(surface).suffix(14).allSatisfy { $0 == Pixel(.blue) })
    }
}
