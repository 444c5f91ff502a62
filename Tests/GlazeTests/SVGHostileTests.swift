import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Every hostile SVG of `HostileSVG` read and drawn by `SVGImage`: each is
/// refused with an error naming what it asked for, or drawn with sane pixels;
/// then what depends on the scale an icon is drawn at, gzip, and embedded images.
@Suite("SVG images: hostile documents")
struct SVGHostileTests {
    @Test("each hostile document is refused with its reason, or drawn with sane pixels", arguments: HostileSVG.all)
    func hostile(_ hostile: HostileSVG.Case) throws {
        switch hostile.expectation {
        case let .refused(fragments):
            do {
                let document = try SVGImage(data: hostile.data, source: "\(hostile.name).\(hostile.fileExtension)")
                Issue.record("\(hostile.name) was read (\(document.size)); it must be refused")
            } catch {
                let message = "\(error)"
                #expect(message.hasPrefix("cannot read") && message.contains("\(hostile.name).\(hostile.fileExtension)"), "\(message)")
                #expect(!message.contains("\n"), "one line: \(message)")
                for fragment in fragments {
                    #expect(message.contains(fragment), "'\(fragment)' in: \(message)")
                }
            }
        case let .renders(coverage):
            let document = try SVGImage(data: hostile.data, source: hostile.name)
            #expect(document.size == CGSize(width: 24, height: 24))
            let surface = try ImageSurface(width: 24, height: 24)
            try surface.draw { try $0.draw(document, in: $0.bounds) }
            let covered = Double(allPixels(surface).filter { $0.alpha > 0 }.count) / (24 * 24)
            #expect(coverage.contains(covered), "\(hostile.name): \(covered) of the pixels covered, expected \(coverage)")
        }
    }

    @Test("an icon fine at its own size is refused at a scale where Pango could not make its font, before anything is drawn")
    func fontAtScale() throws {
        let document = try SVGImage(data: Data(HostileSVG.icon(#"<text font-size="1000" y="20">W</text>"#).utf8), source: "big-font.svg")
        // At its own size the font is 1000 pixels: drawn.
        _ = try document.image(scale: 1)
        // In 2400 points at 3x it would be 300,000 pixels.
        let surface = try ImageSurface(width: 100, height: 100)
        #expect {
            try surface.draw { canvas in
                try canvas.scaleBy(x: 3, y: 3)
                try canvas.draw(document, in: CGRect(x: 0, y: 0, width: 2400, height: 2400))
            }
        } throws: { error in
            guard case let .svgLimitExceeded(source, element, line, quantity, value, limit, detail) = (error as? GlazeError)?.storage else { return false }
            return source == "big-font.svg" && element == "text" && line == 1 && quantity == .fontSize
                && detail == "drawn at 300× its own size"
                && value == 90_000_000 && limit == 32_768
        }
        #expect(allPixels(surface).allSatisfy { $0.alpha == 0 })
    }

    @Test("a filter's cost is checked against the pixels it covers, the surface's scale included: a blur is fine at 1x, refused on 6144 × 6144",
          arguments: [(CGSize(width: 6144, height: 6144), CGFloat(1)), (CGSize(width: 2048, height: 2048), CGFloat(3))])
    func filterWorkAtScale(size: CGSize, scale: CGFloat) throws {
        let document = try SVGImage(data: Data(HostileSVG.icon(
            #"<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><rect width="24" height="24" filter="url(#f)"/>"#).utf8))
        _ = try document.image(size: CGSize(width: 512, height: 512), scale: 2)
        #expect {
            _ = try document.image(size: size, scale: scale)
        } throws: { error in
            guard case let .svgLimitExceeded(_, element, _, quantity, value, _, detail) = (error as? GlazeError)?.storage else { return false }
            return element == "rect" && quantity == .pixelWork && detail == "drawn at 256× its own size" && value > 4e9
        }
    }

    @Test(".svgz data is inflated with the same limit, and draws as its SVG does")
    func gzip() throws {
        let text = HostileSVG.icon(#"<rect x="2" y="2" width="20" height="20" fill="red"/>"#)
        let plain = try SVGImage(data: Data(text.utf8)).image(scale: 2)
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("icon.svgz")
        try GzipWriter.compress(text).write(to: url)
        let inflated = try SVGImage(contentsOf: url)
        #expect(inflated.source == url.path && inflated.size == CGSize(width: 24, height: 24))
        #expect(try inflated.image(scale: 2).contentDigest == plain.contentDigest)
        // Within a limit its 200 bytes fit but the 2 kB they inflate to do not:
        // refused as soon as the limit is passed, naming the file.
        var padded = GzipWriter()
        padded.append(text.replacingOccurrences(of: "</svg>", with: "<!--"))
        padded.appendRun(of: UInt8(ascii: "a"), count: 2000)
        padded.append("--></svg>")
        try padded.data().write(to: url)
        var limits = InputLimits.standard
        limits.maximumSVGBytes = 1000
        #expect(throws: GlazeError(.limitExceeded(source: url.path, quantity: .inflatedBytes, value: 1001, limit: 1000))) {
            try SVGImage(contentsOf: url, limits: limits)
        }
        // Two gzip members end to end read as one document, as gzip -d reads them.
        var halves = GzipWriter.compress(String(text.prefix(40)))
        halves.append(GzipWriter.compress(String(text.dropFirst(40))))
        #expect(try SVGImage(data: halves).image(scale: 2).contentDigest == plain.contentDigest)
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "gzip data inside gzip data; Glaze inflates once"))) {
            try SVGImage(data: GzipWriter.compress(GzipWriter.compress(text)))
        }
    }

    @Test("an embedded data: PNG is drawn: red on the left, blue on the right, though its zTXt chunk is left out")
    func embeddedPNG() throws {
        let url = fixtureFiles("Fixtures/SVG").first { $0.lastPathComponent == "embedded-png.svg" }!
        let document = try SVGImage(contentsOf: url)
        #expect(document.size == CGSize(width: 8, height: 8))
        let image = try document.image(scale: 1)
        for y in [1, 4, 6] {
            expectPixel(image.pixel(x: 1, y: y), equals: Pixel(red: 255, green: 0, blue: 0, alpha: 255), "(1, \(y))")
            expectPixel(image.pixel(x: 6, y: y), equals: Pixel(red: 0, green: 0, blue: 255, alpha: 255), "(6, \(y))")
        }
    }

    @Test("embedded images: their pixels and sides count against the image limits, all images together against maximumSVGImageBytes")
    func embeddedImageLimits() throws {
        func document(_ png: Data, count: Int = 1) -> Data {
            Data(HostileSVG.icon(String(repeating: #"<image width="4" height="4" href="data:image/png;base64,\#(png.base64EncodedString())"/>"#,
                                        count: count)).utf8)
        }
        var limits = InputLimits.standard
        limits.maximumImagePixels = 999
        #expect(throws: GlazeError(.svgLimitExceeded(source: "data", element: "image", line: 1, quantity: .embeddedImagePixels,
                                                     value: 1000, limit: 999, detail: "a PNG"))) {
            try SVGImage(data: document(HostileSVG.png(width: 100, height: 10)), limits: limits)
        }
        limits = .standard
        limits.maximumSVGImageBytes = 1000
        #expect(throws: GlazeError(.svgLimitExceeded(source: "data", element: "image", line: 1,
                                                     quantity: .embeddedImageBytes,
                                                     value: 1200, limit: 1000, detail: ""))) {
            try SVGImage(data: document(HostileSVG.png(width: 10, height: 10), count: 3), limits: limits)
        }
        #expect {
            try SVGImage(data: document(HostileSVG.png(width: 10, height: 10).prefix(40)))
        } throws: { error in
            "\(error)".contains("element <image> on line 1: its PNG data: truncated")
        }
    }
}
