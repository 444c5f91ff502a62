import Foundation

/// A soft shadow cast by everything drawn while it is set: Core Graphics'
/// `setShadow(offset:blur:color:)` on a ``Canvas``.
///
/// ```swift
/// try canvas.withSavedState { canvas in
///     canvas.shadow = Shadow(offset: CGSize(width: 0, height: 2), blur: 6)
///     try canvas.fill(Path(roundedRect: button, cornerRadius: 8), with: .color(.white))
/// }
/// ```
///
/// The blur is a Gaussian whose standard deviation is half of ``blur`` (the
/// HTML canvas definition), in points. The offset is in the surface's points
/// and ignores the canvas's transform, as in Core Graphics; with Glaze's y axis
/// pointing down, a positive height moves the shadow down.
///
/// A rect or rounded rect filled with one alpha (a colour, or a gradient whose
/// stops share one) under a transform that keeps it axis-aligned casts its
/// shadow from a nine-slice: the blurred corners and one pixel of each edge,
/// made once at the shape's minimum size and kept in a process-wide cache of
/// 16 MiB, then stretched. Such a shadow costs what writing its pixels costs,
/// whatever its blur; it matches the general path within 2 levels. Cards,
/// buttons, `UIBezierPath(roundedRect:)` and `CGPath(roundedRect:…)` all take it.
public struct Shadow: Hashable, Sendable {
    /// How far the shadow sits from what casts it, in points, untransformed.
    public var offset: CGSize
    /// The blur, in points: twice the Gaussian's standard deviation. 0 is a hard shadow.
    public var blur: CGFloat
    /// The shadow's colour; its alpha scales the shadow.
    public var color: Color

    /// The largest blur drawn, in points: a wider one would need an offscreen
    /// image larger than any surface it could fall on.
    public static let maximumBlur: CGFloat = 1000

    /// Creates a shadow; the colour defaults to Core Graphics' black at one third.
    public init(offset: CGSize, blur: CGFloat, color: Color = Color(white: 0, alpha: 1.0 / 3)) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }

    func validated() throws(GlazeError) {
        try Validate.finite(offset.width, "shadow offset width")
        try Validate.finite(offset.height, "shadow offset height")
        guard blur.isFinite, blur >= 0, blur <= Self.maximumBlur else {
            throw GlazeError(.invalidArgument(name: "shadow blur", value: "\(blur)", reason: "must be from 0 to \(Self.maximumBlur) points"))
        }
        try Paint.color(color).validated()
    }
}
