import Foundation
import Glaze
@testable import GlazeCoreGraphics
import Testing

@Suite("CGPath.copy(dashingWithPhase:lengths:) paints what a dashed stroke paints")
struct CGPathDashingTests {
    /// The shapes, and whether they hold curves. Cairo dashes a curve along
    /// its own flattening (to 0.1 device pixel), which is shorter than the
    /// curve, so its dashes drift a fraction of a pixel behind the exact ones
    /// by the end of a curve: there only the interior and exterior are held
    /// to ±1 level.
    static func shapes() -> [(String, CGPath, Bool)] {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 110, y: 100))
        let curve = CGMutablePath()
        curve.move(to: CGPoint(x: 15, y: 90))
        curve.addCurve(to: CGPoint(x: 105, y: 80), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 80, y: 150))
        let rounded = CGPath(roundedRect: CGRect(x: 20, y: 25, width: 80, height: 70), cornerWidth: 18, cornerHeight: 18,
                             transform: nil)
        let corner = CGMutablePath()
        corner.addLines(between: [CGPoint(x: 15, y: 20), CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 105)])
        return [("line", line, false), ("curve", curve, true), ("rounded", rounded, true), ("corner", corner, false)]
    }

    static let patterns: [(CGFloat, [CGFloat])] = [(0, [12, 6]), (5, [10, 4, 2]), (-3, [20, 5, 2, 5]), (7, [0, 9])]

    @Test("stroking the dashes solid, and filling their outline, match a dashed stroke")
    func dashesMatchDashedStroke() {
        for (name, shape, curved) in Self.shapes() {
            for (phase, lengths) in Self.patterns {
                for cap in [CGLineCap.butt, .round] {
                    // A zero-length dash with butt caps draws nothing at all.
                    if lengths.contains(0) && cap == .butt { continue }
                    let label = "dash-\(name)-\(Int(phase))-\(lengths.map { Int($0) })-\(cap)"
                    let reference = StrokeComparison.render { context in
                        context.addPath(shape)
                        context.setLineWidth(5)
                        context.setLineCap(cap)
                        context.setLineDash(phase: phase, lengths: lengths)
                        context.strokePath()
                    }
                    let dashes = shape.copy(dashingWithPhase: phase, lengths: lengths)
                    let solid = StrokeComparison.render { context in
                        context.addPath(dashes)
                        context.setLineWidth(5)
                        context.setLineCap(cap)
                        context.strokePath()
                    }
                    // A dash that starts exactly on a corner begins with a sliver
                    // of the piece before it, to turn the corner with a join;
                    // Cairo drops a sliver that short when it strokes the
                    // dashes itself, so only the outline is compared there.
                    if name != "corner" {
                        StrokeComparison.expectMatch(solid, reference, label + "-solid", edgeLevels: curved ? 255 : 32)
                    }
                    let outline = dashes.copy(strokingWithWidth: 5, lineCap: cap, lineJoin: .miter, miterLimit: 10)
                    let filled = StrokeComparison.render { context in
                        context.addPath(outline)
                        context.fillPath()
                    }
                    StrokeComparison.expectMatch(filled, reference, label + "-filled", edgeLevels: curved ? 255 : 32)
                }
            }
        }
    }

    @Test("dashes fall where the pattern puts them")
    func dashPositions() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        // Phase 4 into [10, 5]: painted 0–6, then 11–21, 26–36, …
        let dashes = line.copy(dashingWithPhase: 4, lengths: [10, 5])
        let outline = dashes.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let image = StrokeComparison.render(CGSize(width: 100, height: 20), scale: 1) { context in
            context.addPath(outline)
            context.fillPath()
        }
        for x in [0, 5, 11, 20, 26, 35] { #expect(image.pixel(x: x, y: 10).alpha == 255, "x = \(x)") }
        for x in [6, 10, 21, 25, 36, 40] { #expect(image.pixel(x: x, y: 10).alpha == 0, "x = \(x)") }
        // An odd count repeats: [10] is [10, 10].
        let odd = line.copy(dashingWithPhase: 0, lengths: [10]).copy(strokingWithWidth: 4, lineCap: .butt,
                                                                       lineJoin: .miter, miterLimit: 10)
        let oddImage = StrokeComparison.render(CGSize(width: 100, height: 20), scale: 1) { context in
            context.addPath(odd)
            context.fillPath()
        }
        #expect(oddImage.pixel(x: 5, y: 10).alpha == 255)
        #expect(oddImage.pixel(x: 15, y: 10).alpha == 0)
        #expect(oddImage.pixel(x: 25, y: 10).alpha == 255)
    }

    @Test("a dash through the start of a closed subpath is one dash")
    func closedSubpathDash() {
        let square = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        // Phase 15 of [20, 10] round a 240-long square: the last dash runs
        // from 225, 15 before the start, on to 5 after it: one dash, joined
        // where the subpath closes, beginning at (20, 35).
        let dashes = square.copy(dashingWithPhase: 15, lengths: [20, 10])
        let pieces = dashes.path.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(pieces == 8)
        let start = dashes.path.elements.first
        #expect(start == .move(to: CGPoint(x: 20, y: 35)))
        let reference = StrokeComparison.render { context in
            context.addPath(square)
            context.setLineWidth(6)
            context.setLineDash(phase: 15, lengths: [20, 10])
            context.strokePath()
        }
        let solid = StrokeComparison.render { context in
            context.addPath(dashes)
            context.setLineWidth(6)
            context.strokePath()
        }
        StrokeComparison.expectMatch(solid, reference, "closed-dash")
        let filled = StrokeComparison.render { context in
            context.addPath(dashes.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
            context.fillPath()
        }
        StrokeComparison.expectMatch(filled, reference, "closed-dash-filled")
    }

    @Test("patterns Core Graphics ignores leave the path solid", arguments: [[], [0, 0], [-1, 4], [4, .nan]] as [[CGFloat]])
    func ignoredPatterns(lengths: [CGFloat]) {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 110, y: 20))
        #expect(line.copy(dashingWithPhase: 3, lengths: lengths) == line)
        let solid = StrokeComparison.render { context in
            context.addPath(line)
            context.setLineWidth(4)
            context.strokePath()
        }
        let ignored = StrokeComparison.render { context in
            context.addPath(line)
            context.setLineWidth(4)
            context.setLineDash(phase: 3, lengths: lengths)
            context.strokePath()
            #expect(context.lastError == nil)
        }
        StrokeComparison.expectMatch(ignored, solid, "ignored-\(lengths)", edgeLevels: 0)
    }

    @Test("the transform maps the dashes")
    func transformed() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 30, y: 0))
        let dashes = line.copy(dashingWithPhase: 0, lengths: [10, 10], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(dashes.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 60, height: 0))
    }
}
