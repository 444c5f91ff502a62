import Foundation

/// A resolution-independent outline: subpaths of lines, curves, arcs and shapes.
///
/// `Path` is a value: build it, copy it, compare it, hash it, send it across tasks.
/// Coordinates are in points with y pointing down, as in UIKit and Cairo.
///
/// ```swift
/// var arrow = Path()
/// arrow.move(to: CGPoint(x: 0, y: 15))
/// arrow.addLine(to: CGPoint(x: 14, y: 0))
/// arrow.addLine(to: CGPoint(x: 14, y: 30))
/// arrow.closeSubpath()
///
/// let button = Path(roundedRect: CGRect(x: 0, y: 0, width: 310, height: 54), cornerRadius: 10)
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path, as it was added.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc; a line joins the current point to the arc's start.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
        /// A closed rectangle, as its own subpath.
        case rect(CGRect)
        /// A closed rounded rectangle, as its own subpath (radii already fitted to the rect).
        case roundedRect(CGRect, CornerRadii)
        /// A closed ellipse inscribed in a rectangle, as its own subpath.
        case ellipse(in: CGRect)
    }

    /// The elements, in the order they were added.
    public private(set) var elements: [Element] = []

    /// The rule that decides the interior when the path is filled or clipped to.
    public var fillRule: FillRule = .winding

    /// The point the next element starts from, or `nil` when there is none yet.
    public private(set) var currentPoint: CGPoint?

    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a straight line from the current point (or starts there if there is none).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
        currentPoint = end
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }

    /// Adds a circular arc around `center`.
    ///
    /// Angles are in radians from the positive x axis. Because y points down,
    /// `clockwise: true` runs clockwise on screen with growing angles — the meaning
    /// `UIBezierPath(arcCenter:…)` gives it. A line joins the current point, if any,
    /// to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                                endAngle: CGFloat, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { subpathStart = start }
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle,
                             endAngle: endAngle, clockwise: clockwise))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, with a
    /// straight line up to the first tangent point (Core Graphics' arc-to-point).
    ///
    /// When the three points are collinear or the radius is zero, it adds a line to
    /// `tangent1End`, as Core Graphics does.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { return addLine(to: p1) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        let end = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1)
        // The turn from p0→p1 to p1→p2 is clockwise on screen when the cross product is negative.
        addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: cross < 0)
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Adds a closed rectangle as a new subpath (clockwise on screen from its top-left corner).
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        elements.append(.rect(r))
        currentPoint = r.origin
        subpathStart = r.origin
    }

    /// Adds a closed rounded rectangle with the same radius on every corner.
    ///
    /// The radius is clamped to half the shorter side; a rect with no area adds nothing.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// Adds a closed rounded rectangle with its own radius on each corner.
    ///
    /// Negative radii count as zero; radii that would overlap are scaled down together
    /// (the CSS rule). A rect with no area adds nothing.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadii: CornerRadii) {
        let r = rect.standardized
        let finite = r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
            && cornerRadii.all.allSatisfy(\.isFinite)
        // Keep non-finite input as given so that drawing reports it instead of dropping it.
        guard finite else { return elements.append(.roundedRect(rect, cornerRadii)) }
        guard r.width > 0, r.height > 0 else { return }
        let radii = cornerRadii.inset(by: 0).fitted(to: r.size)
        elements.append(.roundedRect(r, radii))
        let start = CGPoint(x: r.minX + radii.topLeft, y: r.minY)
        currentPoint = start
        subpathStart = start
    }

    /// Adds a closed ellipse inscribed in `rect` as a new subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        elements.append(.ellipse(in: r))
        let start = CGPoint(x: r.maxX, y: r.midY)
        currentPoint = start
        subpathStart = start
    }

    /// Appends every element of `other`, whose first element starts a new subpath.
    public mutating func addPath(_ other: Path) {
        for element in other.elements {
            append(element)
        }
    }

    /// Appends one element as the builder call of the same name would, keeping
    /// the current point right (for code that copies paths element by element).
    public mutating func append(_ element: Element) {
        switch element {
        case let .move(p): move(to: p)
        case let .line(p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case let .arc(c, r, a0, a1, cw): addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: cw)
        case .closeSubpath: closeSubpath()
        case let .rect(r): addRect(r)
        case let .roundedRect(r, radii): addRoundedRect(r, cornerRadii: radii)
        case let .ellipse(r): addEllipse(in: r)
        }
    }
}

extension Path {
    /// A path holding one rectangle.
    public init(rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path holding one rounded rectangle with a uniform corner radius.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// A path holding one rounded rectangle with per-corner radii.
    public init(roundedRect rect: CGRect, cornerRadii: CornerRadii) {
        self.init()
        addRoundedRect(rect, cornerRadii: cornerRadii)
    }

    /// A path holding one ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }
}
