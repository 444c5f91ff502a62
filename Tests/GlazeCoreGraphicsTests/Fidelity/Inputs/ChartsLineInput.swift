import Foundation
import GlazeCoreGraphics

/// The plot of danielgindi/Charts' line chart test (Apache-2.0;
/// Tests/ChartsTests/LineChartTests.swift, `testHidesValues`): the grid of
/// Source/Charts/Renderers/XAxisRenderer.swift and YAxisRenderer.swift, then
/// the line and the circles of LineChartRenderer.swift (`drawLinear` with one
/// colour, `drawCircles` with a white hole), all with the library's defaults.
/// Test data only; References/PROVENANCE.md says where the reference came from.
///
/// The content rectangle comes from the axis labels' text metrics; rather
/// than port those, it is read off the reference's grid lines (x = 5 to 25
/// and y = 20 to 100, each found to a hundredth of a pixel). The compared
/// region stays inside it, clear of the labels and the legend.
enum ChartsLineInput {
    /// The compared region of the 480 × 350-point chart, in points.
    static let region = CGRect(x: 28, y: 17, width: 424, height: 314)

    static let values: [CGFloat] = [8, 104, 81, 93, 52, 44, 97, 101, 75, 28, 76, 25, 20, 13, 52, 44, 57, 23, 45, 91,
                                    99, 14, 84, 48, 40, 71, 106, 41, 45, 61]
    /// The content rectangle, in points.
    static let content = CGRect(x: 27.591, y: 16.0, width: 424.818, height: 316.021)
    /// The y axis runs from 0 to the largest value plus 10 % of the range.
    static let axisMaximum: CGFloat = 116.6

    /// The chart's value-to-pixel mapping for x in 0...29.
    static func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: content.minX + x / 29 * content.width, y: content.minY + (axisMaximum - y) / axisMaximum * content.height)
    }

    /// The region at 3x, over the clear background the test's chart has.
    static func plot() -> UIImage {
        RegionRendering.image(of: region) { context in
            drawGrid(context)
            context.saveGState()
            context.clip(to: content)
            drawLine(context)
            context.restoreGState()
            drawCircles(context)
        }
    }

    /// The axis lines, then the x axis' grid and both y axes' grids, each a
    /// half-point stroke in gray (the grid at 90 % opacity).
    private static func drawGrid(_ context: CGContext) {
        func stroke(_ from: CGPoint, _ to: CGPoint, color: UIColor, clip: CGRect) {
            context.saveGState()
            context.clip(to: clip)
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(0.5)
            context.setLineCap(.butt)
            context.setLineDash(phase: 0, lengths: [])
            context.beginPath()
            context.move(to: from)
            context.addLine(to: to)
            context.strokePath()
            context.restoreGState()
        }
        let everywhere = CGRect(x: 0, y: 0, width: 480, height: 350)
        stroke(CGPoint(x: content.minX, y: content.minY), CGPoint(x: content.maxX, y: content.minY), color: .gray, clip: everywhere)
        stroke(CGPoint(x: content.minX, y: content.minY), CGPoint(x: content.minX, y: content.maxY), color: .gray, clip: everywhere)
        stroke(CGPoint(x: content.maxX, y: content.minY), CGPoint(x: content.maxX, y: content.maxY), color: .gray, clip: everywhere)
        let grid = UIColor.gray.withAlphaComponent(0.9)
        for x in stride(from: CGFloat(0), through: 25, by: 5) {
            let at = point(x, 0).x
            stroke(CGPoint(x: at, y: content.minY), CGPoint(x: at, y: content.maxY), color: grid, clip: content.insetBy(dx: -0.25, dy: 0))
        }
        for _ in 0..<2 {
            for y in stride(from: CGFloat(0), through: 100, by: 20) {
                let at = point(0, y).y
                stroke(CGPoint(x: content.minX, y: at), CGPoint(x: content.maxX, y: at), color: grid, clip: content.insetBy(dx: 0, dy: -0.25))
            }
        }
    }

    /// One path through every value (each point after the first added twice,
    /// as the renderer does), stroked 1 point wide with butt caps.
    private static func drawLine(_ context: CGContext) {
        let path = CGMutablePath()
        path.move(to: point(0, values[0]))
        path.addLine(to: point(0, values[0]))
        for x in 1..<values.count {
            path.addLine(to: point(CGFloat(x - 1), values[x - 1]))
            path.addLine(to: point(CGFloat(x), values[x]))
        }
        context.saveGState()
        context.setLineWidth(1)
        context.setLineDash(phase: 0, lengths: [])
        context.setLineCap(.butt)
        context.beginPath()
        context.addPath(path)
        context.setStrokeColor(color.cgColor)
        context.strokePath()
        context.restoreGState()
    }

    /// An 8-point circle in the data colour with a 4-point white hole at each value.
    private static func drawCircles(_ context: CGContext) {
        context.saveGState()
        for (x, value) in values.enumerated() {
            let center = point(CGFloat(x), value)
            context.setFillColor(color.cgColor)
            context.fillEllipse(in: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16))
            context.setFillColor(UIColor.white.cgColor)
            context.fillEllipse(in: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))
        }
        context.restoreGState()
    }

    /// The data set's default colour.
    static let color = UIColor(red: 140 / 255, green: 234 / 255, blue: 255 / 255, alpha: 1)
}
