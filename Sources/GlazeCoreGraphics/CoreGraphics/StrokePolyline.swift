import Foundation
import Glaze

/// One subpath flattened to straight pieces: what the dasher and the stroker walk.
struct StrokePolyline {
    /// The vertices; no two consecutive ones are equal.
    var points: [CGPoint]
    /// For each vertex, whether it lies inside a curve, where the pieces meet
    /// smoothly (joined round), rather than at a corner the path drew
    /// (joined with the line join).
    var smooth: [Bool]
    /// For each vertex, the unit direction the path arrives in, when it lies
    /// on a curve (the curve's true tangent); `nil` takes the piece's chord.
    var arriving: [CGPoint?]
    /// For each vertex, the unit direction the path leaves in, when it lies
    /// on a curve; `nil` takes the piece's chord.
    var leaving: [CGPoint?]
    /// Whether the subpath ends with a line back to its start and takes a join
    /// there instead of two caps.
    var closed: Bool
    /// For a subpath of no length, the way its square cap faces (a dash of
    /// zero length faces along its path; a degenerate subpath along x).
    var facing = CGPoint(x: 1, y: 0)

    init(start: CGPoint, leaving direction: CGPoint? = nil) {
        points = [start]
        smooth = [false]
        arriving = [nil]
        leaving = [direction]
        closed = false
    }

    /// Adds a vertex unless it repeats the last one.
    mutating func append(_ point: CGPoint, smooth isSmooth: Bool, arriving inDirection: CGPoint? = nil,
                         leaving outDirection: CGPoint? = nil) {
        guard point != points[points.count - 1] else { return }
        points.append(point)
        smooth.append(isSmooth)
        arriving.append(inDirection)
        leaving.append(outDirection)
    }

    /// Drops the last vertex.
    mutating func removeLast() {
        points.removeLast()
        smooth.removeLast()
        arriving.removeLast()
        leaving.removeLast()
    }
}

/// Turns a path into polylines, curves flattened to within a tolerance, with a
/// bound on how many pieces any input can produce.
enum PathFlattener {
    /// The most straight pieces one call may produce: beyond it the input is
    /// refused rather than flattened (its outline would take some 70 MB).
    static let maximumPieces = 100_000

    /// Why flattening gave up.
    enum Failure: Error {
        case nonFinite
        case tooManyPieces
    }

    /// The subpaths of `path` as polylines, each curve cut into pieces that
    /// stray at most `tolerance` from it. Subpaths that draw nothing (a lone
    /// move) are left out; a subpath that drew only zero-length pieces is kept
    /// as a single point.
    static func polylines(of path: Path, tolerance: CGFloat) -> Result<[StrokePolyline], Failure> {
        guard tolerance.isFinite, tolerance > 0 else { return .failure(.nonFinite) }
        var lines: [StrokePolyline] = []
        var current: StrokePolyline?
        var drew = false
        var start = CGPoint.zero
        var pieces = 0

        func finish() {
            if let line = current, drew { lines.append(line) }
            current = nil
            drew = false
        }
        func begin(at point: CGPoint) {
            finish()
            current = StrokePolyline(start: point)
            start = point
        }
        func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

        for element in path.applying(AffineTransform.identity).elements {
            switch element {
            case let .move(p):
                guard isFinite(p) else { return .failure(.nonFinite) }
                begin(at: p)
            case let .line(p):
                guard isFinite(p) else { return .failure(.nonFinite) }
                if current == nil { begin(at: start) }
                pieces += 1
                guard pieces <= maximumPieces else { return .failure(.tooManyPieces) }
                current?.append(p, smooth: false)
                drew = true
            case let .curve(p, c1, c2):
                guard isFinite(p), isFinite(c1), isFinite(c2) else { return .failure(.nonFinite) }
                if current == nil { begin(at: start) }
                guard let p0 = current?.points.last else { break }
                // Uniform steps: a cubic's distance from its chords is at most
                // 1/8 · max|B''| · step², and |B''| ≤ 6 · the largest second difference.
                let second = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                                 hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let wanted = (0.75 * second / tolerance).squareRoot().rounded(.up)
                guard wanted.isFinite, wanted < Double(maximumPieces - pieces) else {
                    return .failure(.tooManyPieces)
                }
                let steps = max(1, Int(wanted))
                pieces += steps
                // Each vertex on the curve faces along the curve's true
                // tangent there, so that the pieces meet edge to edge and caps
                // and corners sit square to the curve, not to a chord.
                let last = (current?.points.count ?? 1) - 1
                current?.leaving[last] = cubicTangent(p0, c1, c2, p, 0)
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let tangent = cubicTangent(p0, c1, c2, p, t)
                    if step == steps {
                        current?.append(p, smooth: false, arriving: tangent)
                    } else {
                        current?.append(cubicPoint(p0, c1, c2, p, t), smooth: true, arriving: tangent, leaving: tangent)
                    }
                }
                drew = true
            case .closeSubpath:
                guard current != nil else { break }
                current?.closed = true
                drew = true
                finish()
            default:
                // `applying` leaves only moves, lines, curves and closes.
                break
            }
        }
        finish()
        // A closed polyline that came back to its start by itself ends one vertex early.
        for index in lines.indices where lines[index].closed && lines[index].points.count > 1
            && lines[index].points.last == lines[index].points.first {
            let arriving = lines[index].arriving[lines[index].points.count - 1]
            lines[index].removeLast()
            lines[index].arriving[0] = arriving
        }
        return .success(lines)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The unit tangent of a cubic at `t`, or `nil` where it has none (a cusp,
    /// or control points on the end point with nothing beyond).
    static func cubicTangent(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint? {
        let u = 1 - t
        var dx = 3 * (u * u * (p1.x - p0.x) + 2 * u * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
        var dy = 3 * (u * u * (p1.y - p0.y) + 2 * u * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
        if hypot(dx, dy) < 1e-9 * max(1, hypot(p3.x - p0.x, p3.y - p0.y)) {
            // At an end whose control point sits on it, the curve leaves towards the other control point.
            if t == 0 { (dx, dy) = (p2.x - p0.x, p2.y - p0.y) } else if t == 1 { (dx, dy) = (p3.x - p1.x, p3.y - p1.y) }
        }
        let length = hypot(dx, dy)
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: dx / length, y: dy / length)
    }

    /// A flattening tolerance in a path's own space such that, once mapped
    /// through `transform`, curves stray at most `deviceTolerance` from their
    /// true shape.
    static func tolerance(_ deviceTolerance: CGFloat, under transform: CGAffineTransform) -> CGFloat {
        let stretch = max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
        guard stretch.isFinite, stretch > 0 else { return deviceTolerance }
        return deviceTolerance / stretch
    }
}

extension Array where Element == StrokePolyline {
    /// The polylines as a path of straight lines; a subpath of no length
    /// becomes a move and a line to the same point.
    var path: Path {
        var path = Path()
        for line in self {
            path.move(to: line.points[0])
            if line.points.count == 1 {
                path.addLine(to: line.points[0])
            } else {
                for point in line.points.dropFirst() { path.addLine(to: point) }
            }
            if line.closed { path.closeSubpath() }
        }
        return path
    }
}
