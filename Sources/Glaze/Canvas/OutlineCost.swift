import Foundation

/// What one outline will ask of Cairo, measured in one pass over the path
/// before Cairo sees it: the line segments it will be cut into, the corners
/// and ends its stroke joins and caps, and how far the stroke must reach
/// before it covers all it can of a region (see ``Canvas/boundedStroke(_:_:)``).
///
/// Cairo flattens a curve into line segments until each is within 0.1 device
/// pixels of it: about `√(deviation / 0.1)` of them for a curve whose control
/// points stray `deviation` pixels from its chord.
struct OutlineCost {
    /// Cairo's flattening tolerance, in device pixels (its default, which Glaze keeps).
    static let tolerance = 0.1

    /// Lines, and the segments curves are flattened into.
    var segments = 0.0
    /// Curves, and the turning of their control polygons (radians), which
    /// bounds the curves' own: Cairo strokes a curve's flattened pieces with
    /// fans of its pen between them.
    var curves = 0.0
    var curveTurning = 0.0
    /// Corners where two pieces of a subpath meet, and the angles they turn
    /// through (radians), summed: what round joins cost.
    var corners = 0.0
    var cornerTurning = 0.0
    /// Open ends of drawn subpaths, two each: where caps go.
    var ends = 0.0
    /// An upper bound of the length, in user units (curves by their control polygons).
    var length = 0.0
    /// Over the points a stroke is drawn around (the ends of pieces, curves'
    /// control points), the least and the greatest of `reach`: a stroke whose
    /// half width is the greatest covers all its pieces can of the region
    /// `reach` measures (the nearest, when joins and caps are round and the
    /// stroke is solid, since it then holds a disc around every point). A
    /// bevel, or a miter that may become one, turning by φ needs `reach / cos(φ/2)`.
    var nearestReach = Double.infinity
    var farthestReach = 0.0

    /// The angle between two non-zero directions, 0...π.
    static func angle(_ a: CGPoint, _ b: CGPoint) -> Double {
        atan2(abs(a.x * b.y - a.y * b.x), a.x * b.x + a.y * b.y)
    }

    /// The vertices of the polygon Cairo draws a circle of `radius` device
    /// pixels with (its pen): enough that each side strays at most the
    /// tolerance from the circle, at least four and even.
    static func penVertices(radius: Double) -> Double {
        guard tolerance < 4 * radius else { return 1 }
        guard tolerance < radius else { return 4 }
        let step = acos(1 - tolerance / radius)
        guard step > 0 else { return 4 }
        let count = (2 * .pi / step).rounded(.up)
        return max(4, count + count.truncatingRemainder(dividingBy: 2))
    }
}

extension OutlineCost {
    /// Measures `path`, whose user units are `scale` device pixels at most.
    /// `reach` gives, for a point of the path in user space, the farthest a
    /// point of the region can be from it, in user units; `sharpJoins` says
    /// whether corners are bevelled or mitred rather than round.
    init(_ path: Path, scale: Double, sharpJoins: Bool = false, reach: ((CGPoint) -> Double)? = nil) {
        // One value walks the path, so that the pass runs on every fill and
        // stroke without closures capturing its counters (each access to a
        // captured variable was checked for exclusivity at run time).
        var walk = OutlineWalk(scale: scale, sharpJoins: sharpJoins, reach: reach)
        path.forEachSegment { walk.take($0) }
        walk.endSubpath(closed: false)
        self = walk.cost
    }
}

/// The state of one pass of ``OutlineCost`` over a path.
private struct OutlineWalk {
    var cost = OutlineCost()
    let scale: Double
    let sharpJoins: Bool
    let reach: ((CGPoint) -> Double)?
    var start = CGPoint.zero, current = CGPoint.zero
    /// The direction the subpath left its start in, and arrived at the current point in.
    var first: CGPoint?, last: CGPoint?
    var drawn = false

    init(scale: Double, sharpJoins: Bool, reach: ((CGPoint) -> Double)?) {
        self.scale = scale
        self.sharpJoins = sharpJoins
        self.reach = reach
    }

    mutating func take(_ segment: PathSegment) {
        switch segment {
        case let .move(point):
            endSubpath(closed: false)
            start = point
            current = point
        case let .line(point):
            let d = point - current
            cost.segments += 1
            cost.length += d.length
            piece(to: point, leaving: d.nonZero, arriving: d.nonZero)
        case let .cubic(c1, c2, point):
            let p0 = current
            let deviation = 0.75 * max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + point).length) * scale
            cost.segments += (max(deviation, 0) / OutlineCost.tolerance).squareRoot().rounded(.up) + 1
            cost.curves += 1
            var polygon = ControlPolygon()
            polygon.add(c1 - p0)
            polygon.add(c2 - c1)
            polygon.add(point - c2)
            cost.length += polygon.length
            cost.curveTurning += polygon.turning
            consider(c1)
            consider(c2)
            piece(to: point, leaving: polygon.first, arriving: polygon.last)
        case .close:
            if current != start {
                let d = start - current
                cost.segments += 1
                cost.length += d.length
                piece(to: start, leaving: d.nonZero, arriving: d.nonZero)
            }
            if drawn, let last, let first { corner(at: start, from: last, to: first) }
            endSubpath(closed: drawn)
            current = start
        }
    }

    mutating func endSubpath(closed: Bool) {
        if drawn && !closed { cost.ends += 2 }
        first = nil
        last = nil
        drawn = false
    }

    private mutating func consider(_ point: CGPoint, by factor: Double = 1) {
        guard let reach else { return }
        let distance = reach(point)
        cost.nearestReach = min(cost.nearestReach, distance)
        cost.farthestReach = max(cost.farthestReach, factor.isFinite ? distance * factor : .infinity)
    }

    private mutating func corner(at point: CGPoint, from incoming: CGPoint, to outgoing: CGPoint) {
        let turn = OutlineCost.angle(incoming, outgoing)
        cost.corners += 1
        cost.cornerTurning += turn
        if sharpJoins {
            let half = cos(turn / 2)
            consider(point, by: half > 1e-9 ? 1 / half : .infinity)
        }
    }

    /// A piece leaving the current point in `leaving` and arriving at `end` in `arriving`.
    private mutating func piece(to end: CGPoint, leaving: CGPoint?, arriving: CGPoint?) {
        drawn = true
        consider(current)
        consider(end)
        if let leaving {
            if let last { corner(at: current, from: last, to: leaving) } else { first = leaving }
        }
        if let arriving { last = arriving }
        current = end
    }
}

/// A curve's control polygon, leg by leg: legs of no length are skipped,
/// and adding one would change neither sum (x + 0 is x exactly).
private struct ControlPolygon {
    var length = 0.0
    /// The angles between consecutive legs, summed.
    var turning = 0.0
    /// The directions of the first and the last leg.
    var first: CGPoint?, last: CGPoint?

    mutating func add(_ leg: CGPoint) {
        guard let leg = leg.nonZero else { return }
        length += leg.length
        if let last { turning += OutlineCost.angle(last, leg) } else { first = leg }
        last = leg
    }
}

extension CGPoint {
    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    fileprivate static func * (lhs: CGPoint, rhs: Double) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    fileprivate var length: Double { hypot(x, y) }
    /// The point as a direction, or `nil` for the zero vector (a piece of no length).
    fileprivate var nonZero: CGPoint? { x == 0 && y == 0 ? nil : self }
}
