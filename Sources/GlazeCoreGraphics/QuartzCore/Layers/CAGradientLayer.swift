import Foundation
import Glaze

/// A layer that fills its bounds with a gradient over its background: axial
/// (along the line from ``startPoint`` to ``endPoint``), radial or conic.
/// The points are in unit coordinates of the bounds: (0, 0) the top-left
/// corner, (1, 1) the bottom-right.
///
/// ```swift
/// let sky = CAGradientLayer()
/// sky.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
/// sky.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor]
/// sky.locations = [0, 0.8]
/// ```
///
/// - Axial: the end colours continue beyond the two points.
/// - Radial: an ellipse centred on ``startPoint`` that reaches ``endPoint``'s
///   x and y: radii of |end.x − start.x| × width and |end.y − start.y| × height;
///   the last colour continues outside it.
/// - Conic: around ``startPoint``, from the direction of ``endPoint``,
///   clockwise on screen through a full turn.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), from the start to the end.
    open var colors: [Any]? {
        didSet { didChange("colors", from: oldValue) }
    }
    /// Where each colour sits, from 0 to 1; `nil` (or a count other than the
    /// colours') spreads them evenly.
    open var locations: [NSNumber]? {
        didSet { didChange("locations", from: oldValue) }
    }
    /// Where the gradient starts, in unit coordinates: (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { didChange("startPoint", from: oldValue) } }
    }
    /// Where the gradient ends, in unit coordinates: (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { didChange("endPoint", from: oldValue) } }
    }
    /// The gradient's geometry: axial by default.
    open var type: CAGradientLayerType = .axial

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`, its gradient included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// A gradient layer from an archive (there are none on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "colors": colors
        case "locations": locations
        case "startPoint": startPoint
        case "endPoint": endPoint
        case "type": type
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations": locations = (value as? [Any])?.compactMap { AnimatableValue.number($0).map { NSNumber(value: Double($0)) } }
        case "startPoint": if let v = AnimatableValue.point(value) { startPoint = v }
        case "endPoint": if let v = AnimatableValue.point(value) { endPoint = v }
        case "type": if let v = value as? CAGradientLayerType { type = v }
        default: super.setValue(value, forKey: key)
        }
    }

    /// The colours and their locations as Glaze stops, or `nil` with no colours.
    private var stops: [Gradient.Stop]? {
        let cgColors = (colors ?? []).compactMap(AnimatableValue.color)
        guard !cgColors.isEmpty else { return nil }
        var places = cgColors.indices.map { cgColors.count > 1 ? Double($0) / Double(cgColors.count - 1) : 0 }
        if let locations, locations.count == cgColors.count { places = locations.map(\.doubleValue) }
        return zip(cgColors, places).map { Gradient.Stop(location: min(max($1, 0), 1), color: $0.glazeColor) }
    }

    override func drawOwnContent(in ctx: CGContext) {
        guard let stops else { return }
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        clipToBounds(in: ctx)
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0, let gradient = cgGradient(stops) else { return }
            // The ellipse is a circle of radius rx stretched vertically by ry / rx.
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: 1, y: ry / rx)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: rx,
                                   options: .drawsAfterEndLocation)
        case .conic:
            drawConic(Gradient(geometry: .linear(start: start, end: end), stops: stops), around: start,
                      from: atan2(end.y - start.y, end.x - start.x), in: ctx)
        default:
            guard let gradient = cgGradient(stops) else { return }
            ctx.drawLinearGradient(gradient, start: start, end: end,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    private func cgGradient(_ stops: [Gradient.Stop]) -> CGGradient? {
        let colors = stops.map { UIColor($0.color).cgColor } as CFArray
        return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                          locations: stops.map { CGFloat($0.location) })
    }

    /// The wedges of a conic gradient: 720 of them, each starting half a
    /// degree after the last and one colour, so that neighbours differ by at
    /// most a third of a colour level for a ramp through the full range.
    static let conicWedges = 720
    /// How many steps each wedge reaches on under the ones drawn after it:
    /// near the centre a step is narrower than a pixel, and only a wedge that
    /// covers a pixel whole shows its colour there rather than a blend of the
    /// wedges before it.
    static let conicOverlap = 30

    private func drawConic(_ ramp: Gradient, around center: CGPoint, from angle: CGFloat, in ctx: CGContext) {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max().map { $0 + 1 } ?? 1
        let count = Self.conicWedges
        let step = 2 * CGFloat.pi / CGFloat(count)
        ctx.setFillColor(UIColor(ramp.color(at: 0)).cgColor)
        ctx.fill(bounds)
        for index in 0..<count {
            let a0 = angle + CGFloat(index) * step
            let a1 = min(a0 + step * CGFloat(Self.conicOverlap), angle + 2 * .pi)
            let wedge = CGMutablePath()
            wedge.move(to: center)
            wedge.addArc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: false)
            wedge.closeSubpath()
            ctx.addPath(wedge)
            ctx.setFillColor(UIColor(ramp.color(at: (Double(index) + 0.5) / Double(count))).cgColor)
            ctx.fillPath()
        }
    }
}

/// The geometry of a ``CAGradientLayer``'s gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the type.
    public let rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point to an ellipse through the end point's x and y.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the end point's direction.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
