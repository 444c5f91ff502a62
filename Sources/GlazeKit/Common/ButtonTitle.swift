import Foundation
import Glaze

/// A button's title: text, font, colour and shadow, centred in the button and
/// truncated at the tail when it does not fit.
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

    /// Creates a title; the defaults are the glossy-button recipe's: bold white
    /// with a 0.25-grey shadow one point up.
    public init(_ text: String, font: Font = .bold(28), color: Color = .white,
                shadow: TextShadow? = TextShadow(color: Color(white: 0.25), offset: CGSize(width: 0, height: -1)),
                insets: EdgeInsets = EdgeInsets(horizontal: 10)) {
        self.text = text
        self.font = font
        self.color = color
        self.shadow = shadow
        self.insets = insets
    }

    /// Lays the title out for `rect`: centred, one line, truncated at the tail.
    /// Returns `nil` when there is no text or no room.
    public func layout(in rect: CGRect) throws -> (layout: TextLayout, origin: CGPoint)? {
        let box = rect.standardized.inset(by: insets)
        guard !text.isEmpty, box.width > 0, box.height > 0 else { return nil }
        let layout = try TextLayout(text, font: font, width: box.width, alignment: .center, truncation: .tail)
        return (layout, CGPoint(x: box.minX, y: box.midY - layout.size.height / 2))
    }

    /// Draws the title centred in `rect`.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        guard let (layout, origin) = try layout(in: rect) else { return }
        try canvas.draw(layout, at: origin, color: color, shadow: shadow)
    }
}
