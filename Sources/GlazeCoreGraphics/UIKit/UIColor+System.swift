import Foundation

// UIKit's system and semantic colours with their light-appearance values as
// iOS 15 to 18 define them, the values most existing drawing code was tuned
// against (iOS 26 shifted several hues). Glaze draws one appearance, so each is
// a fixed colour.
extension UIColor {
    private convenience init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: System colours

    /// System red (255, 59, 48).
    public static let systemRed = UIColor(255, 59, 48)
    /// System orange (255, 149, 0).
    public static let systemOrange = UIColor(255, 149, 0)
    /// System yellow (255, 204, 0).
    public static let systemYellow = UIColor(255, 204, 0)
    /// System green (52, 199, 89).
    public static let systemGreen = UIColor(52, 199, 89)
    /// System mint (0, 199, 190).
    public static let systemMint = UIColor(0, 199, 190)
    /// System teal (48, 176, 199).
    public static let systemTeal = UIColor(48, 176, 199)
    /// System cyan (50, 173, 230).
    public static let systemCyan = UIColor(50, 173, 230)
    /// System blue (0, 122, 255), the default tint colour.
    public static let systemBlue = UIColor(0, 122, 255)
    /// System indigo (88, 86, 214).
    public static let systemIndigo = UIColor(88, 86, 214)
    /// System purple (175, 82, 222).
    public static let systemPurple = UIColor(175, 82, 222)
    /// System pink (255, 45, 85).
    public static let systemPink = UIColor(255, 45, 85)
    /// System brown (162, 132, 94).
    public static let systemBrown = UIColor(162, 132, 94)
    /// System grey (142, 142, 147).
    public static let systemGray = UIColor(142, 142, 147)
    /// The second system grey (174, 174, 178).
    public static let systemGray2 = UIColor(174, 174, 178)
    /// The third system grey (199, 199, 204).
    public static let systemGray3 = UIColor(199, 199, 204)
    /// The fourth system grey (209, 209, 214).
    public static let systemGray4 = UIColor(209, 209, 214)
    /// The fifth system grey (229, 229, 234).
    public static let systemGray5 = UIColor(229, 229, 234)
    /// The sixth, lightest system grey (242, 242, 247).
    public static let systemGray6 = UIColor(242, 242, 247)
    /// The tint colour, as a colour (system blue).
    public static let tintColor = UIColor.systemBlue

    // MARK: Label colours

    /// Text: black.
    public static let label = UIColor(0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    /// Links: (0, 122, 255).
    public static let link = UIColor(0, 122, 255)

    // MARK: Fill colours

    /// Fill for thin and small shapes: (120, 120, 128) at 20 %.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    /// Fill for medium shapes: (120, 120, 128) at 16 %.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    /// Fill for large shapes: (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    /// Fill for large areas with complex content: (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)

    // MARK: Background colours

    /// The main background: white.
    public static let systemBackground = UIColor(255, 255, 255)
    /// Content layered on the main background: (242, 242, 247).
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// Content layered on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    /// The background of grouped content: (242, 242, 247).
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// Content layered on the grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    /// Content layered on the secondary grouped background: (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)

    // MARK: Separators and fixed text colours

    /// Thin separators, which let content show through: (60, 60, 67) at 29 %.
    public static let separator = UIColor(60, 60, 67, 0.29)
    /// Separators that hide what is below: (198, 198, 200).
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// Text on light backgrounds, in every appearance: black.
    public static let darkText = UIColor(0, 0, 0)
    /// Text on dark backgrounds, in every appearance: white at 60 %.
    public static let lightText = UIColor(255, 255, 255, 0.6)

    // MARK: Deprecated colours

    /// The background of a grouped table: since iOS 13 the grouped background,
    /// (242, 242, 247) in the light appearance. Deprecated in iOS 13, as in UIKit.
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
}
