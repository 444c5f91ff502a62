import Foundation
import Glaze

extension CGContext {
    /// The transform from user space to the canvas's own space.
    var userToBase: CGAffineTransform { CGAffineTransform(canvas.transform) }

    /// Adds what `build` adds in user space to the current path, mapped into
    /// the canvas's space by the current transform.
    private func build(_ body: (inout Path) -> Void) {
        currentPath.extend(transform: userToBase, body)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { build { $0.move(to: point) } }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { build { $0.addLine(to: point) } }

    /// Adds connected lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        build { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        build { $0.addQuadCurve(to: end, control: control) }
    }

    /// Adds an arc around `center`; `clockwise` in a y-up space (decreasing
    /// angles), so it looks counter-clockwise in a flipped context.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        build { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise) }
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End`
    /// and from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        build { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Adds a closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect) { build { $0.addRect(rect) } }

    /// Adds closed rectangles as new subpaths.
    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Adds the ellipse inscribed in `rect` as a new subpath.
    public func addEllipse(in rect: CGRect) { build { $0.addEllipse(in: rect) } }

    /// Appends `path`'s subpaths, mapped by the current transform.
    public func addPath(_ path: CGPath) { build { $0.addPath(path.path) } }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Empties the current path.
    public func beginPath() { currentPath = Path() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space; `.zero` without a path.
    public var currentPointOfPath: CGPoint {
        guard let point = currentPath.currentPoint else { return .zero }
        return point.applying(userToBase.inverted())
    }

    /// The tight bounding box of the current path in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        userPath.bounds
    }

    /// The current path, as a path.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(path: userPath)
    }

    /// The current path in user space.
    var userPath: Path {
        let toUser = userToBase.inverted()
        return toUser.isIdentity ? currentPath : currentPath.applyingKeepingShapes(toUser.glaze)
    }

    /// Takes the current path, in user space, leaving the context's empty.
    func consumePath(rule: CGPathFillRule) -> Path {
        var taken = userPath
        taken.fillRule = rule.glaze
        currentPath = Path()
        return taken
    }
}
