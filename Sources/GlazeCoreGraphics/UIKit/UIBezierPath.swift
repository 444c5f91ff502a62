import Foundation
import Glaze

/// Which corners of a rectangle ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its own line style that fills, strokes and clips the current
/// UIKit context, with UIKit's names.
///
/// Arcs follow UIKit: `clockwise` is clockwise on screen in a flipped context
/// (increasing angles), the opposite of `CGContext.addArc`'s.
///
/// ```swift
/// let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 30), cornerRadius: 15)
/// UIColor.blue.setFill()
/// pill.fill()
/// ```
///
/// It is an `NSObject` with `NSCopying`, as UIKit's is, so `path.copy() as!
/// UIBezierPath` gives an independent path with the same elements and line
/// style.
public final class UIBezierPath: NSObject, NSCopying {
    private var storage: Path
    /// The stroke width, in points.
    public var lineWidth: CGFloat = 1
    /// How open ends are stroked.
    public var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit.
    public var miterLimit: CGFloat = 10
    /// Whether the interior is decided by the even-odd rule instead of winding.
    public var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() {
        storage = Path()
        super.init()
    }

    private init(_ path: Path) {
        storage = path
        super.init()
    }

    /// A copy with the same elements, line style, dash and fill rule, which
    /// changes independently of this path.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(storage)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dash = dash
        return copy
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) { self.init(Path(rect: rect)) }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init(Path(ellipseIn: rect)) }

    /// A rounded rectangle with circular corners of `cornerRadius` (clamped to
    /// half the shorter side).
    ///
    /// UIKit draws these corners as continuous curves that ease into the sides;
    /// Glaze's are circular arcs, a fraction of a point inside UIKit's near the
    /// middle of each corner.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// A rounded rectangle with only `corners` rounded, each with the radius
    /// `cornerRadii.width` (UIKit uses the width alone too).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = max(cornerRadii.width, 0)
        func pick(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        self.init(Path(roundedRect: rect, cornerRadii: CornerRadii(topLeft: pick(.topLeft), topRight: pick(.topRight),
                                                                   bottomRight: pick(.bottomRight), bottomLeft: pick(.bottomLeft))))
    }

    /// An arc around `center`; `clockwise` on screen in a flipped context.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) { self.init(cgPath.path) }

    /// The path as an immutable Core Graphics path.
    public var cgPath: CGPath {
        get { CGPath(path: storage) }
        set { storage = newValue.path }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// The tight bounding box (`.null` when empty).
    public var bounds: CGRect { storage.bounds }
    /// The point the next element starts from; `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { storage.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc around `center`; `clockwise` on screen in a flipped context.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func close() { storage.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { storage = Path() }
    /// Appends `path`'s elements.
    public func append(_ path: UIBezierPath) { storage.addPath(path.storage) }
    /// Maps every point through `transform`.
    public func apply(_ transform: CGAffineTransform) { storage = storage.applying(transform.glaze) }

    /// Sets the dash pattern from `count` lengths at `pattern` (painted and
    /// unpainted in turn); `nil` or 0 for solid lines.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? [], phase)
    }

    /// Fills the path with the current fill colour in the current context.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Fills the path in `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and this path's line style.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path in `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Narrows the current context's clip to the path's interior.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Fills `rect` with the current fill colour in the current context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` in `blendMode` in the current context.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside `rect` with the current fill colour,
/// as UIKit's does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
                  CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(r.height - 2, 0)),
                  CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(r.height - 2, 0))])
}

/// Strokes a one-point frame just inside `rect` with the current fill colour
/// in `blendMode`, as UIKit's does: the frame's four sides are one fill, so
/// the mode applies once where they meet.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    UIRectFrame(rect)
    context.restoreGState()
}

/// Narrows the current context's clip to `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
