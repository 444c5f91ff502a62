import Glaze

/// The style of an underline or strikethrough, with UIKit's raw values:
/// a weight (`single`, `thick`, `double`), optionally a pattern, and `byWord`.
/// Attributes take it, or its `rawValue` as UIKit code usually passes it.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value, as in UIKit.
    public let rawValue: Int

    /// Creates a style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One heavy line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// An unbroken line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under or through words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The core's decoration, or `nil` for no line.
    func decoration(color: Color?) -> TextDecoration? {
        let weight: TextDecoration.Weight
        switch rawValue & 0x0F {
        case 0: return nil
        case 0x02: weight = .thick
        case 0x09: weight = .double
        default: weight = .single
        }
        let pattern: TextDecoration.Pattern
        switch rawValue & 0x0700 {
        case 0x0100: pattern = .dot
        case 0x0200: pattern = .dash
        case 0x0300: pattern = .dashDot
        case 0x0400: pattern = .dashDotDot
        default: pattern = .solid
        }
        return TextDecoration(weight: weight, pattern: pattern, color: color, wordsOnly: contains(.byWord))
    }
}
