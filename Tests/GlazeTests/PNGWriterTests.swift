import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Glaze's PNG writer (its own chunks, libdeflate's zlib stream), read back by
/// ImageMagick, which checks every chunk's CRC and the stream's checksum, and
/// held to what Cairo's writer, which it replaced, wrote for the same pixels.
@Suite("PNG writer")
struct PNGWriterTests {
    /// The goldens, all written by Cairo's PNG writer.
    static let goldens = fixtureFiles("__Snapshots__/GoldenImageTests").filter { $0.pathExtension == "png" }

    /// The PNG's colour type, byte 25: IHDR's tenth data byte.
    private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    /// The PNG decoded by ImageMagick to 8-bit `channels` ("rgb" or "rgba"),
    /// failing on any warning (a bad CRC, a truncated stream).
    private func decoded(_ png: Data, _ channels: String) throws -> Data {
        let file = try scratchDirectory("glaze-png").appendingPathComponent("image.png")
        try png.write(to: file)
        return try runToolBytes("convert-im6.q16", ["-regard-warnings", file.path, "-depth", "8", "\(channels):-"])
    }

    @Test("translucent pixels come out RGBA, unpremultiplied as Cairo rounds, alpha 1 and 254 included",
          .tags(.needsImageMagick), arguments: PNGCompression.allCases)
    func translucent(compression: PNGCompression) throws {
        let alphas: [UInt8] = [0, 1, 2, 3, 127, 128, 200, 254, 255]
        let surface = try ImageSurface(pixelWidth: 256, pixelHeight: alphas.count)
        surface.withMutablePixels { pixels in
            for (y, alpha) in alphas.enumerated() {
                for x in 0..<256 {
                    let level = UInt8(min(x, Int(alpha)))
                    pixels[x, y] = Pixel(red: level, green: alpha - level, blue: level / 2, alpha: alpha)
                }
            }
        }
        let png = try surface.pngData(compression: compression)
        #expect(colourType(png) == 6)
        // Cairo's unpremultiplication: (c × 255 + a / 2) / a, rounded down; nothing where alpha is 0.
        var expected = Data()
        for alpha in alphas {
            for x in 0..<256 {
                let level = min(x, Int(alpha)), a = Int(alpha)
                let straight = { (c: Int) in a == 0 ? UInt8(0) : UInt8((c * 255 + a / 2) / a) }
                expected += [straight(level), straight(a - level), straight(level / 2), alpha]
            }
        }
        #expect(try decoded(png, "rgba") == expected)
    }

    @Test("an opaque image comes out RGB with its bytes", .tags(.needsImageMagick), arguments: PNGCompression.allCases)
    func opaque(compression: PNGCompression) throws {
        let surface = try ImageSurface(pixelWidth: 256, pixelHeight: 3)
        var expected = Data()
        surface.withMutablePixels { pixels in
            for y in 0..<3 {
                for x in 0..<256 {
                    let pixel = Pixel(red: UInt8(x), green: UInt8((x * 7 + y * 50) & 0xFF), blue: UInt8(255 - x), alpha: 255)
                    pixels[x, y] = pixel
                    expected += [pixel.red, pixel.green, pixel.blue]
                }
            }
        }
        let png = try surface.pngData(compression: compression)
        #expect(colourType(png) == 2)
        #expect(try decoded(png, "rgb") == expected)
    }

    @Test("each golden Cairo wrote, read and written again, decodes to the same bytes and colour type",
          .tags(.needsImageMagick), arguments: goldens)
    func sameAsCairo(golden: URL) throws {
        let cairo = try Data(contentsOf: golden)
        let png = try Image(contentsOf: golden).pngData()
        #expect(colourType(png) == colourType(cairo))
        #expect(try decoded(png, "rgba") == decoded(cairo, "rgba"))
    }

    @Test("every level writes the same pixels; best is smallest, fast largest")
    func levels() throws {
        let golden = try #require(Self.goldens.first { $0.lastPathComponent.hasPrefix("blendModes") })
        let image = try ImageSurface(contentsOf: golden)
        var sizes: [PNGCompression: Int] = [:]
        for compression in PNGCompression.allCases {
            let png = try image.pngData(compression: compression)
            sizes[compression] = png.count
            let comparison = compareImages(image, try ImageSurface(pngData: png), channelDelta: 0)
            #expect(comparison.differingPixels == 0, "\(compression)")
        }
        let fast = try #require(sizes[.fast]), standard = try #require(sizes[.default]), best = try #require(sizes[.best])
        #expect(best <= standard && standard < fast, "\(sizes)")
        #expect(try image.pngData() == image.pngData(compression: .default))
    }

    @Test("PNGs written on many threads at once, with compressors kept between them, are the bytes each gives alone",
          arguments: PNGCompression.allCases)
    func concurrent(compression: PNGCompression) async throws {
        let images = try Self.goldens.prefix(6).map { try Image(pngData: Data(contentsOf: $0)) }
        let alone = try images.map { try $0.pngData(compression: compression) }
        let rounds = compression == .best ? 1 : 4
        let together = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for _ in 0..<rounds {
                for (index, image) in images.enumerated() {
                    group.addTask { (index, try image.pngData(compression: compression)) }
                }
            }
            return try await group.reduce(into: [(Int, Data)]()) { $0.append($1) }
        }
        #expect(together.count == images.count * rounds)
        for (index, png) in together {
            #expect(png == alone[index], "image \(index) at \(compression)")
        }
    }
}
