import Foundation
import Glaze

/// An immutable path in Core Graphics' terms; ``CGMutablePath`` builds one.
///
/// Arcs follow Core Graphics: `clockwise` means clockwise in a y-up space, that
/// is with decreasing angles, the opposite of `UIBezierPath`'s.
///
/// ```swift
/// let path = CGMutablePath()
/// path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 80, height: 30), cornerWidth: 6, cornerHeight: 6)
/// context.addPath(path)
/// context.fillPath()
/// ```
public class CGPath: Hashable {
    /// The outline as Glaze draws it.
    var path: Path

    init(path: Path) {
        self.path = path
    }

    /// A path holding one rectangle, mapped through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect: rect).mapped(by: transform?.pointee))
    }

    /// A path holding the ellipse inscribed in `rect`, mapped through `transform` when given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).mapped(by: transform?.pointee))
    }

    /// A path holding a rounded rectangle, mapped through `transform` when given.
    ///
    /// Glaze's corners are circular: the smaller of the two radii is used.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)).mapped(by: transform?.pointee))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The point the next element would start from; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, curve control
    /// points included (`.null` when empty).
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in path.applying(AffineTransform.identity).elements {
            switch element {
            case let .move(p), let .line(p): box = box.union(CGRect(origin: p, size: .zero))
            case let .curve(p, c1, c2):
                for q in [p, c1, c2] { box = box.union(CGRect(origin: q, size: .zero)) }
            default: break
            }
        }
        return box
    }

    /// The tight bounding box of the outline (`.null` when empty).
    public var boundingBoxOfPath: CGRect { path.bounds }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy mapped through `transform` when given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.mapped(by: transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Paths are equal when they hold the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A path built element by element, each mapped through an optional transform.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(path: Path())
    }

    override init(path: Path) {
        super.init(path: path)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds connected lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    /// Adds a closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(Path(rect: rect), transform: transform)
    }

    /// Adds closed rectangles as new subpaths.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a new subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rounded rectangle as a new subpath; Glaze's corners are circular,
    /// with the smaller of the two radii.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(Path(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)), transform: transform)
    }

    /// Adds an arc around `center`; `clockwise` in a y-up space (decreasing angles).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        extend(transform) { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
    }

    /// Adds an arc around `center` from `startAngle` turning by `delta` radians
    /// (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End`
    /// and from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        extend(transform) { path in
            path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        }
    }

    /// Appends `path`'s subpaths.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        path.closeSubpath()
    }

    private func append(_ other: Path, transform: CGAffineTransform) {
        path.addPath(transform.isIdentity ? other : other.applyingKeepingShapes(transform.glaze))
    }

    /// Adds what `build` adds to a path that continues from the current point,
    /// mapped through `transform`.
    private func extend(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        path.extend(transform: transform, build)
    }
}

extension Path {
    /// The path mapped through `transform`, or unchanged for `nil`.
    func mapped(by transform: CGAffineTransform?) -> Path {
        guard let transform, !transform.isIdentity else { return self }
        return applyingKeepingShapes(transform.glaze)
    }

    /// Adds what `build` adds, in a space that `transform` maps into this path's:
    /// `build` sees the current point in its own space, so arcs and tangents
    /// connect as they would without a transform.
    mutating func extend(transform: CGAffineTransform, _ build: (inout Path) -> Void) {
        guard !transform.isIdentity else { return build(&self) }
        var piece = Path()
        let start = currentPoint.map { $0.applying(transform.inverted()) }
        if let start { piece.move(to: start) }
        build(&piece)
        // Shapes alone (a rounded rect added to the path) stay shapes when the
        // transform keeps them axis-aligned; the move standing for the current
        // point does not count, since they start subpaths of their own.
        var shapes = Path()
        for element in piece.elements.dropFirst(start == nil ? 0 : 1) { shapes.append(element) }
        if shapes.elements.allSatisfy(\.isShape) {
            return addPath(shapes.applyingKeepingShapes(transform.glaze))
        }
        let mapped = piece.applying(transform.glaze)
        for (index, element) in mapped.elements.enumerated() {
            // The move that stood for the current point is already in this path.
            if index == 0, start != nil, case .move = element { continue }
            append(element)
        }
    }
}
