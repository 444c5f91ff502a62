import Foundation
import Glaze
import GlazeTestSupport
import Testing

@Suite("Paths")
struct PathTests {
    func close(_ a: CGRect, _ b: CGRect, _ epsilon: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < epsilon && abs(a.minY - b.minY) < epsilon
            && abs(a.width - b.width) < epsilon && abs(a.height - b.height) < epsilon
    }

    @Test("bounds hug curves, not their control points")
    func curveBounds() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // The curve's lowest point is at t = 0.5: y = 3 · 0.25 · 100 = 75.
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 75)))
        #expect(close(Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).bounds,
                      CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(Path().bounds.isNull)
    }

    @Test("quadratic curves are exact cubics")
    func quadratic() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // Peak of a quadratic at t = 0.5: y = 2 · 0.25 · 100 = 50.
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test("rounded rect radii clamp to half the shorter side")
    func radiusClamp() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 20)
        guard case let .roundedRect(rect, radii) = path.elements.first else {
            Issue.record("expected a rounded rect element, got \(path.elements)")
            return
        }
        #expect(rect == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(radii == CornerRadii(all: 5))
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 0, height: 10), cornerRadius: 3).isEmpty)
    }

    @Test("per-corner radii scale down together when they overlap")
    func cssRadii() {
        let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: 0).fitted(to: CGSize(width: 20, height: 100))
        #expect(abs(radii.topLeft - 15) < 1e-12 && abs(radii.topRight - 5) < 1e-12)
    }

    @Test("insetting a rounded rect shrinks its radius by the same amount")
    func roundedInset() {
        let inset = Path(roundedRect: CGRect(x: 0, y: 0, width: 310, height: 54), cornerRadius: 10).inset(by: 1)
        #expect(inset.elements == [.roundedRect(CGRect(x: 1, y: 1, width: 308, height: 52), CornerRadii(all: 9))])
        #expect(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).inset(by: 2).isEmpty)
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)).inset(by: -1).bounds
                == CGRect(x: -1, y: -1, width: 12, height: 22))
    }

    @Test("insetting a polygon moves every edge inward, whatever its direction")
    func polygonInset() {
        for clockwise in [true, false] {
            var square = Path()
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
            let ordered = clockwise ? corners : corners.reversed()
            square.move(to: ordered[0])
            for p in ordered.dropFirst() { square.addLine(to: p) }
            square.closeSubpath()
            #expect(close(square.inset(by: 2).bounds, CGRect(x: 2, y: 2, width: 6, height: 6)), "clockwise: \(clockwise)")
        }
    }

    @Test("arc to a point is tangent to both lines")
    func arcToPoint() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        // A right-angle corner of radius 4: tangent points (6, 0) and (10, 4).
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 4), 1e-6))
        let end = path.currentPoint!
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
    }

    @Test("transforms map every point")
    func transformed() {
        let path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 5))
            .applying(AffineTransform.identity.translatedBy(x: 5, y: 5).scaledBy(x: 2, y: 3))
        #expect(close(path.bounds, CGRect(x: 5, y: 5, width: 20, height: 15)))
    }

    @Test("a star alternates tips and notches, its first tip straight up")
    func star() throws {
        let star = Path(starCenteredAt: CGPoint(x: 50, y: 50), pointCount: 5, outerRadius: 40, innerRadius: 15)
        let points = star.elements.compactMap { element -> CGPoint? in
            switch element {
            case let .move(point), let .line(point): return point
            default: return nil
            }
        }
        #expect(points.count == 10)
        #expect(star.elements.last == .closeSubpath)
        #expect(abs(points[0].x - 50) < 1e-9 && abs(points[0].y - 10) < 1e-9)
        for (index, point) in points.enumerated() {
            let radius = hypot(point.x - 50, point.y - 50)
            #expect(abs(radius - (index % 2 == 0 ? 40 : 15)) < 1e-9, "vertex \(index) at radius \(radius)")
        }
        // The top tip and the two lower tips (at 54° below the x-axis each side) bound it.
        let bottom = 50 + 40 * sin(0.3 * .pi)
        #expect(close(star.bounds, CGRect(x: 50 - 40 * cos(0.1 * .pi), y: 10, width: 80 * cos(0.1 * .pi), height: bottom - 10)))
        #expect(Path(starCenteredAt: .zero, pointCount: 1, outerRadius: 10, innerRadius: 5).elements.isEmpty)

        // Filled, the centre and a tip are covered; the gap between two tips is not.
        let surface = try ImageSurface(width: 100, height: 100)
        try surface.draw { try $0.fill(star, with: .color(.black)) }
        #expect(surface.pixel(x: 50, y: 50).alpha == 255)
        #expect(surface.pixel(x: 50, y: 14).alpha == 255)
        #expect(surface.pixel(x: 72, y: 22).alpha == 0)
    }

    @Test("non-finite coordinates are rejected when drawn, naming the element")
    func nonFinite() throws {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        let surface = try ImageSurface(width: 4, height: 4)
        #expect(throws: GlazeError(.invalidArgument(name: "path", value: "nan",
                                                   reason: "element 1 (line) has a non-finite value"))) {
            try surface.draw { try $0.fill(path, with: .color(.red)) }
        }
        var arc = Path()
        arc.addArc(center: .zero, radius: -2, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(throws: GlazeError.self) { try surface.draw { try $0.stroke(arc, with: .color(.red)) } }
        #expect(throws: GlazeError.self) {
            try surface.draw { try $0.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2), cornerRadius: 1), with: .color(.red)) }
        }
    }
}
