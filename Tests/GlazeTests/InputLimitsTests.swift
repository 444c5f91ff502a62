import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Input limits: files and PNGs checked before they are decoded")
struct InputLimitsTests {
    /// A PNG signature and IHDR chunk declaring `width` × `height` RGBA pixels,
    /// followed by `tail` (no pixel data unless given).
    static func header(width: UInt32, height: UInt32, tail: [UInt8] = []) -> Data {
        func word(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // The CRC is left zero: the size must be refused before libpng would check it.
        return Data(signature + word(13) + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0] + word(0) + tail)
    }

    @Test("a PNG claiming 100,000 × 100,000 pixels is refused from its header, without decoding")
    func hugeHeader() throws {
        let data = Self.header(width: 100_000, height: 100_000)
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .width, value: 100_000, limit: 32767))) {
            try Image(pngData: data)
        }
        // Each side under Cairo's limit, but 30000² pixels is 3.6 GB of ARGB.
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .pixels, value: 900_000_000, limit: 8192 * 8192))) {
            try Image(pngData: Self.header(width: 30_000, height: 30_000))
        }
        // Sides of 2³² − 1 multiply past Int.max: refused, never an overflow trap.
        var unbounded = InputLimits.standard
        unbounded.maximumImageDimension = .max
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .pixels, value: .max, limit: 8192 * 8192))) {
            try Image(pngData: Self.header(width: .max, height: .max), limits: unbounded)
        }
        let error = GlazeError(.limitExceeded(source: "x.png", quantity: .pixels, value: 9, limit: 4))
        #expect(error.description == "cannot read x.png: pixel count 9 exceeds the limit of 4 (see InputLimits)")
    }

    @Test("limits are the caller's to change: the same image passes or fails by them")
    func customLimits() throws {
        let png = try solidSurface(.red).pngData()
        let image = try Image(pngData: png)
        var tight = InputLimits.standard
        tight.maximumImagePixels = image.pixelWidth * image.pixelHeight
        #expect(try Image(pngData: png, limits: tight).pixelWidth == image.pixelWidth)
        tight.maximumImagePixels -= 1
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .pixels,
                                                 value: image.pixelWidth * image.pixelHeight, limit: tight.maximumImagePixels))) {
            try Image(pngData: png, limits: tight)
        }
        var small = InputLimits.standard
        small.maximumFileBytes = png.count - 1
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .dataBytes, value: png.count, limit: png.count - 1))) {
            try Image(pngData: png, limits: small)
        }
    }

    @Test("truncated and malformed headers are named errors")
    func brokenHeaders() throws {
        let valid = try solidSurface(.red).pngData()
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "truncated before the end of its header"))) {
            try Image(pngData: valid.prefix(20))
        }
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "corrupt PNG (header declares 0×5 pixels)"))) {
            try Image(pngData: Self.header(width: 0, height: 5))
        }
        var wrongChunk = valid
        wrongChunk.replaceSubrange(12..<16, with: Array("IDAT".utf8))
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "corrupt PNG (the first chunk is not a 13-byte IHDR)"))) {
            try Image(pngData: wrongChunk)
        }
        // A plausible header and nothing after it: libpng's failure, as a typed error.
        #expect(throws: GlazeError.self) { try Image(pngData: Self.header(width: 4, height: 4)) }
        for cut in [34, valid.count / 2, valid.count - 1] {
            #expect(throws: GlazeError.self, "cut at \(cut)") { try Image(pngData: valid.prefix(cut)) }
        }
    }

    @Test("files: FIFOs, devices and directories are refused at once; large files before they are read")
    func files() throws {
        let directory = try scratchDirectory()
        let fifo = directory.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // Opening a FIFO with no writer would block a plain reader forever.
        #expect(throws: GlazeError(.fileAccess(path: fifo.path, reason: "is not a regular file (a FIFO)"))) {
            try Image(contentsOf: fifo)
        }
        #expect(throws: GlazeError(.fileAccess(path: "/dev/zero", reason: "is not a regular file (a character device)"))) {
            try InputLimits.standard.readFile(at: URL(fileURLWithPath: "/dev/zero"))
        }
        #expect(throws: GlazeError(.fileAccess(path: directory.path, reason: "is not a regular file (a directory)"))) {
            try Image(contentsOf: directory)
        }
        let big = directory.appendingPathComponent("big.png")
        try Data(count: 4096).write(to: big)
        #expect(throws: GlazeError(.limitExceeded(source: big.path, quantity: .fileBytes, value: 4096, limit: 4095))) {
            try InputLimits.readFile(at: big, maximumBytes: 4095)
        }
        #expect(try InputLimits.readFile(at: big, maximumBytes: 4096).count == 4096)
        #expect(try InputLimits.readFile(at: big, maximumBytes: 1 << 20).count == 4096)
    }

    @Test("an image reads its pixels through a view that cannot write, and its digest follows its pixels")
    func readOnlyImage() throws {
        let surface = try solidSurface(.red)
        let image = try surface.makeImage()
        let digest = image.contentDigest
        // `withPixels` on an Image gives a PixelBuffer, whose subscript and rows are
        // read-only (assignment does not compile); only an ImageSurface can write.
        let corner: Pixel = image.withPixels { pixels in pixels[0, 0] }
        let width = image.withPixels { pixels -> Int in
            let row: UnsafeBufferPointer<UInt32> = pixels.row(0)
            return row.count
        }
        #expect(corner == Pixel(.red) && width == image.pixelWidth)
        surface.withMutablePixels { pixels in pixels[0, 0] = Pixel(.blue) }
        #expect(image.pixel(x: 0, y: 0) == Pixel(.red))
        #expect(image.contentDigest == digest)
        #expect(try surface.makeImage().contentDigest != digest)
    }

    /// What the png fuzzer found: files of a few hundred bytes whose chunks claim
    /// up to 2.7 GB, which libpng would try to allocate. They must be refused
    /// from their structure, or decode within the limits.
    static let fuzzFindings = fixtureFiles("Fixtures/FuzzFindings").filter { $0.pathExtension == "png" }

    @Test("fuzz findings: every one is a typed error or an image, and lying chunk lengths are caught before libpng", arguments: fuzzFindings)
    func fuzzFinding(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        #expect(data.count < 1024)
        let image: Image
        do throws(GlazeError) {
            image = try Image(pngData: data)
        } catch {
            switch error.storage {
            case let .limitExceeded(_, quantity, _, _):
                // A header past the limits is refused before its chunks are looked at.
                #expect([.width, .height, .pixels].contains(quantity))
            case let .unreadableImage(_, reason):
                if Self.claimsMoreThanItHolds(data) {
                    #expect(reason.hasPrefix("truncated (chunk"), "\(file.lastPathComponent): \(reason)")
                }
            default:
                Issue.record("\(file.lastPathComponent): an unexpected kind of error: \(error)")
            }
            return
        }
        #expect(image.pixelWidth * image.pixelHeight <= InputLimits.standard.maximumImagePixels)
    }

    @Test("the fuzz findings are all there")
    func fuzzFindingsPresent() {
        #expect(Self.fuzzFindings.count >= 16)
    }

    /// Whether some chunk before IEND declares more bytes than the file has left.
    static func claimsMoreThanItHolds(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if length > bytes.count - offset - 12 { return true }
            if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return false }
            offset += 12 + length
        }
        return false
    }

    @Test("compressed text chunks are left out, the pixels kept")
    func compressedText() throws {
        // 1×1 RGBA (#102030, alpha 0x80) with a zTXt chunk (4 KB of text, deflated) before its IDAT.
        let withText = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAI3pUWHRDb21tZW50AAB4nO3BAQ0AAADCoNqPbw8HFAAAAPBuVGmAapQ9DZsAAAANSURBVHicYxBQMGgAAAGFAOHixCM2AAAAAElFTkSuQmCC")!
        let image = try Image(pngData: withText)
        #expect(image.pixel(x: 0, y: 0) == Pixel(red: 8, green: 16, blue: 24, alpha: 128))  // 10 20 30 at alpha 80, premultiplied
    }
}
