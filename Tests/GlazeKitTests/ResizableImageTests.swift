import Foundation
import Glaze
import GlazeTestSupport
import GlazeKit
import Testing

@Suite("Resizable images")
struct ResizableImageTests {
    /// 11 × 3 pixels: caps of 5 with a one-pixel middle, every pixel distinct.
    func elevenWide(scale: CGFloat = 1) throws -> Image {
        try syntheticImage(pixelWidth: 11, pixelHeight: 3, scale: scale, uniquePixel)
    }

    @Test("equal caps with a one-pixel middle keep both caps pixel for pixel at any width",
          arguments: [ResizableImage.ResizingMode.stretch, .tile], [11, 12, 40, 301] as [Int])
    func capsKept(mode: ResizableImage.ResizingMode, width: Int) throws {
        let source = try elevenWide()
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5), resizingMode: mode)
        let out = try render(width: CGFloat(width), height: 3) { try image.draw(in: $0.bounds, on: $0) }
        for y in 0..<3 {
            let pixels = row(out, y)
            for x in 0..<width {
                let sourceX = x < 5 ? x : x >= width - 5 ? x - (width - 11) : 5
                #expect(pixels[x] == source.pixel(x: sourceX, y: y), "(\(x), \(y)) at width \(width), \(mode)")
            }
        }
    }

    @Test("the same holds at 2x, in points", arguments: [ResizableImage.ResizingMode.stretch, .tile])
    func capsKeptAt2x(mode: ResizableImage.ResizingMode) throws {
        // 22 × 6 pixels at 2x: caps of 5 points are 10 pixels, the middle 2 pixels (1 point).
        let source = try syntheticImage(pixelWidth: 22, pixelHeight: 6, scale: 2) { x, y in
            (10..<12).contains(x) ? Pixel(red: 9, green: 9, blue: 9, alpha: 255) : uniquePixel(x, y)
        }
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5), resizingMode: mode)
        let out = try render(width: 60, height: 3, scale: 2) { try image.draw(in: $0.bounds, on: $0) }
        let pixels = row(out, 4)
        for x in 0..<120 {
            let sourceX = x < 10 ? x : x >= 110 ? x - 98 : 10
            #expect(pixels[x] == source.pixel(x: sourceX, y: 4), "x = \(x)")
        }
    }

    @Test("a one-pixel middle looks the same stretched or tiled", arguments: [1, 2] as [CGFloat])
    func onePixelMiddleEitherMode(scale: CGFloat) throws {
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 11, scale: 1, uniquePixel)
        let insets = EdgeInsets(all: 5)
        let stretched = try render(width: 70, height: 33, scale: scale) {
            try ResizableImage(image: source, capInsets: insets, resizingMode: .stretch).draw(in: $0.bounds, on: $0)
        }
        let tiled = try render(width: 70, height: 33, scale: scale) {
            try ResizableImage(image: source, capInsets: insets, resizingMode: .tile).draw(in: $0.bounds, on: $0)
        }
        expectSamePixels(allPixels(tiled), allPixels(stretched), "tiled against stretched")
    }

    @Test("a one-pixel-wide image with no caps fills any width")
    func onePixelWide() throws {
        let source = try syntheticImage(pixelWidth: 1, pixelHeight: 4, uniquePixel)
        let image = try ResizableImage.stretchable(source, leftCapWidth: 0, topCapHeight: 0)
        #expect(image.capInsets == .zero)
        let out = try render(width: 300, height: 4) { try image.draw(in: $0.bounds, on: $0) }
        for y in 0..<4 {
            #expect(Set(row(out, y)) == [source.pixel(x: 0, y: y)], "row \(y)")
        }
    }

    @Test("tiles start at the middle's origin and are cut at its end, without blurring")
    func tilesAnchored() throws {
        // Caps of 2 around a 3-pixel middle whose columns differ.
        let source = try syntheticImage(pixelWidth: 7, pixelHeight: 1, uniquePixel)
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2), resizingMode: .tile)
        let out = try render(width: 15, height: 1) { try image.draw(in: $0.bounds, on: $0) }
        let pixels = row(out, 0)
        // The middle spans x 2..<13: eleven pixels, three whole tiles and two columns of a fourth.
        for x in 2..<13 {
            #expect(pixels[x] == source.pixel(x: 2 + (x - 2) % 3, y: 0), "x = \(x)")
        }
        #expect(pixels[13] == source.pixel(x: 5, y: 0) && pixels[14] == source.pixel(x: 6, y: 0))
    }

    @Test("slices never bleed into each other, even scaled up", arguments: [2, 3] as [CGFloat])
    func noBleeding(scale: CGFloat) throws {
        let cap = Pixel(red: 250, green: 0, blue: 0, alpha: 255), middle = Pixel(red: 0, green: 0, blue: 250, alpha: 255)
        let source = try syntheticImage(pixelWidth: 9, pixelHeight: 9) { x, y in
            (3..<6).contains(x) && (3..<6).contains(y) ? middle : cap
        }
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(all: 3))
        let out = try render(width: 40, height: 20, scale: scale) { try image.draw(in: $0.bounds, on: $0) }
        let s = Int(scale)
        out.withPixels { p in
            for y in 0..<p.height {
                for x in 0..<p.width {
                    let inMiddle = (3 * s..<(40 - 3) * s).contains(x) && (3 * s..<(20 - 3) * s).contains(y)
                    #expect(p[x, y] == (inMiddle ? middle : cap), "(\(x), \(y))")
                }
            }
        }
    }

    @Test("a target smaller than the caps shrinks both caps in proportion")
    func smallerThanCaps() throws {
        let left = Pixel(red: 200, green: 0, blue: 0, alpha: 255), right = Pixel(red: 0, green: 200, blue: 0, alpha: 255)
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 1) { x, _ in x < 5 ? left : x > 5 ? right : Pixel(.blue) }
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        // 6 points for 10 points of caps: each cap 3 points, the middle gone.
        let out = try render(width: 6, height: 1) { try image.draw(in: $0.bounds, on: $0) }
        #expect(row(out, 0) == [left, left, left, right, right, right])
        // And the smallest size that shows everything is the caps plus one pixel.
        #expect(image.minimumSize == CGSize(width: 11, height: 1))
    }

    @Test("legacy stretchable images stretch exactly the pixel after each cap")
    func legacyCaps() throws {
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 9, uniquePixel)
        let image = try ResizableImage.stretchable(source, leftCapWidth: 5, topCapHeight: 3)
        #expect(image.capInsets == EdgeInsets(top: 3, left: 5, bottom: 5, right: 5))
        let out = try render(width: 20, height: 12) { try image.draw(in: $0.bounds, on: $0) }
        #expect(out.pixel(x: 10, y: 1) == source.pixel(x: 5, y: 1), "the stretched column is column 5")
        #expect(out.pixel(x: 1, y: 6) == source.pixel(x: 1, y: 3), "the stretched row is row 3")
        #expect(out.pixel(x: 19, y: 11) == source.pixel(x: 10, y: 8), "the far corner is intact")
        let twoX = try syntheticImage(pixelWidth: 22, pixelHeight: 4, scale: 2, uniquePixel)
        #expect(try ResizableImage.stretchable(twoX, leftCapWidth: 5, topCapHeight: 0).capInsets
                == EdgeInsets(top: 0, left: 5, bottom: 0, right: 5.5))
    }

    @Test("bad caps are named errors")
    func badInsets() throws {
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 11, uniquePixel)
        #expect(throws: GlazeError(.invalidArgument(name: "left cap inset", value: "-1.0", reason: "must be finite and not negative"))) {
            try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: -1, bottom: 0, right: 0))
        }
        #expect(throws: GlazeError.self) { try ResizableImage(image: source, capInsets: EdgeInsets(all: .nan)) }
        #expect(throws: GlazeError(.invalidArgument(name: "cap insets", value: "\(EdgeInsets(top: 0, left: 6, bottom: 0, right: 5))",
                                                   reason: "left and right cap insets leave no pixel between them in the 11-pixel-wide image"))) {
            try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 5))
        }
        #expect(throws: GlazeError.self) { try ResizableImage(image: source, capInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) }
        #expect(throws: GlazeError(.invalidArgument(name: "top cap inset", value: "2.5", reason: "must fall on a whole pixel of the 1.0x image"))) {
            try ResizableImage(image: source, capInsets: EdgeInsets(top: 2.5, left: 0, bottom: 0, right: 0))
        }
        #expect(throws: GlazeError.self) { try ResizableImage.stretchable(source, leftCapWidth: 11, topCapHeight: 0) }
        #expect(throws: GlazeError.self) { try ResizableImage.stretchable(source, leftCapWidth: -1, topCapHeight: 0) }
    }

    @Test("zero-size targets draw nothing; non-finite targets and alphas are errors")
    func badTargets() throws {
        let image = try ResizableImage(image: try elevenWide(), capInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        let out = try render(width: 10, height: 10) { canvas in
            try image.draw(in: CGRect(x: 2, y: 2, width: 0, height: 5), on: canvas)
            try image.draw(in: CGRect(x: 2, y: 2, width: 5, height: 0), on: canvas)
            #expect(throws: GlazeError.self) { try image.draw(in: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), on: canvas) }
            #expect(throws: GlazeError.self) { try image.draw(in: canvas.bounds, on: canvas, alpha: 2) }
        }
        #expect(allPixels(out).allSatisfy { $0.alpha == 0 })
    }

    @Test("a blend mode and alpha apply to the whole resized picture")
    func blendAndAlpha() throws {
        let source = try syntheticImage(pixelWidth: 3, pixelHeight: 1) { _, _ in Pixel(.white) }
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        let out = try render(width: 8, height: 1) { canvas in
            try canvas.fill(canvas.bounds, with: .color(Color(white: 0.5)))
            try image.draw(in: CGRect(x: 1, y: 0, width: 6, height: 1), on: canvas, blendMode: .multiply, alpha: 0.5)
        }
        #expect(out.pixel(x: 0, y: 0) == Pixel(Color(white: 0.5)))
        // Multiplying grey by white changes nothing, at any alpha.
        #expect(row(out, 0).allSatisfy { $0 == Pixel(Color(white: 0.5)) })
    }

    @Test("PDF pages show the caps and the stretched middle where the pixels say", .tags(.needsPoppler))
    func intoPDF() throws {
        let cap = Pixel(red: 250, green: 0, blue: 0, alpha: 255), middle = Pixel(red: 0, green: 0, blue: 250, alpha: 255)
        let source = try syntheticImage(pixelWidth: 21, pixelHeight: 21) { x, y in
            (10..<11).contains(x) && (10..<11).contains(y) ? middle : cap
        }
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(all: 10))
        let url = temporaryURL("resizable.pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let pdf = try PDFDocument(writingTo: url)
        try pdf.addPage(size: CGSize(width: 200, height: 100)) { try image.draw(in: $0.bounds, on: $0) }
        try pdf.close()
        let prefix = url.deletingPathExtension().path
        _ = try runTool("pdftoppm", ["-r", "72", "-png", "-singlefile", url.path, prefix])
        let page = try ImageSurface(contentsOf: URL(fileURLWithPath: prefix + ".png"))
        defer { try? FileManager.default.removeItem(atPath: prefix + ".png") }
        #expect(page.pixelWidth == 200 && page.pixelHeight == 100)
        #expect(page.pixel(x: 100, y: 50) == middle)
        #expect(page.pixel(x: 15, y: 50) == middle && page.pixel(x: 185, y: 50) == middle)
        #expect(page.pixel(x: 5, y: 50) == cap && page.pixel(x: 195, y: 50) == cap && page.pixel(x: 100, y: 5) == cap)
    }

    @Test("SVG output holds the resized picture as one seamless image")
    func intoSVG() throws {
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 11, uniquePixel)
        let image = try ResizableImage(image: source, capInsets: EdgeInsets(all: 5))
        let svg = try SVGDocument(size: CGSize(width: 120, height: 40))
        try svg.draw { try image.draw(in: CGRect(x: 10, y: 5, width: 100, height: 30), on: $0) }
        let text = try #require(String(data: try svg.data(), encoding: .utf8))
        #expect(text.components(separatedBy: "<image").count - 1 == 1, "one image, not nine cells")
    }
}
