import Foundation
import Glaze

/// A layer that draws a path: filled, then stroked, over its background, with
/// every property animatable — `strokeEnd` from 0 to 1 draws the path on.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
/// ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 8, dy: 8)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 8
/// ring.strokeEnd = 0.7
/// ```
open class CAShapeLayer: CALayer {
    /// The path drawn, in the layer's coordinates.
    open var path: CGPath? {
        didSet { if path != oldValue { didChange("path", from: oldValue) } }
    }
    /// The colour the path is filled with: opaque black by default; `nil` for no fill.
    open var fillColor: CGColor? = .black {
        didSet { if fillColor != oldValue { didChange("fillColor", from: oldValue) } }
    }
    /// How the path's inside is decided when it is filled.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The colour the path is stroked with: `nil`, no stroke, by default.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { didChange("strokeColor", from: oldValue) } }
    }
    /// Where the stroke starts, as a fraction of the path's length: 0 by default.
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { didChange("strokeStart", from: oldValue) } }
    }
    /// Where the stroke ends, as a fraction of the path's length: 1 by default.
    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd != oldValue { didChange("strokeEnd", from: oldValue) } }
    }
    /// The stroke's width: 1 by default.
    open var lineWidth: CGFloat = 1 {
        didSet { if lineWidth != oldValue { didChange("lineWidth", from: oldValue) } }
    }
    /// The miter limit of the stroke's joins: 10 by default.
    open var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != oldValue { didChange("miterLimit", from: oldValue) } }
    }
    /// The shape of the stroke's ends.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The shape of the stroke's corners.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { didChange("lineDashPhase", from: oldValue) } }
    }
    /// The dash pattern, painted and unpainted lengths in turn; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`, its shape properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    /// A shape layer from an archive (there are none on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "path": path
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        case "miterLimit": miterLimit
        case "lineDashPhase": lineDashPhase
        case "lineDashPattern": lineDashPattern
        case "fillRule": fillRule
        case "lineCap": lineCap
        case "lineJoin": lineJoin
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "path": path = AnimatableValue.path(value)
        case "fillColor": fillColor = AnimatableValue.color(value)
        case "strokeColor": strokeColor = AnimatableValue.color(value)
        case "strokeStart": if let v = AnimatableValue.number(value) { strokeStart = v }
        case "strokeEnd": if let v = AnimatableValue.number(value) { strokeEnd = v }
        case "lineWidth": if let v = AnimatableValue.number(value) { lineWidth = v }
        case "miterLimit": if let v = AnimatableValue.number(value) { miterLimit = v }
        case "lineDashPhase": if let v = AnimatableValue.number(value) { lineDashPhase = v }
        case "lineDashPattern": lineDashPattern = value as? [NSNumber]
        case "fillRule": if let v = value as? CAShapeLayerFillRule { fillRule = v }
        case "lineCap": if let v = value as? CAShapeLayerLineCap { lineCap = v }
        case "lineJoin": if let v = value as? CAShapeLayerLineJoin { lineJoin = v }
        default: super.setValue(value, forKey: key)
        }
    }

    /// Fills the whole path, then strokes the part from ``strokeStart`` to
    /// ``strokeEnd`` (which the dash pattern, if any, starts along).
    override func drawOwnContent(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth >= 0 else { return }
        let stroked = PathTrim.trim(path.path, from: strokeStart, to: strokeEnd)
        guard !stroked.isEmpty else { return }
        ctx.addPath(CGPath(path: stroked))
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        if let lineDashPattern, !lineDashPattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
    }
}

/// How a shape layer decides the inside of its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the rule.
    public let rawValue: String
    /// Creates a rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the cap.
    public let rawValue: String
    /// Creates a cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the path's ends (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half-circle ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends half the width past the path's ends.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

/// The corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the join.
    public let rawValue: String
    /// Creates a join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
