import Foundation

extension Path {
    /// The tight bounding box of the path's outline, curves included (not just their
    /// control points); `.null` for an empty path.
    public var bounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        forEachSegment { segment in
            switch segment {
            case let .move(p), let .line(p):
                include(p)
                current = p
            case let .cubic(c1, c2, p):
                include(p)
                let start = current
                Self.forEachCubicExtremum(start.x, c1.x, c2.x, p.x) { include(Self.cubicPoint(start, c1, c2, p, $0)) }
                Self.forEachCubicExtremum(start.y, c1.y, c2.y, p.y) { include(Self.cubicPoint(start, c1, c2, p, $0)) }
                current = p
            case .close:
                break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path mapped through `transform`. Shapes and arcs become curves, so the
    /// result is exact under any affine transform, skews included.
    public func applying(_ transform: AffineTransform) -> Path {
        var result = Path()
        result.fillRule = fillRule
        for segment in segments {
            switch segment {
            case let .move(p): result.move(to: p.applying(transform))
            case let .line(p): result.addLine(to: p.applying(transform))
            case let .cubic(c1, c2, p):
                result.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                                control2: c2.applying(transform))
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// The path mapped through `transform`, as ``applying(_:)`` maps it, except
    /// that a path made only of rects, rounded rects and ellipses stays made of
    /// them under a transform that keeps them axis-aligned (scales, flips and
    /// moves; circular corners need the same scale on both axes). What knows
    /// such shapes, a shadow's nine-slice, still sees them after a port's
    /// transforms.
    package func applyingKeepingShapes(_ transform: AffineTransform) -> Path {
        mappedShapes(transform) ?? applying(transform)
    }

    /// The path's shapes mapped as shapes, when it is only shapes and
    /// `transform` keeps each of them one; `nil` otherwise.
    private func mappedShapes(_ t: AffineTransform) -> Path? {
        guard !elements.isEmpty, t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 else { return nil }
        let uniform = abs(abs(t.m11) - abs(t.m22)) <= 1e-12 * abs(t.m11)
        var result = Path()
        result.fillRule = fillRule
        for element in elements {
            switch element {
            case let .rect(rect):
                result.addRect(rect.applying(t))
            case let .ellipse(rect):
                result.addEllipse(in: rect.applying(t))
            case let .roundedRect(rect, radii):
                guard uniform || radii == .zero else { return nil }
                // A mirrored axis swaps the corners along it.
                var corners = radii
                if t.m11 < 0 {
                    corners = CornerRadii(topLeft: corners.topRight, topRight: corners.topLeft,
                                          bottomRight: corners.bottomLeft, bottomLeft: corners.bottomRight)
                }
                if t.m22 < 0 {
                    corners = CornerRadii(topLeft: corners.bottomLeft, topRight: corners.bottomRight,
                                          bottomRight: corners.topRight, bottomLeft: corners.topLeft)
                }
                let scale = abs(t.m11)
                result.addRoundedRect(rect.applying(t), cornerRadii: CornerRadii(
                    topLeft: corners.topLeft * scale, topRight: corners.topRight * scale,
                    bottomRight: corners.bottomRight * scale, bottomLeft: corners.bottomLeft * scale))
            case .move, .line, .quadCurve, .curve, .arc, .closeSubpath:
                return nil
            }
        }
        return result
    }

    /// Throws unless every coordinate, radius and angle in the path is finite.
    func validated(_ name: String = "path") throws(GlazeError) {
        for (index, element) in elements.enumerated() where !element.isFinite {
            throw GlazeError(.invalidArgument(name: name, value: "\(element.firstNonFinite)",
                                   reason: "element \(index) (\(element.name)) has a non-finite value"))
        }
        for (index, element) in elements.enumerated() {
            if case let .arc(_, r, _, _, _) = element, r < 0 {
                throw GlazeError(.invalidArgument(name: "\(name) arc radius", value: "\(r)", reason: "element \(index) has a negative radius"))
            }
        }
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Calls `body` with each parameter in (0, 1) where one coordinate of a cubic
    /// Bézier has a zero derivative.
    static func forEachCubicExtremum(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat, _ body: (CGFloat) -> Void) {
        // The derivative is a quadratic a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        func visit(_ t: CGFloat) { if t > 0 && t < 1 { body(t) } }
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { visit(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                visit((-b + s) / (2 * a))
                visit((-b - s) / (2 * a))
            }
        }
    }
}

extension Path.Element {
    /// The element's numbers, in order.
    private var numbers: [CGFloat] {
        switch self {
        case let .move(p), let .line(p): return [p.x, p.y]
        case let .quadCurve(p, c): return [p.x, p.y, c.x, c.y]
        case let .curve(p, c1, c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
        case let .arc(c, r, a0, a1, _): return [c.x, c.y, r, a0, a1]
        case .closeSubpath: return []
        case let .rect(r), let .ellipse(r): return [r.minX, r.minY, r.width, r.height]
        case let .roundedRect(r, radii): return [r.origin.x, r.origin.y, r.width, r.height] + radii.all
        }
    }

    /// Whether every number is finite; checked without building an array, since
    /// every drawing call checks every element.
    var isFinite: Bool {
        switch self {
        case let .move(p), let .line(p): return p.x.isFinite && p.y.isFinite
        case let .quadCurve(p, c): return p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
        case let .curve(p, c1, c2):
            return p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
        case let .arc(c, r, a0, a1, _): return c.x.isFinite && c.y.isFinite && r.isFinite && a0.isFinite && a1.isFinite
        case .closeSubpath: return true
        case let .rect(r), let .ellipse(r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case let .roundedRect(r, radii):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
                && radii.topLeft.isFinite && radii.topRight.isFinite && radii.bottomRight.isFinite && radii.bottomLeft.isFinite
        }
    }

    /// The first number that is not finite, for messages.
    var firstNonFinite: CGFloat { numbers.first { !$0.isFinite } ?? 0 }

    /// The element's kind, for messages.
    var name: String {
        switch self {
        case .move: return "move"
        case .line: return "line"
        case .quadCurve: return "quadratic curve"
        case .curve: return "curve"
        case .arc: return "arc"
        case .closeSubpath: return "close"
        case .rect: return "rect"
        case .roundedRect: return "rounded rect"
        case .ellipse: return "ellipse"
        }
    }
}

extension Path.Element {
    /// Whether the element is a whole closed shape of its own: a rect, rounded rect or ellipse.
    package var isShape: Bool {
        switch self {
        case .rect, .roundedRect, .ellipse: true
        case .move, .line, .quadCurve, .curve, .arc, .closeSubpath: false
        }
    }
}
