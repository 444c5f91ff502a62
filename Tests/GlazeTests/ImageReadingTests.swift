import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// `Image(contentsOf:)` and `Image(data:)`: one reader for PNG and JPEG, which
/// goes by the first bytes and never by the file's name.
@Suite("Image reading")
struct ImageReadingTests {
    private static func square(_ color: Color) throws -> ImageSurface { try solidSurface(color, width: 8, height: 8) }

    @Test("signatures name the format; anything else is no format")
    func sniffing() throws {
        #expect(ImageFormat(sniffing: try Self.square(.red).pngData()) == .png)
        #expect(ImageFormat(sniffing: try Self.square(.red).jpegData(quality: 0.9)) == .jpeg)
        #expect(ImageFormat(sniffing: Data("GIF89a".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
        #expect(ImageFormat(sniffing: Data()) == nil)
    }

    @Test("a PNG named .jpg and a JPEG named .png each read as what they are, at the scale asked for")
    func misnamedFiles() throws {
        let folder = try scratchDirectory("glaze-image-reading")
        let png = folder.appendingPathComponent("really-a-png.jpg")
        let jpeg = folder.appendingPathComponent("really-a-jpeg.png")
        try Self.square(.blue).pngData().write(to: png)
        try Self.square(.red).jpegData(quality: 0.95).write(to: jpeg)
        let fromPNG = try Image(contentsOf: png, scale: 2)
        #expect(fromPNG.size == CGSize(width: 4, height: 4) && fromPNG.pixel(x: 7, y: 7) == Pixel(.blue))
        let fromJPEG = try Image(contentsOf: jpeg)
        #expect(fromJPEG.pixelWidth == 8)
        expectPixel(fromJPEG.pixel(x: 3, y: 3), RGBA(255, 0, 0, 255), tolerance: 6)
        #expect(try Image(data: Data(contentsOf: jpeg), source: "upload").pixelHeight == 8)
    }

    @Test("data that is neither is refused, naming the file and its first bytes")
    func neither() throws {
        let folder = try scratchDirectory("glaze-image-reading")
        let gif = folder.appendingPathComponent("icon.png")
        try Data("GIF89a\u{1}\u{0}".utf8).write(to: gif)
        #expect(throws: GlazeError(.unreadableImage(source: gif.path, reason: "neither a PNG nor a JPEG (it starts with 47 49 46 38 39 61 01 00)"))) {
            try Image(contentsOf: gif)
        }
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "empty: neither a PNG nor a JPEG"))) {
            try Image(data: Data())
        }
    }
}
