import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Drawing calls whose work Cairo and Pango do not bound themselves end
/// within seconds: a stroke too wide to see draws what a narrower one would,
/// and anything else past the canvas's limits throws before Cairo sees it.
@Suite("Drawing costs: strokes, fills, dashes, gradients and styled text within limits")
struct DrawingCostTests {
    /// The pixels of a `size`-point surface at `scale` after `body` draws on it.
    func pixels(size: Int = 100, scale: CGFloat = 1, _ body: (Canvas) throws -> Void) throws -> [Pixel] {
        let surface = try ImageSurface(width: CGFloat(size), height: CGFloat(size), scale: scale)
        try surface.draw { canvas in try body(canvas) }
        return allPixels(surface)
    }

    func polyline(_ points: [(CGFloat, CGFloat)]) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        return path
    }

    /// A zigzag of `count` vertices across a 100-point band: every edge crosses every row.
    func zigzag(_ count: Int) -> Path {
        var path = Path()
        path.move(to: .zero)
        for index in 1..<count { path.addLine(to: CGPoint(x: Double(index) * 1e-4, y: index % 2 == 0 ? 0 : 100)) }
        return path
    }

    func isLimit(_ quantity: InputLimits.Quantity, _ operation: String) -> (any Error) -> Bool {
        { error in
            guard case let .drawingLimitExceeded(named, counted, _, _) = (error as? GlazeError)?.storage else { return false }
            return named == operation && counted == quantity
        }
    }

    @Test("a round stroke 2.6e13 wide covers the clip, as the narrowest stroke that covers it does",
          arguments: [1.0, 2.0])
    func hugeRoundStroke(scale: CGFloat) throws {
        let path = polyline([(10, 10), (50, 80), (90, 20)])
        let round = { (width: CGFloat) in StrokeStyle(lineWidth: width, cap: .round, join: .round) }
        let huge = try pixels(scale: scale) { try $0.stroke(path, with: .color(.black), style: round(2.6e13)) }
        let everything = try pixels(scale: scale) { try $0.paint(.color(.black)) }
        expectSamePixels(huge, everything, "2.6e13 wide")
        // Every corner of the clip is within 94.4 points of (50, 80): a stroke
        // 190 wide covers it already, and is narrower than the clamp (that
        // distance and two pixels, on each side), so Cairo draws it as given.
        let justWide = try pixels(scale: scale) { try $0.stroke(path, with: .color(.black), style: round(190)) }
        expectSamePixels(justWide, everything, "190 wide")
    }

    @Test("mitred and bevelled strokes a billion points wide draw what the widest stroke under the clamp does",
          arguments: [StrokeStyle.LineJoin.miter, .bevel])
    func hugeSharpStroke(join: StrokeStyle.LineJoin) throws {
        let path = polyline([(20, 50), (50, 50), (50, 20)])
        func stroke(_ width: CGFloat) throws -> [Pixel] {
            try pixels { try $0.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: width, join: join)) }
        }
        // 203 is under the clamp (the corner, 70.7 from the farthest clip
        // corner, over cos 45°, and two pixels, on each side): drawn as given.
        let reference = try stroke(203)
        for width: CGFloat in [1e9, 1e15] {
            expectSamePixels(try stroke(width), reference, "\(join) \(width) wide")
        }
        guard join == .bevel else { return }
        // A right turn at (50, 50): each piece covers a band across the
        // surface, the bevel the quadrant beyond the corner.
        let expected = try pixels { canvas in
            try canvas.fill(CGRect(x: 20, y: 0, width: 30, height: 100), with: .color(.black))
            try canvas.fill(CGRect(x: 0, y: 20, width: 100, height: 30), with: .color(.black))
            try canvas.fill(CGRect(x: 50, y: 50, width: 50, height: 50), with: .color(.black))
        }
        expectSamePixels(reference, expected, "the bevelled stroke's bands")
    }

    @Test("a 300,000-vertex zigzag is refused before Cairo sees it: stroked, filled, or clipped to")
    func zigzagRefused() throws {
        let path = zigzag(300_000)
        let surface = try ImageSurface(pixelWidth: 200, pixelHeight: 200)
        try surface.draw { canvas in
            #expect(performing: {
                try canvas.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 1, join: .round))
            }, throws: isLimit(.outlineSegments, "stroke a path"))
            #expect(performing: { try canvas.fill(path, with: .color(.black)) }, throws: isLimit(.outlineSegments, "fill a path"))
            #expect(performing: { try canvas.clip(to: path) }, throws: isLimit(.outlineSegments, "clip to a path"))
        }
        #expect(allPixels(surface).allSatisfy { $0.alpha == 0 })
    }

    @Test("round joins cost their pen's vertices: 5,000 of them 100 points wide are refused, bevelled they draw")
    func roundJoinsCountThePen() throws {
        let path = zigzag(5_000)
        let surface = try ImageSurface(pixelWidth: 200, pixelHeight: 200)
        try surface.draw { canvas in
            #expect(performing: {
                try canvas.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 100, join: .round))
            }, throws: isLimit(.outlineSegments, "stroke a path"))
            try canvas.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 100, join: .bevel))
        }
    }

    @Test("a canvas's limits can be raised and lowered")
    func canvasLimits() throws {
        let path = polyline((0..<50).map { (i: Int) -> (CGFloat, CGFloat) in (CGFloat(i), CGFloat(i % 2) * 10) })
        let surface = try ImageSurface(pixelWidth: 60, pixelHeight: 20)
        try surface.draw { canvas in
            #expect(canvas.limits == .standard)
            canvas.limits.maximumOutlineSegments = 40
            #expect(throws: GlazeError(.drawingLimitExceeded(operation: "fill a path", quantity: .outlineSegments, value: 49,
                                                            limit: 40))) {
                try canvas.fill(path, with: .color(.black))
            }
            canvas.limits.maximumOutlineSegments = 49
            try canvas.fill(path, with: .color(.black))
        }
    }

    @Test("dashes of 0.01 points along a line 8,000,000 long are refused; ordinary dashes draw")
    func subPixelDashes() throws {
        let line = polyline([(-4e6, 50), (4e6, 50)])
        let surface = try ImageSurface(pixelWidth: 100, pixelHeight: 100)
        try surface.draw { canvas in
            #expect(performing: {
                try canvas.stroke(line, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [0.01]))
            }, throws: isLimit(.strokeDashes, "stroke a path"))
            try canvas.stroke(polyline([(0, 50), (100, 50)]), with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
        }
        let message = GlazeError(.drawingLimitExceeded(operation: "stroke a path", quantity: .strokeDashes, value: 8e8,
                                                      limit: 100_000)).description
        #expect(message == "cannot stroke a path: dashes of one stroke (its length over the dash period) 8e8 "
            + "exceeds the limit of 100000 (see InputLimits)")
    }

    @Test("a gradient of 1,000,000 stops is refused; exact duplicates are merged and draw as one")
    func gradientStops() throws {
        let many = (0..<1_000_000).map { Gradient.Stop(location: Double($0) / 1e6, color: Color(white: Double($0 % 2))) }
        let end = CGPoint(x: 100, y: 0)
        let surface = try ImageSurface(pixelWidth: 100, pixelHeight: 10)
        try surface.draw { canvas in
            _ = #expect(performing: {
                try canvas.paint(.gradient(.linear(from: .zero, to: end, stops: many)))
            }, throws: isLimit(.gradientStops, "paint a gradient"))
        }
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let ends = [Gradient.Stop(location: 0, color: red), Gradient.Stop(location: 0.5, color: red),
                    Gradient.Stop(location: 0.5, color: blue), Gradient.Stop(location: 1, color: blue)]
        let repeated = ends.flatMap { Array(repeating: $0, count: 5_000) }
        let merged = try pixels { try $0.paint(.gradient(.linear(from: .zero, to: end, stops: repeated))) }
        let plain = try pixels { try $0.paint(.gradient(.linear(from: .zero, to: end, stops: ends))) }
        expectSamePixels(merged, plain)
    }

    @Test("styled text of 100,000 runs is refused before Pango sees it; 1,000 runs of distinct colours draw")
    func styledRuns() throws {
        func text(_ count: Int) -> StyledText {
            var text = StyledText()
            for index in 0..<count {
                text.append("a", style: TextStyle(font: .body(12), color: Color(white: Double(index) / Double(count))))
            }
            return text
        }
        #expect(throws: GlazeError(.drawingLimitExceeded(operation: "lay out styled text", quantity: .styledRuns,
                                                        value: 100_000, limit: 1_000))) {
            try TextLayout(text(100_000), width: 300)
        }
        let layout = try TextLayout(text(1_000), width: 300)
        let surface = try ImageSurface(pixelWidth: 300, pixelHeight: 300)
        try surface.draw { canvas in try canvas.draw(layout, at: .zero) }
        #expect(allPixels(surface).contains { $0.alpha > 0 })
    }
}
