import Foundation
import Glaze

/// A button's title: text, font, colour and shadow, centred in the button and
/// truncated at the tail when it does not fit, with an optional icon on its left
/// in the title's colour.
public struct ButtonTitle: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font; the recipes use the default family in bold.
    public var font: Font
    /// The text colour.
    public var color: Color
    /// A hard shadow, as UIKit's `titleShadowColor` and `titleShadowOffset`.
    public var shadow: TextShadow?
    /// Padding between the button's edges and the text.
    public var insets: EdgeInsets
    /// An icon drawn left of the text, tinted flat to ``color``; the icon and the
    /// text are centred together.
    public var icon: Image?
    /// The gap between the icon and the text, in points.
    public static let iconSpacing: CGFloat = 6

    /// Creates a title; the defaults are the glossy-button recipe's: bold white
    /// with a 0.25-grey shadow one point up.
    public init(_ text: String, font: Font = .bold(28), color: Color = .white,
                shadow: TextShadow? = TextShadow(color: Color(white: 0.25), offset: CGSize(width: 0, height: -1)),
                insets: EdgeInsets = EdgeInsets(horizontal: 10), icon: Image? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.shadow = shadow
        self.insets = insets
        self.icon = icon
    }

    /// Lays the title out for `rect`: centred, one line, truncated at the tail.
    /// Returns `nil` when there is no text or no room.
    public func layout(in rect: CGRect) throws -> (layout: TextLayout, origin: CGPoint)? {
        let box = textBox(in: rect)
        guard !text.isEmpty, box.width > 0, box.height > 0 else { return nil }
        let layout = try TextLayout(text, font: font, width: box.width, alignment: .center, truncation: .tail)
        guard let icon else { return (layout, CGPoint(x: box.minX, y: box.midY - layout.size.height / 2)) }
        // With an icon the text takes its own width, so that the two centre together.
        let natural = try TextLayout(text, font: font)
        let fitted = natural.size.width <= box.width
            ? natural : try TextLayout(text, font: font, width: box.width, alignment: .left, truncation: .tail)
        let group = icon.size.width + Self.iconSpacing + fitted.size.width
        let x = max(box.minX, rect.standardized.inset(by: insets).midX - group / 2) + icon.size.width + Self.iconSpacing
        return (fitted, CGPoint(x: x, y: box.midY - fitted.size.height / 2))
    }

    /// Where the icon goes for `rect`, when there is one and room for it.
    public func iconRect(in rect: CGRect) throws -> CGRect? {
        guard let icon else { return nil }
        let box = rect.standardized.inset(by: insets)
        guard box.width >= icon.size.width, box.height > 0 else { return nil }
        let textStart = try layout(in: rect)?.origin.x ?? box.midX + icon.size.width / 2 + Self.iconSpacing
        return CGRect(x: textStart - Self.iconSpacing - icon.size.width, y: (box.midY - icon.size.height / 2).rounded(),
                      width: icon.size.width, height: icon.size.height)
    }

    /// The box the text is laid out in: the insets, less the icon and its gap.
    private func textBox(in rect: CGRect) -> CGRect {
        let box = rect.standardized.inset(by: insets)
        guard let icon else { return box }
        return CGRect(x: box.minX + icon.size.width + Self.iconSpacing, y: box.minY,
                      width: box.width - icon.size.width - Self.iconSpacing, height: box.height)
    }

    /// Draws the icon (tinted to ``color``) and the text into `rect`.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        if let icon, let iconRect = try iconRect(in: rect) {
            try Tint(color: color).draw(icon, in: iconRect, on: canvas)
        }
        guard let (layout, origin) = try layout(in: rect) else { return }
        try canvas.draw(layout, at: origin, color: color, shadow: shadow)
    }
}
