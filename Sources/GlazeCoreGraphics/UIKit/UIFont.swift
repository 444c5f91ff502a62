import Foundation
import Glaze

/// A font by UIKit's names, resolved through fontconfig: the system font is
/// Glaze's default family (DejaVu Sans), and a named font is any installed or
/// registered family (`FontRegistry`).
///
/// ```swift
/// let title = UIFont.boldSystemFont(ofSize: 17)
/// let brand = UIFont(name: "Lato-Bold", size: 15)
/// ```
///
/// It is an `NSObject`, as UIKit's is (see ``UIColor``); fonts are equal when
/// they set text alike (`isEqual(_:)`, `hash`).
public final class UIFont: NSObject, Sendable {
    /// A font weight on UIKit's scale, from -1 (thinnest) to 1 (heaviest).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// The weight on UIKit's scale.
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)

        /// The nearest CSS weight.
        var glaze: Font.Weight {
            let scale: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The font as Glaze sets it.
    public let glazeFont: Font
    /// The font's name: the family, then a style suffix when not regular.
    public let fontName: String

    /// A font from a Glaze `Font`.
    public init(_ font: Font) {
        glazeFont = font
        let suffix = [font.weight == .regular ? "" : "\(font.weight)".capitalized, font.style == .italic ? "Italic" : ""].joined()
        fontName = suffix.isEmpty ? font.family : "\(font.family)-\(suffix)"
        super.init()
    }

    /// The font named `fontName` ("Family" or "Family-Style", such as
    /// "Lato-Bold" or "DejaVuSans-BoldOblique") at `size` points, or `nil` when
    /// fontconfig has no such family.
    public convenience init?(name fontName: String, size: CGFloat) {
        guard size > 0, size.isFinite else { return nil }
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        guard let family = parts.first.flatMap(Self.installedFamily(matching:)) else { return nil }
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let weights: [(String, Font.Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                                                ("light", .light), ("medium", .medium), ("semibold", .semibold),
                                                ("demibold", .semibold), ("extrabold", .heavy), ("bold", .bold),
                                                ("heavy", .heavy), ("black", .black)]
        let weight = weights.first { style.contains($0.0) }?.1 ?? .regular
        let italic = style.contains("italic") || style.contains("oblique")
        self.init(Font(family: family, size: size, weight: weight, style: italic ? .italic : .normal))
    }

    /// The family fontconfig resolves `name` to when it is that family (spaces
    /// optional, as PostScript names leave them out).
    private static func installedFamily(matching name: String) -> String? {
        let squeezed = name.replacingOccurrences(of: " ", with: "").lowercased()
        for candidate in Set([name, Self.spaced(name)]) {
            guard let layout = try? TextLayout("x", font: Font(family: candidate, size: 12)) else { continue }
            let resolved = layout.resolvedFontFamily
            if resolved.replacingOccurrences(of: " ", with: "").lowercased() == squeezed { return resolved }
        }
        return nil
    }

    /// "DejaVuSans" as "DejaVu Sans": a space before each capital that follows a
    /// lower-case letter.
    private static func spaced(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if let previous, previous.isLowercase, character.isUppercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The system font (DejaVu Sans) at `size`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font(size: size)) }

    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(Font(size: size, weight: weight.glaze))
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font(size: size, weight: .bold)) }

    /// The italic system font at `size`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(Font(size: size, style: .italic)) }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = glazeFont
        font.size = fontSize
        return UIFont(font)
    }

    /// The family name.
    public var familyName: String { glazeFont.family }
    /// The size in points.
    public var pointSize: CGFloat { glazeFont.size }

    /// The height of one line of text, in points.
    public var lineHeight: CGFloat { (try? TextLayout("Hg", font: glazeFont).size.height) ?? pointSize }
    /// The distance from the baseline to the top of a line.
    public var ascender: CGFloat { (try? TextLayout("Hg", font: glazeFont).baseline) ?? pointSize }
    /// The distance from the baseline to the bottom of a line, negative.
    public var descender: CGFloat { ascender - lineHeight }

    /// Whether `object` is a font that sets text alike.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.glazeFont == glazeFont
    }

    /// A hash of the font, equal for equal fonts.
    public override var hash: Int { glazeFont.hashValue }
}
