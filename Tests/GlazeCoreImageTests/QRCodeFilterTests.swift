import Foundation
import Glaze
import GlazeCoreImage
import GlazeTestSupport
import Testing

@Suite("Core Image: CIQRCodeGenerator")
struct QRCodeFilterTests {
    /// Bytes a symbol holds in byte mode, by version then level L, M, Q, H (ISO/IEC 18004, table 7).
    static let byteCapacity: [Int: [Int]] = [1: [17, 14, 11, 7], 2: [32, 26, 20, 14], 3: [53, 42, 32, 24], 40: [2953, 2331, 1663, 1273]]
    static let levels = ["L", "M", "Q", "H"]

    static func code(_ message: Data, level: String = "M") throws(CoreImageError) -> CIImage {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = message
        filter.correctionLevel = level
        return try filter.makeOutputImage()
    }

    /// The output's pixels as modules, rows from the top: `true` for black.
    /// Every pixel must be opaque black or opaque white.
    static func modules(_ image: CIImage, context: CIContext = CIContext()) throws -> [[Bool]] {
        let rows = try CoreImageSupport.pixels(image, image.extent, context: context)
        for row in rows {
            for pixel in row {
                #expect(pixel.alpha == 255)
                #expect([0, 255].contains(pixel.red) && pixel.red == pixel.green && pixel.red == pixel.blue)
            }
        }
        return rows.map { $0.map { $0.red == 0 } }
    }

    /// The 15 format bits of the copy beside the top-left finder, read in the
    /// order ISO/IEC 18004 (figure 25) places them, unmasked; `nil` when they
    /// are not a BCH(15, 5) codeword, as in a mirrored or transposed symbol.
    static func formatData(_ symbol: [[Bool]]) -> Int? {
        func bit(_ column: Int, _ row: Int) -> Int { symbol[row][column] ? 1 : 0 }
        var bits = 0
        for i in 0...5 { bits |= bit(8, i) << i }
        bits |= bit(8, 7) << 6 | bit(8, 8) << 7 | bit(7, 8) << 8
        for i in 9..<15 { bits |= bit(14 - i, 8) << i }
        // The second copy, under the top-right finder and beside the bottom-left one.
        let size = symbol.count
        var second = 0
        for i in 0..<8 { second |= bit(size - 1 - i, 8) << i }
        for i in 8..<15 { second |= bit(8, size - 15 + i) << i }
        guard bits == second else { return nil }
        let unmasked = bits ^ 0x5412
        let data = unmasked >> 10
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return unmasked == (data << 10 | remainder) ? data : nil
    }

    /// Whether the 7 × 7 modules from (`column`, `row`) are a finder pattern:
    /// a dark ring, a light ring, a dark 3 × 3 centre.
    static func isFinder(_ symbol: [[Bool]], column: Int, row: Int) -> Bool {
        (0..<7).allSatisfy { y in
            (0..<7).allSatisfy { x in
                let ring = max(abs(x - 3), abs(y - 3))
                return symbol[row + y][column + x] == (ring != 2)
            }
        }
    }

    @Test("a short message is a version-1 symbol: 21 modules and a one-module white margin, the right way up, at every level")
    func versionOne() throws {
        for (index, level) in Self.levels.enumerated() {
            let image = try Self.code(Data("Hi".utf8), level: level)
            #expect(image.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
            let pixels = try Self.modules(image)
            #expect(pixels.first!.allSatisfy { !$0 } && pixels.last!.allSatisfy { !$0 })
            #expect(pixels.allSatisfy { !$0.first! && !$0.last! })
            let symbol = pixels.dropFirst().dropLast().map { Array($0.dropFirst().dropLast()) }
            // Finders top left, top right and bottom left; none bottom right: neither mirrored nor upside down.
            #expect(Self.isFinder(symbol, column: 0, row: 0))
            #expect(Self.isFinder(symbol, column: 14, row: 0))
            #expect(Self.isFinder(symbol, column: 0, row: 14))
            #expect(!Self.isFinder(symbol, column: 14, row: 14))
            // The timing patterns alternate from a dark module, and the dark module is where the standard puts it.
            #expect((8...12).allSatisfy { symbol[6][$0] == ($0 % 2 == 0) && symbol[$0][6] == ($0 % 2 == 0) })
            #expect(symbol[13][8])
            // The format bits name the level (L 01, M 00, Q 11, H 10), which a transposed symbol would not.
            let format = try #require(Self.formatData(symbol), "format bits of level \(level)")
            #expect(format >> 3 == [1, 0, 3, 2][index])
        }
    }

    @Test("each version is 4 modules wider than the one before; the version is the smallest that holds the message")
    func versions() throws {
        for (index, level) in Self.levels.enumerated() {
            for version in [1, 2, 3, 40] {
                let capacity = Self.byteCapacity[version]![index]
                let full = try Self.code(Data(repeating: 0x61, count: capacity), level: level)
                #expect(full.extent.width == CGFloat(17 + 4 * version + 2), "\(capacity) bytes at \(level)")
                if version < 40 {
                    let over = try Self.code(Data(repeating: 0x61, count: capacity + 1), level: level)
                    #expect(over.extent.width == CGFloat(17 + 4 * (version + 1) + 2), "\(capacity + 1) bytes at \(level)")
                }
            }
        }
    }

    @Test("higher correction levels make bigger symbols of the same message")
    func levelsGrow() throws {
        let message = Data("fifteen bytes!!".utf8)
        let sides = try Self.levels.map { try Self.code(message, level: $0).extent.width }
        #expect(sides == [23, 27, 27, 31])
        let byDefault = CIFilter.qrCodeGenerator()
        #expect(byDefault.correctionLevel == "M")
        byDefault.message = message
        #expect(byDefault.outputImage?.extent.width == 27)
    }

    @Test("one byte past version 40's capacity is a typed error naming the length, the level and the capacity")
    func capacity() throws {
        for (index, level) in Self.levels.enumerated() {
            let limit = Self.byteCapacity[40]![index]
            let filter = CIFilter.qrCodeGenerator()
            filter.correctionLevel = level
            filter.message = Data(repeating: 0xA5, count: limit)
            #expect(filter.outputImage?.extent.width == 179)
            filter.message = Data(repeating: 0xA5, count: limit + 1)
            #expect(filter.outputImage == nil)
            #expect {
                try filter.makeOutputImage()
            } throws: { error in
                let error = error as! CoreImageError
                return error.code == .payloadTooLarge && error.description.contains("\(limit + 1) bytes")
                    && error.description.contains("level \(level)") && error.description.contains("at most \(limit)")
            }
        }
        // Refused by its length alone, however long.
        let start = Date()
        #expect(throws: CoreImageError(.payloadTooLarge, "CIQRCodeGenerator: the message is 50000000 bytes; at correction level M a QR code holds at most 2331")) {
            try Self.code(Data(count: 50_000_000))
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }

    @Test("an empty message, an unknown level, a missing or mistyped message are typed errors")
    func badInput() throws {
        #expect { try Self.code(Data()) } throws: { error in
            let error = error as! CoreImageError
            return error.code == .invalidValue && error.description.contains("inputMessage is empty")
        }
        #expect { try Self.code(Data("x".utf8), level: "X") } throws: { error in
            let error = error as! CoreImageError
            return error.code == .invalidValue && error.description.contains("'X', not one of L, M, Q, H")
        }
        let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
        #expect(filter.value(forKey: "inputCorrectionLevel") as? String == "M")
        #expect { try filter.makeOutputImage() } throws: { ($0 as? CoreImageError)?.code == .missingInput }
        filter.setValue(42, forKey: "inputMessage")
        #expect { try filter.makeOutputImage() } throws: { ($0 as? CoreImageError)?.code == .wrongValueType }
        filter.setValue(NSData(data: Data("by key".utf8)), forKey: "inputMessage")
        #expect(filter.outputImage?.extent.width == 23)
    }

    @Test("black and white stay exactly black and white with colour management on and off")
    func unmanaged() throws {
        let image = try Self.code(Data("Hi".utf8))
        let managed = try Self.modules(image)
        let unmanaged = try Self.modules(image, context: CIContext(options: [.workingColorSpace: NSNull()]))
        #expect(managed == unmanaged)
        #expect(managed.joined().contains(true))
    }

    @Test("zbarimg reads back each message, text and bytes, from the code scaled up four times",
          .tags(.needsZBar), arguments: [
              Data("Hello, Glaze".utf8),
              Data("https://example.com/a/path?query=1&other=two#fragment".utf8),
              Data("Grüße aus Köln, 東京, Ελλάδα 🌸".utf8),
              Data([0x00, 0x01, 0x7F, 0x80, 0xFF, 0xFE, 0x0A, 0x0D, 0x1B]) + Data("after the bytes".utf8),
              Data(repeating: 0x5A, count: 1000),
          ])
    func decodes(message: Data) throws {
        let folder = try scratchDirectory("glaze-qr")
        defer { try? FileManager.default.removeItem(at: folder) }
        for level in Self.levels {
            let code = try Self.code(message, level: level)
            // Four pixels a module are plenty for zbar; each render and PNG is a
            // quarter of eight's, which the thread sanitizer made 17 s of the suite.
            let scaled = code.samplingNearest().transformed(by: CGAffineTransform(scaleX: 4, y: 4))
            #expect(scaled.extent.width == code.extent.width * 4)
            let file = folder.appendingPathComponent("code-\(level).png")
            try CIContext().writePNGRepresentation(of: scaled, to: file, format: .RGBA8,
                                                   colorSpace: try #require(CGColorSpace(name: CGColorSpace.sRGB)))
            // -Sbinary: the bytes as encoded, with no guess at their character set.
            let decoded = try runToolBytes("zbarimg", ["--quiet", "--raw", "-Sbinary", file.path])
            #expect(decoded == message, "level \(level)")
        }
    }
}
