import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Glaze's JPEG reader and writer (libjpeg-turbo), checked against libjpeg-turbo's
/// own command-line tools and ImageMagick, which the test scripts install.
@Suite("JPEG")
struct JPEGTests {
    /// A 4×2 PPM: red, red, blue, blue over four greens.
    private static let ppm = Data("P6\n4 2\n255\n".utf8) + Data([255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0] as [UInt8])

    private func writeInput() throws -> URL {
        let folder = try scratchDirectory("glaze-jpeg")
        let input = folder.appendingPathComponent("input.ppm")
        try Self.ppm.write(to: input)
        return input
    }

    // Without chroma subsampling (`-sample 1x1`): 4:2:0 would blend the 4×2 picture's colours.
    @Test("baseline, progressive and greyscale JPEGs from cjpeg decode to their colours", .tags(.needsJPEGTools), arguments: [
        ["-quality", "95", "-sample", "1x1"], ["-quality", "95", "-sample", "1x1", "-progressive"], ["-quality", "95", "-grayscale"],
    ])
    func cjpegVariants(options: [String]) throws {
        let input = try writeInput()
        let output = input.deletingLastPathComponent().appendingPathComponent("out.jpg")
        _ = try runTool("cjpeg", options + ["-outfile", output.path, input.path])
        let image = try Image(contentsOf: output, scale: 2)
        #expect(image.pixelWidth == 4 && image.pixelHeight == 2 && image.scale == 2)
        if options.contains("-grayscale") {
            // Rec. 601 luma of red is 76; every pixel is opaque grey.
            let p = image.pixel(x: 0, y: 0)
            #expect(p.red == p.green && p.green == p.blue && p.alpha == 255)
            expectPixel(p, RGBA(76, 76, 76, 255), tolerance: 30)
        } else {
            expectPixel(image.pixel(x: 0, y: 0), RGBA(255, 0, 0, 255), tolerance: 60)
            expectPixel(image.pixel(x: 0, y: 1), RGBA(0, 255, 0, 255), tolerance: 60)
        }
    }

    @Test("an Adobe CMYK JPEG decodes to RGB", .tags(.needsImageMagick))
    func cmyk() throws {
        let input = try writeInput()
        let output = input.deletingLastPathComponent().appendingPathComponent("cmyk.jpg")
        _ = try runTool("convert-im6.q16", [input.path, "-colorspace", "CMYK", "-quality", "98", output.path])
        let image = try Image(contentsOf: output)
        expectPixel(image.pixel(x: 0, y: 0), RGBA(255, 0, 0, 255), tolerance: 60)
        expectPixel(image.pixel(x: 3, y: 1), RGBA(0, 255, 0, 255), tolerance: 60)
    }

    @Test("what jpegData writes, djpeg reads back to the same colours; transparency comes out black", .tags(.needsJPEGTools))
    func writeReadBack() throws {
        let surface = try ImageSurface(pixelWidth: 16, pixelHeight: 16)
        try surface.draw { canvas in
            try canvas.fill(CGRect(x: 0, y: 0, width: 8, height: 16), with: .color(Color(red: 0.9, green: 0.6, blue: 0.1)))
        }
        let data = try surface.jpegData(quality: 0.9)
        let folder = try scratchDirectory("glaze-jpeg")
        let file = folder.appendingPathComponent("written.jpg")
        try data.write(to: file)
        let output = folder.appendingPathComponent("written.ppm")
        _ = try runTool("djpeg", ["-pnm", "-outfile", output.path, file.path])
        let bytes = [UInt8](try Data(contentsOf: output))
        // "P6\n16 16\n255\n" then RGB rows.
        let header = 13
        #expect(bytes.count == header + 16 * 16 * 3)
        let left = Array(bytes[(header + (8 * 16 + 2) * 3)..<(header + (8 * 16 + 2) * 3 + 3)])
        let right = Array(bytes[(header + (8 * 16 + 13) * 3)..<(header + (8 * 16 + 13) * 3 + 3)])
        #expect(abs(Int(left[0]) - 230) <= 6 && abs(Int(left[1]) - 153) <= 6 && abs(Int(left[2]) - 26) <= 6)
        #expect(right.allSatisfy { $0 <= 6 })
        #expect(throws: GlazeError.self) { try surface.jpegData(quality: 1.5) }
    }

    @Test("sizes and scan counts past the limits are refused before decoding; non-JPEG data is named")
    func limits() throws {
        // SOI, a SOF0 frame header declaring 60000 × 60000, EOI.
        let huge = Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0xEA, 0x60, 0xEA, 0x60, 1, 1, 0x11, 0, 0xFF, 0xD9])
        #expect {
            try Image(jpegData: huge, source: "huge.jpg")
        } throws: { error in
            guard case let .limitExceeded(source, quantity, value, _) = (error as? GlazeError)?.storage else { return false }
            return source == "huge.jpg" && quantity == .width && value == 60000
        }
        // 101 empty scans after a small frame header.
        var scans = Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 8, 0, 8, 1, 1, 0x11, 0])
        for _ in 0...100 { scans += [0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0] }
        scans += [0xFF, 0xD9]
        #expect {
            try Image(jpegData: scans, source: "scans.jpg")
        } throws: { error in
            guard case let .unreadableImage(source, reason) = (error as? GlazeError)?.storage else { return false }
            return source == "scans.jpg" && reason.contains("101 scans")
        }
        #expect {
            try Image(jpegData: Data("GIF89a".utf8), source: "fake.jpg")
        } throws: { error in
            guard case let .unreadableImage(source, reason) = (error as? GlazeError)?.storage else { return false }
            return source == "fake.jpg" && reason.hasPrefix("not a JPEG")
        }
    }
}
