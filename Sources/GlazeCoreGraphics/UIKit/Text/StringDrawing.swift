import Foundation
import Glaze

extension NSAttributedString.Key {
    /// The ``UIFont`` to set the text in (the 12-point system font when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The ``UIColor`` of the text (black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``NSShadow`` under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// A shadow for text attributes, with UIKit's defaults: offset (0, -3), no
/// blur, black at a third opacity.
///
/// The offset moves the shadow as ``CGContext/setShadow(offset:blur:color:)``
/// does in the context being drawn into: down for a positive height in a
/// renderer's flipped context.
public final class NSShadow {
    /// How far the shadow falls from the text, in points.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur, as in ``CGContext/setShadow(offset:blur:color:)``.
    public var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a ``UIColor`` (or a ``CGColor``); `nil` for the default.
    public var shadowColor: Any?

    /// A shadow with the defaults.
    public init() {}
}

/// One run of text with its attributes, ready to measure or draw.
struct AttributedText {
    let layout: TextLayout
    let color: CGColor
    let shadow: NSShadow?

    init?(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) {
        let font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        guard let layout = try? TextLayout(text, font: font.glazeFont, width: width) else { return nil }
        self.layout = layout
        let foreground = attributes?[.foregroundColor]
        color = (foreground as? UIColor)?.cgColor ?? (foreground.map { $0 as AnyObject } as? CGColor) ?? .black
        shadow = attributes?[.shadow] as? NSShadow
    }

    /// Draws the text with its top-left corner at `origin`, clipped to `clip` when given.
    func draw(at origin: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if let clip { context.clip(to: clip) }
        if let shadow {
            let shadowColor = (shadow.shadowColor as? UIColor)?.cgColor
                ?? (shadow.shadowColor.map { $0 as AnyObject } as? CGColor) ?? CGColor(gray: 0, alpha: 1.0 / 3)
            context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadowColor)
        }
        let color = self.color.glazeColor
        context.perform { canvas throws(GlazeError) in try canvas.draw(layout, at: origin, color: color) }
        context.restoreGState()
    }
}

extension StringProtocol {
    /// Draws the string on one line per paragraph with its top-left corner at
    /// `point`, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        AttributedText(String(self), attributes: attrs, width: nil)?.draw(at: point, clip: nil)
    }

    /// Draws the string wrapped at `rect`'s width, clipped to `rect`, in the
    /// current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let r = rect.standardized
        guard r.width > 0 else { return }
        AttributedText(String(self), attributes: attrs, width: r.width)?.draw(at: r.origin, clip: r)
    }

    /// The size the string takes on one line per paragraph, in points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedText(String(self), attributes: attrs, width: nil)?.layout.size ?? .zero
    }
}

extension NSString {
    /// Draws the string with its top-left corner at `point`; see `String`'s.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped and clipped to `rect`; see `String`'s.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The size the string takes; see `String`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}
