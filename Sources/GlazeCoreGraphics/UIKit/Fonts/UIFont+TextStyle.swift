import Foundation

extension UIFont {
    /// The styles of Dynamic Type: a size and weight per role of text.
    ///
    /// ```swift
    /// let caption = UIFont.preferredFont(forTextStyle: .footnote)   // 13 points
    /// ```
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's name for the style.
        public let rawValue: String

        /// A style with UIKit's name `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size and weight at the default content size (Large).
        var largeMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font for `style` at the default content size, Large, as
    /// iOS sizes it when the reader has not changed the text size: there is
    /// no reader's setting here. A style UIKit does not name gets the body's
    /// font.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.largeMetrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }
}
