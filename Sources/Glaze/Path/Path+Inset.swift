import Foundation

extension Path {
    /// The outline moved inward by `amount` points (outward when negative).
    ///
    /// Rectangles, rounded rectangles and ellipses inset exactly: a rounded rect's
    /// radii shrink by the same amount (radius 10 inset by 1 gives radius 9, as the
    /// glossy-button recipe expects), and a shape inset past its centre disappears.
    /// Free-form subpaths are flattened to within 0.05 pt and offset edge by edge
    /// with mitred corners (each miter capped at four times `amount`); an open
    /// subpath is treated as closed, as filling would.
    ///
    /// ```swift
    /// let border = Path(roundedRect: bounds, cornerRadius: 10)
    /// let gloss = border.inset(by: 1)  // radius 9, one point in on every side
    /// ```
    public func inset(by amount: CGFloat) -> Path {
        var result = Path()
        result.fillRule = fillRule
        var freeForm = Path()
        func flushFreeForm() {
            for polygon in freeForm.polygons() {
                let moved = Self.offset(polygon, by: amount)
                guard let first = moved.first else { continue }
                result.move(to: first)
                for point in moved.dropFirst() { result.addLine(to: point) }
                result.closeSubpath()
            }
            freeForm = Path()
        }
        for element in elements {
            switch element {
            case let .rect(r):
                flushFreeForm()
                let inner = r.insetBy(dx: amount, dy: amount)
                if inner.width > 0, inner.height > 0 { result.addRect(inner) }
            case let .roundedRect(r, radii):
                flushFreeForm()
                result.addRoundedRect(r.insetBy(dx: amount, dy: amount), cornerRadii: radii.inset(by: amount))
            case let .ellipse(r):
                flushFreeForm()
                let inner = r.insetBy(dx: amount, dy: amount)
                if inner.width > 0, inner.height > 0 { result.addEllipse(in: inner) }
            default:
                freeForm.append(element)
            }
        }
        flushFreeForm()
        return result
    }

    /// Each subpath as a polygon, curves flattened to within `tolerance`.
    func polygons(tolerance: CGFloat = 0.05) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            var cleaned: [CGPoint] = []
            for p in current where cleaned.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true {
                cleaned.append(p)
            }
            if let first = cleaned.first, let last = cleaned.last, cleaned.count > 1,
               hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
                cleaned.removeLast()
            }
            if cleaned.count >= 3 { polygons.append(cleaned) }
            current = []
        }
        for segment in segments {
            switch segment {
            case let .move(p):
                finish()
                current = [p]
            case let .line(p):
                current.append(p)
            case let .cubic(c1, c2, p):
                let p0 = current.last ?? c1
                // The control polygon's length bounds the curve's; its deviation from
                // the chord bounds the flattening error.
                let hull = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y)
                    + hypot(p.x - c2.x, p.y - c2.y)
                let steps = max(1, min(256, Int((hull / tolerance).squareRoot().rounded(.up))))
                for i in 1...steps {
                    current.append(Self.cubicPoint(p0, c1, c2, p, CGFloat(i) / CGFloat(steps)))
                }
            case .close:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }

    static func offset(_ polygon: [CGPoint], by amount: CGFloat) -> [CGPoint] {
        let n = polygon.count
        var area: CGFloat = 0
        for i in 0..<n {
            let a = polygon[i], b = polygon[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        // With y pointing down, a positive shoelace area runs clockwise on screen and
        // its interior lies to the left of each edge's direction in (x, y) terms.
        let side: CGFloat = area >= 0 ? 1 : -1
        func normal(_ i: Int) -> CGPoint {
            let a = polygon[i], b = polygon[(i + 1) % n]
            let l = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: -(b.y - a.y) / l * side, y: (b.x - a.x) / l * side)
        }
        var out: [CGPoint] = []
        for i in 0..<n {
            let nPrev = normal((i + n - 1) % n), nNext = normal(i)
            let bisector = CGPoint(x: nPrev.x + nNext.x, y: nPrev.y + nNext.y)
            let bl = hypot(bisector.x, bisector.y)
            let p = polygon[i]
            // cos of half the turn between the two edges; zero for a full reversal.
            let cosHalf = bl > 1e-9 ? (bisector.x * nNext.x + bisector.y * nNext.y) / bl : 0
            guard cosHalf > 1e-9 else {
                out.append(CGPoint(x: p.x + nNext.x * amount, y: p.y + nNext.y * amount))
                continue
            }
            let length = min(abs(amount) / cosHalf, 4 * abs(amount))
            let sign: CGFloat = amount >= 0 ? 1 : -1
            out.append(CGPoint(x: p.x + bisector.x / bl * length * sign, y: p.y + bisector.y / bl * length * sign))
        }
        return out
    }
}
