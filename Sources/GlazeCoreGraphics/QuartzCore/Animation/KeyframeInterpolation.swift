import Foundation
import Glaze

/// A Catmull–Rom spline through keyframe values, for the cubic modes: numbers
/// and points curve smoothly; other values fall back to straight lines.
enum CatmullRom {
    static func value(_ frames: [AnimatableValue], span: Int, _ f: Double) -> AnimatableValue {
        let p0 = frames[max(span - 1, 0)], p1 = frames[span], p2 = frames[span + 1]
        let p3 = frames[min(span + 2, frames.count - 1)]
        func curve(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let f2 = f * f, f3 = f2 * f
            return 0.5 * (2 * b + (c - a) * f + (2 * a - 5 * b + 4 * c - d) * f2 + (3 * b - a - 3 * c + d) * f3)
        }
        switch (p0, p1, p2, p3) {
        case let (.number(a, kind), .number(b, _), .number(c, _), .number(d, _)):
            return .number(curve(a, b, c, d), kind)
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: curve(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                                  y: curve(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default:
            return AnimatableValue.interpolate(p1, p2, f)
        }
    }
}

/// A keyframe animation's path, flattened: a point at any fraction of it,
/// either by arc length (paced) or with equal time for each of the path's
/// segments, moving by arc length within each.
struct KeyframePath {
    /// The flattened pieces of each of the path's segments, with their lengths.
    private let segments: [[(from: CGPoint, to: CGPoint, length: Double)]]
    private let total: Double

    init?(_ path: CGPath) {
        var segments: [[(from: CGPoint, to: CGPoint, length: Double)]] = []
        var current: CGPoint?, start: CGPoint?
        // Applying a transform reduces every element to moves, lines, cubic curves and closes.
        let elements = path.path.applying(AffineTransform.identity).elements
        // The same bound as the flattener's, so no path makes millions of chords.
        guard elements.count <= PathFlattener.maximumPieces / 64 else { return nil }
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                start = p
            case let .line(p):
                if let from = current { segments.append([(from, p, Double(hypot(p.x - from.x, p.y - from.y)))]) }
                current = p
            case let .curve(p, c1, c2):
                if let from = current {
                    // Sixty-four chords hold a quarter circle to within a
                    // thousandth of its radius: fine for a moving point.
                    var pieces: [(CGPoint, CGPoint, Double)] = []
                    var previous = from
                    for step in 1...64 {
                        let point = PathFlattener.cubicPoint(from, c1, c2, p, CGFloat(step) / 64)
                        pieces.append((previous, point, Double(hypot(point.x - previous.x, point.y - previous.y))))
                        previous = point
                    }
                    segments.append(pieces)
                }
                current = p
            case .closeSubpath:
                if let from = current, let to = start, from != to {
                    segments.append([(from, to, Double(hypot(to.x - from.x, to.y - from.y)))])
                }
                current = start
            default:
                break
            }
        }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        total = segments.joined().reduce(0) { $0 + $1.length }
    }

    /// The point a fraction `p` (0…1) along the path.
    func point(at p: Double, paced: Bool) -> CGPoint {
        let p = min(max(p.isNaN ? 0 : p, 0), 1)
        if paced {
            return point(along: Array(segments.joined()), distance: p * total)
        }
        let position = p * Double(segments.count)
        let index = min(Int(position), segments.count - 1)
        let pieces = segments[index]
        let length = pieces.reduce(0) { $0 + $1.length }
        return point(along: pieces, distance: (position - Double(index)) * length)
    }

    private func point(along pieces: [(from: CGPoint, to: CGPoint, length: Double)], distance: Double) -> CGPoint {
        var left = distance
        for piece in pieces {
            if left <= piece.length, piece.length > 0 {
                let f = CGFloat(left / piece.length)
                return CGPoint(x: piece.from.x + (piece.to.x - piece.from.x) * f,
                               y: piece.from.y + (piece.to.y - piece.from.y) * f)
            }
            left -= piece.length
        }
        return pieces.last?.to ?? .zero
    }
}
