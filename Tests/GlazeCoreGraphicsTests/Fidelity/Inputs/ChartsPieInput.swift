import Foundation
import GlazeCoreGraphics

/// The ring of danielgindi/Charts' pie chart test (Apache-2.0;
/// Tests/ChartsTests/PieChartTests.swift, `testHidesValues`), drawn with the
/// calls of Source/Charts/Renderers/PieChartRenderer.swift (`drawDataSet`,
/// `drawHole`) for one data set without slice spacing or highlight. Test data
/// only; References/PROVENANCE.md says where the reference came from.
///
/// The pie's box comes from the chart's legend and text metrics; rather than
/// port those, its centre and radius are read off the reference (its top
/// edge lies at 18 points, the selection shift, and it spans 837.2 pixels at
/// 3x). The compared region stops above the centre text.
enum ChartsPieInput {
    /// The compared region of the 480 × 350-point chart, in points.
    static let region = CGRect(x: 96, y: 13, width: 288, height: 130)

    static let values: [CGFloat] = [11, 33, 81, 52, 97, 101, 75]
    /// ChartColorTemplates.vordiplom() followed by the first two of joyful().
    static let colors: [(CGFloat, CGFloat, CGFloat)] = [
        (192, 255, 140), (255, 247, 140), (255, 208, 140), (140, 234, 255), (255, 140, 157),
        (217, 80, 138), (254, 149, 7),
    ]
    static let center = CGPoint(x: 240, y: 157.53)
    static let radius: CGFloat = 139.53

    /// The region at 3x, over a clear background as the test's chart has.
    static func ring() -> UIImage {
        RegionRendering.image(of: region) { context in
            drawSlices(context)
            drawHole(context)
        }
    }

    /// Each slice as an outer arc, a line in and an inner arc back, from 270°.
    private static func drawSlices(_ context: CGContext) {
        let total = values.reduce(0, +)
        let innerRadius = radius * 0.5
        var angle: CGFloat = 0
        context.saveGState()
        for (value, color) in zip(values, colors) {
            let sweep = value / total * 360
            defer { angle += sweep }
            context.setFillColor(UIColor(red: color.0 / 255, green: color.1 / 255, blue: color.2 / 255, alpha: 1).cgColor)
            let start = 270 + angle
            let path = CGMutablePath()
            path.move(to: CGPoint(x: center.x + radius * cos(start * .pi / 180), y: center.y + radius * sin(start * .pi / 180)))
            path.addRelativeArc(center: center, radius: radius, startAngle: start * .pi / 180, delta: sweep * .pi / 180)
            let end = start + sweep
            path.addLine(to: CGPoint(x: center.x + innerRadius * cos(end * .pi / 180), y: center.y + innerRadius * sin(end * .pi / 180)))
            path.addRelativeArc(center: center, radius: innerRadius, startAngle: end * .pi / 180, delta: -sweep * .pi / 180)
            path.closeSubpath()
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: .evenOdd)
        }
        context.restoreGState()
    }

    /// The white hole and the translucent ring around it.
    private static func drawHole(_ context: CGContext) {
        let hole = radius * 0.5, ring = radius * 0.55
        func box(_ r: CGFloat) -> CGRect { CGRect(x: center.x - r, y: center.y - r, width: r * 2, height: r * 2) }
        context.saveGState()
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: box(hole))
        context.setAlpha(1)
        context.setFillColor(UIColor(white: 1, alpha: 105 / 255).cgColor)
        context.beginPath()
        context.addEllipse(in: box(ring))
        context.addEllipse(in: box(hole))
        context.fillPath(using: .evenOdd)
        context.restoreGState()
    }
}
