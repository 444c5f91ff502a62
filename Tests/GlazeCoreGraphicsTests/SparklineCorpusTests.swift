import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus
import Testing

/// The corpus' chart view (Demos/PortingCorpus/SparklineChartView.swift,
/// Swift 5 mode): aliased grid lines, a smooth line, markers stamped from a
/// `CGLayer`, against the same chart through Glaze's own API.
@Suite("Porting corpus: a chart with an aliased grid and CGLayer markers")
struct SparklineCorpusTests {
    static let size = CGSize(width: 240, height: 120)

    @Test("the chart matches Glaze's drawing within a level, its grid in whole pixels")
    func chart() throws {
        let view = SparklineChartView(frame: CGRect(origin: .zero, size: Self.size))
        let port = render(view)
        // Eleven values from 0 to 10 across a plot inset 10 points: 22 points apart.
        let points = view.values.enumerated().map { CGPoint(x: 10 + 22 * CGFloat($0.offset), y: 110 - 10 * $0.element) }
        let expected = try recipe(Self.size) { canvas in
            var grid = Path()
            for y in stride(from: CGFloat(10), through: 110, by: 25) {
                grid.move(to: CGPoint(x: 10, y: y))
                grid.addLine(to: CGPoint(x: 230, y: y))
            }
            grid.move(to: CGPoint(x: 10, y: 10))
            grid.addLine(to: CGPoint(x: 10, y: 110))
            try canvas.withSavedState { canvas in
                canvas.isAntialiased = false
                try canvas.stroke(grid, with: .color(glaze(view.gridColor)), style: StrokeStyle(lineWidth: 1))
            }
            var line = Path()
            line.move(to: points[0])
            for point in points.dropFirst() { line.addLine(to: point) }
            try canvas.stroke(line, with: .color(glaze(.systemBlue)), style: StrokeStyle(lineWidth: 2, cap: .round, join: .round))
            for point in points {
                try canvas.fill(Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8)), with: .color(.white))
                try canvas.fill(Path(ellipseIn: CGRect(x: point.x - 2, y: point.y - 2, width: 4, height: 4)), with: .color(glaze(.systemBlue)))
            }
        }
        try ArticleComparison.expectMatch(port, expected, "corpus-sparkline", .within(1))
        // The grid line at y = 35 points is two whole rows at 2x (69 and 70 would be grey pairs if smoothed),
        // away from the data line at x = 20 points.
        let grey = pixel(port, 40, 69)
        #expect(grey == pixel(port, 40, 70) && grey.red == 209 && pixel(port, 40, 68).red == 255 && pixel(port, 40, 71).red == 255)
    }

    @Test("a title drawn with an untyped font-and-colour literal")
    func title() {
        let view = SparklineChartView(frame: CGRect(origin: .zero, size: Self.size))
        view.title = "Load"
        view.titleColor = .red
        let image = render(view)
        let red = (20..<60).flatMap { (y: Int) -> [Pixel] in (20..<80).map { (x: Int) -> Pixel in pixel(image, x, y) } }
            .filter { (pixel: Pixel) -> Bool in pixel.red > 200 && pixel.green < 80 }
        #expect(!red.isEmpty)
    }

    @Test("drawing builds the chart's accessibility elements: a header, then each point framed in the window")
    func accessibility() throws {
        let view = SparklineChartView(frame: CGRect(origin: CGPoint(x: 20, y: 30), size: Self.size))
        view.title = "Load"
        let window = window(CGSize(width: 300, height: 200), holding: view)
        // Nothing is drawn yet, so there is nothing to read.
        #expect(window.accessibilityNodes().isEmpty)
        _ = window.renderedImage(scale: 2)
        let nodes = window.accessibilityNodes()
        try #require(nodes.count == 1 + 1 + view.values.count)
        #expect(nodes[0].isElement == false && nodes[0].depth == 0)
        // The plot is inset 10 points; the view sits at (20, 30) in the window.
        #expect(nodes[1] == AccessibilityNode(isElement: true, depth: 1, label: "Load", value: "11 points", hint: nil,
                                              traits: .header, frame: CGRect(x: 30, y: 40, width: 220, height: 100),
                                              identifier: nil))
        for (index, value) in view.values.enumerated() {
            let center = CGPoint(x: 20 + 10 + 22 * CGFloat(index), y: 30 + 110 - 10 * value)
            #expect(nodes[2 + index] == AccessibilityNode(isElement: true, depth: 1, label: "Point \(index + 1) of 11",
                                                          value: "\(Int(value))", hint: nil, traits: .staticText,
                                                          frame: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16),
                                                          identifier: nil))
        }
        // The elements follow the view as it moves, through their container-space frames.
        view.frame.origin = CGPoint(x: 0, y: 0)
        #expect(window.accessibilityNodes()[1].frame == CGRect(x: 10, y: 10, width: 220, height: 100))
        // Redrawing with new values rebuilds the elements rather than adding to them.
        view.values = [1, 2, 3]
        view.valueFormatter = { "\(Int($0)) requests" }
        _ = window.renderedImage(scale: 2)
        let redrawn = window.accessibilityNodes().filter(\.isElement)
        #expect(redrawn.map(\.label) == ["Load", "Point 1 of 3", "Point 2 of 3", "Point 3 of 3"])
        #expect(redrawn.map(\.value) == ["3 points", "1 requests", "2 requests", "3 requests"])
    }
}
