import Foundation
import Glaze

/// A back button: an arrow-shaped stretchable image whose pointed left edge is
/// its 14-point left cap, and a bold white title that truncates at the tail.
/// Its width follows the title, up to 160 points.
///
/// ```swift
/// let back = BackButton(title: "Settings")
/// try back.draw(at: CGPoint(x: 5, y: 7), on: canvas)
/// ```
public struct BackButton: Hashable, Sendable {
    /// The title, usually the previous screen's.
    public var title: String
    /// The title's font.
    public var font: Font
    /// The title's colour.
    public var titleColor: Color
    /// The title's shadow: dark grey one point up, as in the recipe.
    public var titleShadow: TextShadow?
    /// Padding around the title: (0, 6, 0, 3) in the recipe.
    public var titleInsets: EdgeInsets
    /// The widest the button grows.
    public var maximumWidth: CGFloat
    /// The fill at rest: top and bottom of the arrow's gradient.
    public var colors: [Color]
    /// The fill while pressed.
    public var highlightedColors: [Color]
    /// The outline's colour.
    public var borderColor: Color
    /// The button's height.
    public var height: CGFloat
    /// The left cap: the arrow's point, never stretched.
    public var leftCap: CGFloat

    /// Creates a back button with the recipe's title style and a dark default fill.
    public init(title: String, font: Font = .bold(12), titleColor: Color = .white,
                titleShadow: TextShadow? = TextShadow(color: .darkGray, offset: CGSize(width: 0, height: -1)),
                titleInsets: EdgeInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 3), maximumWidth: CGFloat = 160,
                colors: [Color] = [Color(red: 0.42, green: 0.47, blue: 0.55), Color(red: 0.2, green: 0.24, blue: 0.31)],
                highlightedColors: [Color] = [Color(red: 0.25, green: 0.29, blue: 0.36), Color(red: 0.1, green: 0.12, blue: 0.17)],
                borderColor: Color = Color(red: 0.08, green: 0.1, blue: 0.14), height: CGFloat = 30, leftCap: CGFloat = 14) {
        self.title = title
        self.font = font
        self.titleColor = titleColor
        self.titleShadow = titleShadow
        self.titleInsets = titleInsets
        self.maximumWidth = maximumWidth
        self.colors = colors
        self.highlightedColors = highlightedColors
        self.borderColor = borderColor
        self.height = height
        self.leftCap = leftCap
    }

    /// The recipe's width: the title's measured width plus 1.5 × the left cap,
    /// at most ``maximumWidth``.
    public func width() throws -> CGFloat {
        let measured = title.isEmpty ? 0 : try TextLayout(title, font: font).logicalExtents.width
        return min((measured + 1.5 * leftCap).rounded(.up), maximumWidth)
    }

    /// The button's size.
    public func size() throws -> CGSize { CGSize(width: try width(), height: height) }

    /// The arrow background drawn once at its minimum width: the left cap, one
    /// point, and a right cap as wide as the corner radius plus one.
    public func resizableImage(state: ControlState = .normal, scale: CGFloat) throws -> ResizableImage {
        let size = CGSize(width: leftCap + 1 + Self.rightCap, height: height)
        let image = try Image(size: size, scale: scale) { canvas in
            try drawBackground(in: canvas.bounds, state: state, on: canvas)
        }
        return try ResizableImage(image: image, capInsets: EdgeInsets(top: 0, left: leftCap, bottom: 0, right: Self.rightCap))
    }

    /// The arrow background as a resizable image: the name this method had
    /// before every recipe's resizable image was called `resizableImage`.
    @available(*, deprecated, renamed: "resizableImage(state:scale:)")
    public func backgroundImage(state: ControlState = .normal, scale: CGFloat = 2) throws -> ResizableImage {
        try resizableImage(state: state, scale: scale)
    }

    private static let cornerRadius: CGFloat = 5
    private static let rightCap = cornerRadius + 1

    /// Draws the arrow background into `rect` at its full size — the point in
    /// the left cap, the rounded corners at the right, whatever the width — as
    /// vectors; ``resizableImage(state:scale:)`` is this drawn at the minimum width.
    public func drawBackground(in rect: CGRect, state: ControlState, on canvas: Canvas) throws {
        let fill = state == .highlighted ? highlightedColors : colors
        var arrow = Path()
        let top = rect.minY + 0.5, bottom = rect.maxY - 0.5, right = rect.maxX - 0.5, left = rect.minX
        arrow.move(to: CGPoint(x: left + 1, y: rect.midY))
        arrow.addLine(to: CGPoint(x: left + leftCap - 2, y: top))
        arrow.addArc(tangent1End: CGPoint(x: right, y: top), tangent2End: CGPoint(x: right, y: bottom), radius: Self.cornerRadius)
        arrow.addArc(tangent1End: CGPoint(x: right, y: bottom), tangent2End: CGPoint(x: left + leftCap - 2, y: bottom),
                     radius: Self.cornerRadius)
        arrow.addLine(to: CGPoint(x: left + leftCap - 2, y: bottom))
        arrow.closeSubpath()
        try canvas.fill(arrow, with: .gradient(.linear(from: CGPoint(x: 0, y: rect.minY), to: CGPoint(x: 0, y: rect.maxY), colors: fill)))
        try InnerGlow(color: Color(white: 1, alpha: 0.25), width: 1, inset: 1).draw(
            along: arrow.applying(AffineTransform(translationByX: 0, byY: 1)), clippedTo: arrow, on: canvas)
        try canvas.stroke(arrow, with: .color(borderColor), style: StrokeStyle(lineWidth: 1, join: .round))
    }

    /// Draws the button with its top-left corner at `origin`; returns its rect.
    @discardableResult
    public func draw(at origin: CGPoint, state: ControlState = .normal, on canvas: Canvas) throws -> CGRect {
        let rect = CGRect(origin: origin, size: try size())
        if canvas.surfaceKind == .image {
            // Drawn once at its minimum width and stretched, as the recipe does.
            try resizableImage(state: state, scale: max(canvas.scale, 2)).draw(in: rect, on: canvas)
        } else {
            // A document keeps vectors: the same shape, drawn at its full width.
            try drawBackground(in: rect, state: state, on: canvas)
        }
        let box = rect.inset(by: titleInsets)
        if !title.isEmpty, box.width > 0 {
            // The arrow's point takes the left cap: the title sits in what is left.
            let titleBox = CGRect(x: box.minX + leftCap / 2, y: box.minY, width: box.width - leftCap / 2, height: box.height)
            let layout = try TextLayout(title, font: font, width: titleBox.width, alignment: .center, truncation: .tail)
            try canvas.draw(layout, at: CGPoint(x: titleBox.minX, y: titleBox.midY - layout.size.height / 2),
                            color: titleColor, shadow: titleShadow)
        }
        return rect
    }
}
