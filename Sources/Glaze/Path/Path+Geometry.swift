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
        for segment in segments {
            switch segment {
            case let .move(p), let .line(p):
                include(p)
                current = p
            case let .cubic(c1, c2, p):
                include(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    include(Self.cubicPoint(current, c1, c2, p, t))
                }
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

    /// Throws unless every coordinate, radius and angle in the path is finite.
    func validated(_ name: String = "path") throws(GlazeError) {
        for (index, element) in elements.enumerated() {
            let numbers: [CGFloat]
            switch element {
            case let .move(p), let .line(p): numbers = [p.x, p.y]
            case let .quadCurve(p, c): numbers = [p.x, p.y, c.x, c.y]
            case let .curve(p, c1, c2): numbers = [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case let .arc(c, r, a0, a1, _):
                numbers = [c.x, c.y, r, a0, a1]
                if r.isFinite, r < 0 {
                    throw .invalidArgument(name: "\(name) arc radius", value: "\(r)",
                                           reason: "element \(index) has a negative radius")
                }
            case .closeSubpath: numbers = []
            case let .rect(r), let .ellipse(r): numbers = [r.minX, r.minY, r.width, r.height]
            case let .roundedRect(r, radii): numbers = [r.origin.x, r.origin.y, r.width, r.height] + radii.all
            }
            if let bad = numbers.first(where: { !$0.isFinite }) {
                throw .invalidArgument(name: name, value: "\(bad)",
                                       reason: "element \(index) (\(element.name)) has a non-finite value")
            }
        }
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where one coordinate of a cubic Bézier has a zero derivative.
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // The derivative is a quadratic a·t² + b·t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

extension Path.Element {
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
