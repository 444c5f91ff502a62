import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("CGContext.replacePathWithStrokedPath() and line widths")
struct CGContextStrokedPathTests {
    /// Adds a curve, a corner and a closed rounded rect to the current path.
    static func addShapes(_ context: CGContext) {
        context.move(to: CGPoint(x: 15, y: 100))
        context.addCurve(to: CGPoint(x: 105, y: 90), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 80, y: 160))
        context.addLine(to: CGPoint(x: 60, y: 20))
        context.addPath(CGPath(roundedRect: CGRect(x: 30, y: 30, width: 50, height: 40), cornerWidth: 10, cornerHeight: 10,
                               transform: nil))
    }

    @Test("filling the stroked path paints what strokePath() paints")
    func fillEqualsStroke() {
        let styles: [(String, (CGContext) -> Void)] = [
            ("plain", { $0.setLineWidth(6) }),
            ("round", { $0.setLineWidth(9); $0.setLineCap(.round); $0.setLineJoin(.round) }),
            ("dashed", { $0.setLineWidth(4); $0.setLineCap(.square); $0.setLineDash(phase: 2, lengths: [9, 5]) }),
            ("rotated", { $0.translateBy(x: 60, y: 60); $0.rotate(by: 0.4); $0.scaleBy(x: 0.8, y: 1.3)
                          $0.translateBy(x: -60, y: -60); $0.setLineWidth(5); $0.setLineJoin(.bevel) }),
        ]
        for (name, style) in styles {
            let stroked = StrokeComparison.render { context in
                style(context)
                Self.addShapes(context)
                context.strokePath()
            }
            let filled = StrokeComparison.render { context in
                style(context)
                Self.addShapes(context)
                context.replacePathWithStrokedPath()
                #expect(!context.isPathEmpty)
                context.fillPath()
                #expect(context.lastError == nil)
            }
            // The dashed shape holds curves, where Cairo's dashes drift (see CGPathDashingTests).
            StrokeComparison.expectMatch(filled, stroked, "replace-\(name)", edgeLevels: name == "dashed" ? 255 : 32)
        }
    }

    @Test("in a y-up bitmap context, the stroked path is in user space")
    func bitmapContext() {
        var outline = CGRect.null
        var pixels = [UInt8](repeating: 0, count: 40 * 40 * 4)
        pixels.withUnsafeMutableBytes { memory in
            let context = rgbaContext(memory.baseAddress, width: 40, height: 40)!
            context.move(to: CGPoint(x: 5, y: 10))
            context.addLine(to: CGPoint(x: 35, y: 10))
            context.setLineWidth(4)
            context.replacePathWithStrokedPath()
            outline = context.boundingBoxOfPath
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fillPath()
        }
        #expect(outline == CGRect(x: 5, y: 8, width: 30, height: 4))
        // y 8…12 up from the bottom: memory rows 28…31.
        #expect(Array(pixels[(29 * 40 + 20) * 4..<(29 * 40 + 20) * 4 + 4]) == [255, 0, 0, 255])
        #expect(Array(pixels[(27 * 40 + 20) * 4..<(27 * 40 + 20) * 4 + 4]) == [0, 0, 0, 0])
    }

    @Test("a path that cannot be stroked empties the path and records an error")
    func hostilePath() {
        _ = StrokeComparison.render { context in
            context.move(to: .zero)
            context.addCurve(to: CGPoint(x: 1e15, y: 0), control1: CGPoint(x: 0, y: 1e15), control2: CGPoint(x: 1e15, y: 1e15))
            context.replacePathWithStrokedPath()
            #expect(context.isPathEmpty)
            #expect(context.lastError != nil)
        }
    }

    /// The alpha of each row at column `x` of a horizontal hairline.
    static func hairlineRows(scale: CGFloat, _ draw: (CGContext) -> Void) -> [UInt8] {
        let image = StrokeComparison.render(CGSize(width: 20, height: 20), scale: scale) { context in
            context.setLineWidth(0)
            draw(context)
            context.strokePath()
        }
        return (0..<Int(20 * scale)).map { image.pixel(x: Int(10 * scale), y: $0).alpha }
    }

    @Test("a line width of 0 strokes one device pixel", arguments: [1, 3] as [CGFloat])
    func hairline(scale: CGFloat) {
        // A line through the middle of device row 12.
        let rows = Self.hairlineRows(scale: scale) { context in
            context.move(to: CGPoint(x: 0, y: 12.5 / scale))
            context.addLine(to: CGPoint(x: 20, y: 12.5 / scale))
        }
        #expect(rows[12] == 255)
        #expect(rows.enumerated().allSatisfy { $0.offset == 12 || $0.element == 0 }, "\(rows)")
        // Scaled user space: still one device pixel.
        let scaled = Self.hairlineRows(scale: scale) { context in
            context.scaleBy(x: 4, y: 4)
            context.move(to: CGPoint(x: 0, y: 12.5 / scale / 4))
            context.addLine(to: CGPoint(x: 5, y: 12.5 / scale / 4))
        }
        #expect(scaled == rows)
        // A hairline's stroked path is one device pixel wide too.
        _ = StrokeComparison.render(CGSize(width: 20, height: 20), scale: scale) { context in
            context.setLineWidth(0)
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 20, y: 5))
            context.replacePathWithStrokedPath()
            #expect(abs(context.boundingBoxOfPath.height - 1 / scale) < 1e-9)
        }
    }

    @Test("a negative or non-finite width is refused and the width kept")
    func invalidWidths() {
        for width in [-2, CGFloat.nan, .infinity] {
            let kept = StrokeComparison.render { context in
                context.setLineWidth(5)
                context.setLineWidth(width)
                #expect(context.lastError != nil)
                context.move(to: CGPoint(x: 10, y: 50))
                context.addLine(to: CGPoint(x: 110, y: 50))
                context.strokePath()
            }
            let five = StrokeComparison.render { context in
                context.setLineWidth(5)
                context.move(to: CGPoint(x: 10, y: 50))
                context.addLine(to: CGPoint(x: 110, y: 50))
                context.strokePath()
            }
            StrokeComparison.expectMatch(kept, five, "width-\(width)", edgeLevels: 0)
        }
    }
}
