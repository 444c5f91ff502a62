import Foundation

/// Text whose runs each carry their own ``TextStyle``: the core's counterpart
/// of an attributed string.
///
/// ```swift
/// var text = StyledText("Total: ", style: TextStyle(font: .body(14)))
/// text.append("12 €", style: TextStyle(font: .bold(14), color: .red))
/// let layout = try TextLayout(text, width: 200)
/// ```
public struct StyledText: Hashable, Sendable {
    /// One run: text in one style.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// How it looks.
        public var style: TextStyle

        /// Creates a run.
        public init(_ text: String, style: TextStyle) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in order.
    public private(set) var runs: [Run] = []

    /// Empty text.
    public init() {}

    /// Text in one style.
    public init(_ text: String, style: TextStyle) {
        append(text, style: style)
    }

    /// All the runs' text.
    public var string: String { runs.map(\.text).joined() }

    /// Adds `text` in `style` at the end; empty text adds nothing.
    public mutating func append(_ text: String, style: TextStyle) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(text, style: style))
        }
    }
}
