import Foundation

/// How the lines of a text layout sit within its width.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
    /// Flush on both sides, except the last line of each paragraph.
    case justified
}

/// Where a layout with a width breaks lines that are too long.
public enum LineWrap: String, Hashable, Sendable, Codable {
    /// Between words.
    case word
    /// Between any two characters.
    case character
    /// Between words, or characters when a word alone is too long.
    case wordOrCharacter
}

/// Where text that does not fit its width is cut and replaced with "…".
public enum Truncation: String, Hashable, Sendable, Codable {
    /// Never: the text wraps (or overflows when it cannot).
    case none
    /// At the start: "…of the title".
    case head
    /// In the middle: "The tit…itle".
    case middle
    /// At the end: "The title o…", as UIKit's tail truncation.
    case tail
}

/// A hard-edged copy of text drawn behind it, as UIKit labels' `shadowColor` and `shadowOffset`.
public struct TextShadow: Hashable, Sendable {
    /// The shadow's colour.
    public var color: Color
    /// How far the shadow sits from the text, in points (positive y is down).
    public var offset: CGSize

    /// Creates a shadow.
    public init(color: Color, offset: CGSize) {
        self.color = color
        self.offset = offset
    }
}
