import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Testing

@Suite("Nine-patch and CSS interchange")
struct NinePatchTests {
    let black = Pixel(red: 0, green: 0, blue: 0, alpha: 255)

    @Test("a resizable image round-trips through .9.png with its caps and pixels")
    func roundTrip() throws {
        let source = try syntheticImage(pixelWidth: 11, pixelHeight: 9, uniquePixel)
        let resizable = try ResizableImage(image: source, capInsets: EdgeInsets(top: 3, left: 5, bottom: 4, right: 5))
        let patch = try NinePatch(resizable, contentInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 3))
        let data = try patch.pngData()
        let bordered = try Image(pngData: data)
        #expect(bordered.pixelWidth == 13 && bordered.pixelHeight == 11)
        #expect(bordered.pixel(x: 6, y: 0) == black && bordered.pixel(x: 5, y: 0).alpha == 0, "one stretch column, after the left cap")
        let back = try NinePatch(pngData: data)
        #expect(back.horizontalStretches == [5..<6] && back.verticalStretches == [3..<5])
        #expect(back.contentInsets == EdgeInsets(top: 1, left: 2, bottom: 1, right: 3))
        let again = try #require(back.resizableImage)
        #expect(again.capInsets == resizable.capInsets)
        for y in 0..<9 { for x in 0..<11 { #expect(back.image.pixel(x: x, y: y) == source.pixel(x: x, y: y)) } }
    }

    @Test("several stretch regions share the extra space in proportion to their sizes")
    func severalRegions() throws {
        // 10 pixels wide inside the border: stretch runs at 2..<3 (1 px) and 6..<8 (2 px).
        let w = 12, h = 3
        let surface = try ImageSurface(pixelWidth: w, pixelHeight: h)
        surface.withMutablePixels { p in
            // Inner columns 6 and 7 share a colour, so stretching them cannot interpolate.
            for x in 1...10 { p[x, 1] = uniquePixel(x == 8 ? 6 : x - 1, 0) }
            p[3, 0] = black; p[7, 0] = black; p[8, 0] = black
            p[0, 1] = black
        }
        let patch = try NinePatch(pngData: surface.pngData())
        #expect(patch.horizontalStretches == [2..<3, 6..<8])
        #expect(patch.resizableImage == nil, "two stretch runs cannot be caps")
        // 16 points: 6 extra, shared 1 : 2, so the runs become 3 and 6 pixels.
        let out = try render(width: 16, height: 1) { try patch.draw(in: $0.bounds, on: $0) }
        let pixels = row(out, 0)
        let expectedColumns = [0, 1, 2, 2, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 8, 9]
        for (x, column) in expectedColumns.enumerated() {
            #expect(pixels[x] == uniquePixel(column, 0), "x = \(x)")
        }
    }

    @Test("malformed borders are named errors")
    func malformed() throws {
        func patch(_ w: Int, _ h: Int, _ paint: (borrowing MutablePixelBuffer) -> Void) throws -> Data {
            let surface = try ImageSurface(pixelWidth: w, pixelHeight: h)
            surface.withMutablePixels(paint)
            return try surface.pngData()
        }
        #expect(throws: NinePatchError(.tooSmall(pixelWidth: 2, pixelHeight: 5))) {
            try NinePatch(pngData: try patch(2, 5) { _ in })
        }
        #expect(throws: NinePatchError(.noStretchMarks(edge: .top))) {
            try NinePatch(pngData: try patch(5, 5) { $0[0, 2] = black })
        }
        #expect(throws: NinePatchError(.noStretchMarks(edge: .left))) {
            try NinePatch(pngData: try patch(5, 5) { $0[2, 0] = black })
        }
        let red = Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        #expect(throws: NinePatchError(.borderColor(x: 2, y: 0, found: red))) {
            try NinePatch(pngData: try patch(5, 5) { $0[2, 0] = red; $0[0, 2] = black })
        }
        #expect(throws: NinePatchError(.markedCorner(x: 4, y: 0))) {
            try NinePatch(pngData: try patch(5, 5) { $0[4, 0] = black; $0[2, 0] = black; $0[0, 2] = black })
        }
        #expect(throws: NinePatchError(.splitContentMarks(edge: .bottom, runs: 2))) {
            try NinePatch(pngData: try patch(7, 5) { p in
                p[2, 0] = black; p[0, 2] = black; p[1, 4] = black; p[4, 4] = black
            })
        }
        #expect {
            try NinePatch(pngData: Data("not a png".utf8))
        } throws: { error in
            (error as? NinePatchError)?.code == .image
        }
        #expect(NinePatchError(.borderColor(x: 2, y: 0, found: red)).description.contains("(2, 0)"))
    }

    @Test("content insets that leave no content, or fall between pixels, are named errors")
    func badContentInsets() throws {
        let source = try syntheticImage(pixelWidth: 22, pixelHeight: 22, scale: 2) { _, _ in Pixel(.white) }
        let resizable = try ResizableImage(image: source, capInsets: EdgeInsets(all: 5))
        #expect(throws: GlazeError(.invalidArgument(name: "content insets", value: "\(EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))",
                                                   reason: "left and right content insets leave no pixel between them in the 22-pixel-wide image"))) {
            try NinePatch(resizable, contentInsets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
        }
        #expect(throws: GlazeError(.invalidArgument(name: "top content inset", value: "0.25", reason: "must fall on a whole pixel of the 2.0x image"))) {
            try NinePatch(resizable, contentInsets: EdgeInsets(top: 0.25, left: 0, bottom: 0, right: 0))
        }
    }

    @Test("a .9.png file is written atomically and read back")
    func files() throws {
        let source = try syntheticImage(pixelWidth: 5, pixelHeight: 5, uniquePixel)
        let url = temporaryURL("button.9.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try NinePatch(try ResizableImage(image: source, capInsets: EdgeInsets(all: 2))).writePNG(to: url)
        #expect(try NinePatch(contentsOf: url).resizableImage?.capInsets == EdgeInsets(all: 2))
    }

    @Test("CSS border-image values use image pixels for slices and points for widths")
    func css() throws {
        let source = try syntheticImage(pixelWidth: 22, pixelHeight: 74, scale: 2) { _, _ in Pixel(.white) }
        let stretch = try ResizableImage(image: source, capInsets: EdgeInsets(all: 5))
        #expect(stretch.cssBorderImage == CSSBorderImage(slice: [10, 10, 10, 10], width: [5, 5, 5, 5], repeatMode: "stretch"))
        let tile = try ResizableImage(image: source, capInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5.5), resizingMode: .tile)
        let declarations = tile.cssBorderImage.declarations(url: "button@2x.png")
        #expect(declarations.contains("border-image-slice: 0 11 0 10 fill;"))
        #expect(declarations.contains("border-width: 0px 5.5px 0px 5px;"))
        #expect(declarations.contains("border-image-repeat: repeat;"))
        #expect(declarations.contains("border-image-source: url(\"button@2x.png\");"))
    }

    @Test("a border with more stretch runs than the limit is refused before its cells are cut")
    func tooManyRuns() throws {
        // Alternate marks along the top: every other pixel a run of its own.
        func striped(runs: Int) throws -> Data {
            let surface = try ImageSurface(pixelWidth: 2 * runs + 3, pixelHeight: 5)
            surface.withMutablePixels { p in
                for run in 0..<runs { p[2 + 2 * run, 0] = black }
                p[0, 2] = black
            }
            return try surface.pngData()
        }
        #expect(try NinePatch(pngData: striped(runs: 64)).horizontalStretches.count == 64)
        #expect(throws: NinePatchError(.tooManyStretchRuns(edge: .top, runs: 65, limit: 64))) {
            try NinePatch(pngData: try striped(runs: 65))
        }
        var limits = InputLimits.standard
        limits.maximumStretchRuns = 3
        #expect(throws: NinePatchError(.tooManyStretchRuns(edge: .top, runs: 4, limit: 3))) {
            try NinePatch(pngData: try striped(runs: 4), limits: limits)
        }
        #expect(NinePatchError(.tooManyStretchRuns(edge: .left, runs: 4, limit: 3)).description
            == "the left edge marks 4 stretch runs, over the limit of 3 (InputLimits.maximumStretchRuns)")
        // The PNG's own limits apply through the nine-patch reader too.
        limits = .standard
        limits.maximumImagePixels = 10
        #expect {
            try NinePatch(pngData: try striped(runs: 2), limits: limits)
        } throws: { error in
            (error as? NinePatchError)?.imageError?.code == .limitExceeded
        }
    }

    /// What the nine-patch fuzzer found: small files whose chunks claim gigabytes.
    static let fuzzFindings = fixtureFiles("Fixtures/FuzzFindings")

    @Test("fuzz findings: each is a nine-patch or a typed error", arguments: fuzzFindings)
    func fuzzFinding(_ file: URL) throws {
        switch Result(catching: { try NinePatch(contentsOf: file) }) {
        case let .success(patch):
            let surface = try ImageSurface(width: 64, height: 64)
            try surface.draw { canvas in try patch.draw(in: CGRect(x: 0, y: 0, width: 64, height: 64), on: canvas) }
        case let .failure(error):
            #expect(error is NinePatchError, "\(file.lastPathComponent): \(error)")
        }
    }

    @Test("the fuzz findings are all there: an empty folder would run the test above on nothing")
    func fuzzFindingsPresent() {
        #expect(Self.fuzzFindings.count >= 9)
    }
}

@Suite("NinePatchError: codes and context")
struct NinePatchErrorCodeTests {
    @Test("every code keeps its name")
    func codeNames() {
        #expect(NinePatchError.Code.all.map(\.description) == [
            "tooSmall", "borderColor", "markedCorner", "noStretchMarks", "splitContentMarks", "tooManyStretchRuns", "image",
        ])
    }

    @Test("a marked corner is matched by its code and names its pixel")
    func markedCorner() throws {
        let image = try ImageSurface(width: 5, height: 5)
        try image.draw { canvas in
            try canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), with: .color(.black))
            try canvas.fill(CGRect(x: 2, y: 0, width: 1, height: 1), with: .color(.black))
            try canvas.fill(CGRect(x: 0, y: 2, width: 1, height: 1), with: .color(.black))
        }
        #expect {
            try NinePatch(pngData: try image.pngData())
        } throws: { error in
            guard let error = error as? NinePatchError, error.code == .markedCorner else { return false }
            return error.pixel?.x == 0 && error.pixel?.y == 0 && error.edge == nil
                && error.description == "corner pixel (0, 0) of the border is marked; corners must be transparent"
        }
    }
}
