import Foundation
import Glaze

/// A plain bordered button for a navigation bar's right-hand slot.
public struct BarButton: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The title's font.
    public var font: Font
    /// The fill's top and bottom colours.
    public var colors: [Color]
    /// The outline's colour.
    public var borderColor: Color
    /// The button's height.
    public var height: CGFloat

    /// Creates a bar button.
    public init(title: String, font: Font = .bold(12),
                colors: [Color] = [Color(red: 0.42, green: 0.47, blue: 0.55), Color(red: 0.2, green: 0.24, blue: 0.31)],
                borderColor: Color = Color(red: 0.08, green: 0.1, blue: 0.14), height: CGFloat = 30) {
        self.title = title
        self.font = font
        self.colors = colors
        self.borderColor = borderColor
        self.height = height
    }

    /// The title's width plus 10 points either side, at most 120.
    public func width() throws -> CGFloat {
        min((try TextLayout(title, font: font).logicalExtents.width + 20).rounded(.up), 120)
    }

    /// Draws the button with its top-left corner at `origin`; returns its rect.
    @discardableResult
    public func draw(at origin: CGPoint, on canvas: Canvas) throws -> CGRect {
        let rect = CGRect(x: origin.x, y: origin.y, width: try width(), height: height)
        let shape = Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
        try canvas.fill(shape, with: .gradient(.linear(from: CGPoint(x: 0, y: rect.minY), to: CGPoint(x: 0, y: rect.maxY), colors: colors)))
        try InnerGlow(color: Color(white: 1, alpha: 0.25), width: 1, inset: 1).draw(inside: shape, on: canvas)
        try canvas.stroke(shape, with: .color(borderColor))
        try ButtonTitle(title, font: font, shadow: TextShadow(color: .darkGray, offset: CGSize(width: 0, height: -1)),
                        insets: EdgeInsets(horizontal: 4)).draw(in: rect, on: canvas)
        return rect
    }
}
