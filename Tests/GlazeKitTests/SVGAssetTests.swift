import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

/// SVG icons where the recipes take images: tinted, as tab bar items, and in
/// documents, where they stay paths.
@Suite("SVG icons in the components")
struct SVGAssetTests {
    static let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/brand/icons").standardizedFileURL

    static func icon(_ name: String) throws -> SVGImage {
        try SVGImage(contentsOf: icons.appendingPathComponent("\(name).svg"))
    }

    @Test("a tinted SVG icon keeps the SVG's alpha exactly, at 1x, 2x and 3x, in both modes",
          arguments: [Tint.Mode.flat, .gradientPreserving])
    func tintKeepsAlpha(mode: Tint.Mode) throws {
        let tint = Tint(color: Color(red: 0.1, green: 0.45, blue: 0.9), mode: mode)
        for scale in [1.0, 2, 3] {
            let source = try Self.icon("reply").image(size: CGSize(width: 24, height: 24), scale: scale)
            let tinted = try tint.apply(to: source)
            #expect(tinted.isVector && tinted.pixelWidth == Int(24 * scale))
            var partial = 0, opaque = 0
            for y in 0..<source.pixelHeight {
                for x in 0..<source.pixelWidth {
                    let a = source.pixel(x: x, y: y).alpha, b = tinted.pixel(x: x, y: y).alpha
                    #expect(a == b, "alpha at (\(x), \(y)) at \(scale)x: \(b), the SVG's \(a)")
                    if a == 255 { opaque += 1 } else if a > 0 { partial += 1 }
                    if a == 255, mode == .flat {
                        expectPixel(tinted.pixel(x: x, y: y), RGBA(25.5, 114.75, 229.5, 255), tolerance: 1, "(\(x), \(y))")
                    }
                }
            }
            // The icon has a body and antialiased edges at every scale: the check sees both.
            // Measured at 1x, 2x, 3x: 19, 198, 498 opaque and 87, 148, 269 partial pixels.
            #expect(opaque > 10 * Int(scale * scale) && partial > 20 * Int(scale), "at \(scale)x")
        }
    }

    @Test("an SVG icon is sharp at every scale: rendered at 3x, not a 1x bitmap stretched")
    func sharpAtEveryScale() throws {
        let svg = try Self.icon("inbox")
        let sharp = try svg.image(size: CGSize(width: 24, height: 24), scale: 3)
        let stretched = try ImageSurface(width: 24, height: 24, scale: 3)
        try stretched.draw { try $0.draw(try svg.image(size: CGSize(width: 24, height: 24), scale: 1), in: $0.bounds) }
        // Count the pixels that are neither empty nor full: edges. A 1x bitmap
        // stretched threefold smears every edge over three pixels or more.
        func edges(_ pixel: (Int, Int) -> Pixel) -> Int {
            var count = 0
            for y in 0..<72 { for x in 0..<72 where (1...254).contains(pixel(x, y).alpha) { count += 1 } }
            return count
        }
        let sharpEdges = edges { sharp.pixel(x: $0, y: $1) }, smeared = edges { stretched.pixel(x: $0, y: $1) }
        #expect(sharpEdges * 2 < smeared, "edge pixels: \(sharpEdges) sharp, \(smeared) stretched")
    }

    @Test("a tab bar of SVG icons, and tinted SVG icons, in a PDF: no image on the page", .tags(.needsPoppler))
    func vectorInPDF() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["inbox", "calendar", "chat", "settings"]
        let items = try names.map { try TabBar.Item(icon: try Self.icon($0).image(size: CGSize(width: 26, height: 26), scale: 2)) }
        let bar = try TabBar(items: items, selectedIndex: 2, appearance: .standard(scale: 2))
        func drawPage(_ canvas: Canvas) throws {
            try canvas.fill(canvas.bounds, with: .color(.white))
            try bar.draw(in: CGRect(x: 0, y: 10, width: 320, height: 44), on: canvas)
            for (index, mode) in [Tint.Mode.flat, .gradientPreserving].enumerated() {
                let tint = Tint(color: Color(red: 1, green: 0.55, blue: 0.1), mode: mode)
                let icon = try Self.icon("reply").image(scale: 2)
                try tint.draw(icon, in: CGRect(x: 10 + 40 * CGFloat(index), y: 70, width: 32, height: 32), on: canvas)
                try canvas.draw(try tint.apply(to: icon), in: CGRect(x: 100 + 40 * CGFloat(index), y: 70, width: 32, height: 32))
            }
        }
        let url = try writePDF("svg-bar.pdf", in: directory, size: CGSize(width: 320, height: 120), drawPage)
        let listed = try pdfImages(in: url)
        #expect(listed.isEmpty, "\(listed)")
        // Poppler's rendering against Cairo's raster drawing of the same page.
        let page = try popplerRendering(of: url, scale: 2)
        let raster = try ImageSurface(size: CGSize(width: 320, height: 120), scale: 2)
        try raster.draw(drawPage)
        let (compared, differing, largest) = colorDifferences(page, raster)
        // Measured: 1231 of 153600 pixels (0.8 %) differ by more than 24 levels, up to
        // 106, on edges poppler snaps or antialiases its own way.
        #expect(differing * 50 <= compared, "\(differing) of \(compared) differ by more than 24 levels, up to \(largest)")
    }
}
