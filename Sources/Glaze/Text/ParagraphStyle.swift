import Foundation

/// How the lines of styled text are broken, aligned, indented and spaced:
/// the layout side of UIKit's `NSParagraphStyle`, with its meanings.
///
/// ```swift
/// var body = ParagraphStyle(alignment: .justified)
/// body.lineSpacing = 4
/// body.paragraphSpacing = 8
/// body.firstLineHeadIndent = 12
/// ```
public struct ParagraphStyle: Hashable, Sendable {
    /// How lines sit within the width.
    public var alignment: TextAlignment
    /// Where lines break when ``truncation`` is `.none`.
    public var wrap: LineWrap
    /// Where text that does not fit is cut: without a height, each paragraph
    /// becomes one line; with one, the last line that fits is cut.
    public var truncation: Truncation
    /// Whether lines break at the width: `false` keeps each paragraph on one
    /// line, aligned within the width and running past it (UIKit's clipping mode).
    public var breaksLines: Bool
    /// Extra space between the bottom of one line and the top of the next, in points.
    public var lineSpacing: CGFloat
    /// A factor on each line's natural height; 0 leaves it natural.
    public var lineHeightMultiple: CGFloat
    /// The least height of a line, in points; 0 for no minimum.
    public var minimumLineHeight: CGFloat
    /// The greatest height of a line, in points; 0 for no maximum.
    public var maximumLineHeight: CGFloat
    /// Extra space after each paragraph but the last, in points.
    public var paragraphSpacing: CGFloat
    /// Extra space before each paragraph but the first, in points.
    public var paragraphSpacingBefore: CGFloat
    /// The indent of each paragraph's first line from the leading edge, in points.
    public var firstLineHeadIndent: CGFloat
    /// The indent of every other line from the leading edge, in points.
    public var headIndent: CGFloat
    /// Positive: the trailing edge's distance from the leading edge (the
    /// lines' full reach); zero or negative: its inset from the width's end.
    public var tailIndent: CGFloat

    /// Creates a paragraph style; by default left-aligned, word-wrapped, with natural spacing.
    public init(alignment: TextAlignment = .left, wrap: LineWrap = .word, truncation: Truncation = .none) {
        self.alignment = alignment
        self.wrap = wrap
        self.truncation = truncation
        breaksLines = true
        lineSpacing = 0
        lineHeightMultiple = 0
        minimumLineHeight = 0
        maximumLineHeight = 0
        paragraphSpacing = 0
        paragraphSpacingBefore = 0
        firstLineHeadIndent = 0
        headIndent = 0
        tailIndent = 0
    }

    func validated() throws(GlazeError) {
        let lengths: [(CGFloat, String)] = [
            (lineSpacing, "line spacing"), (lineHeightMultiple, "line height multiple"),
            (minimumLineHeight, "minimum line height"), (maximumLineHeight, "maximum line height"),
            (paragraphSpacing, "paragraph spacing"), (paragraphSpacingBefore, "paragraph spacing before"),
            (firstLineHeadIndent, "first line head indent"), (headIndent, "head indent"), (tailIndent, "tail indent"),
        ]
        for (value, name) in lengths {
            try Validate.finite(value, name)
            guard abs(value) <= 100_000 else {
                throw GlazeError(.invalidArgument(name: name, value: "\(value)", reason: "must be within ±100000"))
            }
        }
    }

    /// The horizontal insets of the lines within `width`: where lines start,
    /// how wide they may be, and Pango's first-line indent relative to the rest.
    func lineBox(width: CGFloat?) -> (left: CGFloat, width: CGFloat?, indent: CGFloat) {
        let first = max(0, firstLineHeadIndent), rest = max(0, headIndent)
        // A negative Pango indent hangs every line but the first: Pango starts
        // the first line at the left and the others |indent| further in.
        let left = min(first, rest), indent = first - rest
        guard let width else { return (left, nil, indent) }
        let right = tailIndent > 0 ? min(width, tailIndent) : width + tailIndent
        return (left, max(right - left, 1), indent)
    }

    /// Whether the style is Pango's plain layout: no spacing, heights or indents of its own.
    var isPlain: Bool {
        breaksLines && lineSpacing == 0 && lineHeightMultiple == 0 && minimumLineHeight == 0 && maximumLineHeight == 0
            && paragraphSpacing == 0 && paragraphSpacingBefore == 0 && firstLineHeadIndent == 0 && headIndent == 0
            && tailIndent == 0
    }
}
