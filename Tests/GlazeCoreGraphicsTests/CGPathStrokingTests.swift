import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

@Suite("CGPath.copy(strokingWithWidth:) fills what strokePath() strokes")
struct CGPathStrokingTests {
    /// The shapes every cap, join and width is tried on.
    static func shapes() -> [(String, CGPath)] {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 20, y: 30))
        line.addLine(to: CGPoint(x: 100, y: 90))
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 15, y: 90))
        curve.addCurve(to: CGPoint(x: 105, y: 80), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 80, y: 150))
        curve.addQuadCurve(to: CGPoint(x: 60, y: 20), control: CGPoint(x: 110, y: 20))
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [CGPoint(x: 15, y: 100), CGPoint(x: 40, y: 20), CGPoint(x: 60, y: 100),
                                  CGPoint(x: 70, y: 30), CGPoint(x: 105, y: 45), CGPoint(x: 20, y: 60)])
        let rounded = CGPath(roundedRect: CGRect(x: 20, y: 25, width: 80, height: 70), cornerWidth: 18, cornerHeight: 18,
                             transform: nil)
        let star = CGMutablePath()
        for index in 0..<10 {
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let radius: CGFloat = index % 2 == 0 ? 48 : 18
            let point = CGPoint(x: 60 + radius * cos(angle), y: 62 + radius * sin(angle))
            if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 60, y: 60), radius: 35, startAngle: 0.3, endAngle: 4.5, clockwise: false)
        return [("line", line), ("curve", curve), ("zigzag", zigzag), ("rounded", rounded), ("star", star), ("arc", arc)]
    }

    static let caps: [CGLineCap] = [.butt, .round, .square]
    static let joins: [CGLineJoin] = [.miter, .round, .bevel]

    @Test("every shape, cap, join and width", arguments: [1, 4, 11] as [CGFloat])
    func matchesStroke(width: CGFloat) {
        for (name, shape) in Self.shapes() {
            for cap in Self.caps {
                for join in Self.joins {
                    let outline = shape.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: 4)
                    let filled = StrokeComparison.filled(outline)
                    let stroked = StrokeComparison.stroked(shape, width: width, cap: cap, join: join, miterLimit: 4)
                    StrokeComparison.expectMatch(filled, stroked, "\(name)-\(cap)-\(join)-\(Int(width))")
                }
            }
        }
    }

    @Test("axis-aligned strokes match pixel for pixel", arguments: [1, 2, 4, 11] as [CGFloat])
    func axisAlignedExact(width: CGFloat) {
        let ell = CGMutablePath()
        ell.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 90), CGPoint(x: 95, y: 90), CGPoint(x: 95, y: 40)])
        let shapes: [(String, CGPath)] = [
            ("rect", CGPath(rect: CGRect(x: 20.5, y: 30, width: 70, height: 55.5), transform: nil)),
            ("ell", ell),
        ]
        for (name, shape) in shapes {
            for cap in [CGLineCap.butt, .square] {
                let outline = shape.copy(strokingWithWidth: width, lineCap: cap, lineJoin: .miter, miterLimit: 10)
                let filled = StrokeComparison.filled(outline)
                let stroked = StrokeComparison.stroked(shape, width: width, cap: cap)
                StrokeComparison.expectMatch(filled, stroked, "axis-\(name)-\(cap)-\(Int(width))", edgeLevels: 1)
            }
        }
    }

    @Test("a stroked arc is closer to the exact ring than Cairo's own stroke")
    func arcAgainstExactGeometry() {
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 60, y: 60), radius: 35, startAngle: 0.3, endAngle: 4.5, clockwise: false)
        let outline = arc.copy(strokingWithWidth: 11, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let filled = StrokeComparison.render { context in
            context.addPath(outline)
            context.fillPath()
        }
        let stroked = StrokeComparison.render { context in
            context.addPath(arc)
            context.setLineWidth(11)
            context.strokePath()
        }
        // The exact coverage of each pixel, from 8 × 8 samples: a ring 11
        // points wide between the angles (Glaze's y-down angles grow clockwise).
        func exactAlpha(_ x: Int, _ y: Int) -> Double {
            var inside = 0
            for sy in 0..<8 {
                for sx in 0..<8 {
                    let px = (Double(x) + (Double(sx) + 0.5) / 8) / 2 - 60
                    let py = (Double(y) + (Double(sy) + 0.5) / 8) / 2 - 60
                    let r = hypot(px, py)
                    var angle = atan2(py, px)
                    if angle < 0 { angle += 2 * .pi }
                    if r >= 29.5 && r <= 40.5 && angle >= 0.3 && angle <= 4.5 { inside += 1 }
                }
            }
            return Double(inside) / 64 * 255
        }
        var outlineError = 0.0, strokeError = 0.0, outlineLargest = 0.0
        filled.withPixels { a in
            stroked.withPixels { b in
                for y in 0..<a.height {
                    for x in 0..<a.width where a[x, y].alpha > 0 || b[x, y].alpha > 0 {
                        let exact = exactAlpha(x, y)
                        outlineError += abs(Double(a[x, y].alpha) - exact)
                        strokeError += abs(Double(b[x, y].alpha) - exact)
                        outlineLargest = max(outlineLargest, abs(Double(a[x, y].alpha) - exact))
                    }
                }
            }
        }
        #expect(outlineError < strokeError, "outline \(outlineError), stroke \(strokeError)")
        #expect(outlineLargest <= 20, "largest error \(outlineLargest)")
    }

    @Test("bounding boxes of simple outlines are exact")
    func boundingBoxes() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 90, y: 20))
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.boundingBoxOfPath == CGRect(x: 10, y: 15, width: 80, height: 10))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBoxOfPath == CGRect(x: 5, y: 15, width: 90, height: 10))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10).boundingBoxOfPath
        #expect(abs(round.minX - 5) < 1e-9 && abs(round.maxX - 95) < 1e-9)
        #expect(abs(round.minY - 15) < 1e-9 && abs(round.maxY - 25) < 1e-9)
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 50, height: 30), transform: nil)
        let framed = rect.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(framed.boundingBoxOfPath == CGRect(x: 8, y: 8, width: 54, height: 34))
        let moved = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                              transform: CGAffineTransform(translationX: 5, y: 100))
        #expect(moved.boundingBoxOfPath == CGRect(x: 15, y: 115, width: 80, height: 10))
    }

    @Test("a miter beyond the limit becomes a bevel")
    func miterLimit() {
        // A 90° corner: its miter is √2 ≈ 1.414 widths long, its tip at (65, 15).
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 10, y: 20), CGPoint(x: 60, y: 20), CGPoint(x: 60, y: 70)])
        func tip(limit: CGFloat) -> UInt8 {
            let outline = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: limit)
            #expect(outline.boundingBoxOfPath == CGRect(x: 10, y: 15, width: 55, height: 55))
            return StrokeComparison.render(scale: 1) { context in
                context.addPath(outline)
                context.fillPath()
            }.pixel(x: 64, y: 15).alpha
        }
        #expect(tip(limit: 1.5) == 255)
        #expect(tip(limit: 1.4) == 0)
    }

    @Test("closed subpaths are joined at their start and take no caps")
    func closedSubpaths() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 30), CGPoint(x: 50, y: 100)])
        triangle.closeSubpath()
        for cap in CGPathStrokingTests.caps {
            let outline = triangle.copy(strokingWithWidth: 6, lineCap: cap, lineJoin: .miter, miterLimit: 10)
            let filled = StrokeComparison.filled(outline)
            let stroked = StrokeComparison.stroked(triangle, width: 6, cap: cap)
            StrokeComparison.expectMatch(filled, stroked, "closed-\(cap)")
        }
    }

    @Test("a subpath of no length is a dot, a square or nothing")
    func degenerateSubpaths() {
        let point = CGMutablePath()
        point.move(to: CGPoint(x: 30, y: 40))
        point.addLine(to: CGPoint(x: 30, y: 40))
        let dot = point.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10).boundingBoxOfPath
        #expect(abs(dot.minX - 25) < 1e-9 && abs(dot.maxX - 35) < 1e-9 && abs(dot.minY - 35) < 1e-9 && abs(dot.maxY - 45) < 1e-9)
        let square = point.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBoxOfPath == CGRect(x: 25, y: 35, width: 10, height: 10))
        #expect(point.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        // A lone move draws nothing, whatever the cap.
        let lone = CGMutablePath()
        lone.move(to: CGPoint(x: 30, y: 40))
        #expect(lone.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        // The round dot fills as Cairo strokes it.
        let filled = StrokeComparison.filled(point.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10))
        let stroked = StrokeComparison.stroked(point, width: 10, cap: .round)
        StrokeComparison.expectMatch(filled, stroked, "dot")
    }

    @Test("degenerate, non-finite and huge input returns promptly")
    func hostileInput() {
        let nan = CGMutablePath()
        nan.move(to: CGPoint(x: 0, y: 0))
        nan.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
        #expect(nan.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        for width in [0, -3, CGFloat.nan, CGFloat.infinity] {
            #expect(line.copy(strokingWithWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        }
        // A curve whose flattening would need billions of pieces.
        let huge = CGMutablePath()
        huge.move(to: .zero)
        huge.addCurve(to: CGPoint(x: 1e15, y: 0), control1: CGPoint(x: 0, y: 1e15), control2: CGPoint(x: 1e15, y: 1e15))
        let start = ContinuousClock.now
        #expect(huge.copy(strokingWithWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(huge.copy(dashingWithPhase: 0, lengths: [1, 1]).isEmpty)
        // A line cut into more dashes than the bound.
        let long = CGMutablePath()
        long.move(to: .zero)
        long.addLine(to: CGPoint(x: 1e9, y: 0))
        #expect(long.copy(dashingWithPhase: 0, lengths: [0.001, 0.001]).isEmpty)
        #expect(ContinuousClock.now - start < .seconds(20))
        // Huge but finite straight input strokes as it should.
        let far = CGMutablePath()
        far.move(to: CGPoint(x: -1e12, y: 0))
        far.addLine(to: CGPoint(x: 1e12, y: 0))
        #expect(far.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10).boundingBoxOfPath.height == 2)
    }
}
