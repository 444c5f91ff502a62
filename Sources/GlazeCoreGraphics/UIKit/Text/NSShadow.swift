import Foundation

/// A shadow for text attributes, with UIKit's defaults: offset (0, -3), no
/// blur, black at a third opacity.
///
/// The offset moves the shadow as ``CGContext/setShadow(offset:blur:color:)``
/// does in the context being drawn into: down for a positive height in a
/// renderer's flipped context.
open class NSShadow: NSObject {
    /// How far the shadow falls from the text, in points.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur, as in ``CGContext/setShadow(offset:blur:color:)``.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a ``UIColor`` (or a ``CGColor``); `nil` for the default.
    open var shadowColor: Any?

    /// A shadow with the defaults.
    public override init() {}

    /// The colour to cast: ``shadowColor``, or black at a third.
    var castColor: CGColor {
        cgColor(from: shadowColor) ?? CGColor(gray: 0, alpha: 1.0 / 3)
    }
}

/// The Core Graphics colour of an attribute value: a ``UIColor`` or a ``CGColor``.
func cgColor(from value: Any?) -> CGColor? {
    (value as? UIColor)?.cgColor ?? (value.map { $0 as AnyObject } as? CGColor)
}
