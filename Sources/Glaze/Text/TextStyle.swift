import Foundation

/// How one run of styled text looks: its font and colour, and the spacing,
/// decorations, background and outline UIKit's attributed strings can ask for.
///
/// ```swift
/// var link = TextStyle(font: .body(13), color: .blue)
/// link.underline = TextDecoration()
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The glyphs' colour, or `nil` for the colour the text is drawn with.
    public var color: Color?
    /// Extra space after each character, in points (UIKit's kern); negative tightens.
    public var letterSpacing: CGFloat
    /// How far the glyphs sit above the line's baseline, in points; negative lowers them.
    public var baselineOffset: CGFloat
    /// A line under the glyphs, or `nil` for none.
    public var underline: TextDecoration?
    /// A line through the glyphs, or `nil` for none.
    public var strikethrough: TextDecoration?
    /// A colour filling the run's part of each line behind the glyphs, or `nil` for none.
    public var background: Color?
    /// A stroke along the glyphs' outlines, or `nil` for none.
    public var outline: TextOutline?
    /// Whether digits are set at one width, with the font's tabular figures
    /// (OpenType `tnum`), so that numbers in a column line up. A font without
    /// them keeps its own digits.
    public var monospacedDigits = false

    /// Creates a style; everything but the font is optional.
    public init(font: Font, color: Color? = nil, letterSpacing: CGFloat = 0, baselineOffset: CGFloat = 0,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, background: Color? = nil,
                outline: TextOutline? = nil) {
        self.font = font
        self.color = color
        self.letterSpacing = letterSpacing
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.background = background
        self.outline = outline
    }

    func validated() throws(GlazeError) {
        _ = try font.validated()
        try Validate.finite(letterSpacing, "letter spacing")
        try Validate.finite(baselineOffset, "baseline offset")
        // Pango keeps both in 32-bit fixed point: 1/1024 pt, so about ±2 million points.
        for (value, name) in [(letterSpacing, "letter spacing"), (baselineOffset, "baseline offset")] where abs(value) > 10_000 {
            throw GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must be within ±10000 points"))
        }
        for color in [color, underline?.color, strikethrough?.color, background, outline?.color].compactMap({ $0 }) {
            try Paint.color(color).validated()
        }
        if let outline {
            try Validate.finite(outline.width, "outline width")
            guard outline.width >= 0, outline.width <= 10_000 else {
                throw GlazeError(.invalidArgument(name: "outline width", value: "\(outline.width)", reason: "must be from 0 to 10000 points"))
            }
        }
    }
}

/// A line under or through a run of text.
public struct TextDecoration: Hashable, Sendable {
    /// How many lines, and how heavy.
    public enum Weight: Hashable, Sendable, CaseIterable {
        /// One line of the font's thickness.
        case single
        /// One line of twice the font's thickness.
        case thick
        /// Two lines of the font's thickness, one thickness apart.
        case double
    }

    /// How each line is broken, in multiples of its thickness.
    public enum Pattern: Hashable, Sendable, CaseIterable {
        /// Unbroken.
        case solid
        /// Dots: one on, two off.
        case dot
        /// Dashes: four on, two off.
        case dash
        /// A dash and a dot.
        case dashDot
        /// A dash and two dots.
        case dashDotDot

        /// The on and off lengths in thicknesses, or empty for unbroken.
        var dashes: [CGFloat] {
            switch self {
            case .solid: return []
            case .dot: return [1, 2]
            case .dash: return [4, 2]
            case .dashDot: return [4, 2, 1, 2]
            case .dashDotDot: return [4, 2, 1, 2, 1, 2]
            }
        }
    }

    /// How many lines, and how heavy.
    public var weight: Weight
    /// How each line is broken.
    public var pattern: Pattern
    /// The line's colour, or `nil` for the glyphs' colour.
    public var color: Color?
    /// Whether the line stops at spaces, decorating words only.
    public var wordsOnly: Bool

    /// Creates a decoration: by default one unbroken line in the text's colour.
    public init(weight: Weight = .single, pattern: Pattern = .solid, color: Color? = nil, wordsOnly: Bool = false) {
        self.weight = weight
        self.pattern = pattern
        self.color = color
        self.wordsOnly = wordsOnly
    }
}

/// A stroke along the outlines of a run's glyphs.
public struct TextOutline: Hashable, Sendable {
    /// The stroke's width in points, centred on the outline.
    public var width: CGFloat
    /// The stroke's colour, or `nil` for the glyphs' colour.
    public var color: Color?
    /// Whether the glyphs are filled as well: `false` leaves them hollow.
    public var fillsGlyphs: Bool

    /// Creates an outline.
    public init(width: CGFloat, color: Color? = nil, fillsGlyphs: Bool = false) {
        self.width = width
        self.color = color
        self.fillsGlyphs = fillsGlyphs
    }
}
