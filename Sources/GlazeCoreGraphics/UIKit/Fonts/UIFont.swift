import Foundation
import Glaze

/// A font by UIKit's names, resolved through fontconfig: the system font is
/// drawn with ``UIFont/systemFontStandIn`` (Inter, with Apple's tracking,
/// where it is installed), and a named font is any installed or registered
/// family (`FontRegistry`).
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

        /// The nearest CSS weight. Apple's ultra light is its lightest, below
        /// thin: CSS's 100, where CSS calls 200 extra (ultra) light.
        var glaze: Font.Weight {
            let scale: [(CGFloat, Font.Weight)] = [(-0.8, .thin), (-0.6, .ultraLight), (-0.4, .light), (0, .regular),
                                                   (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The font as Glaze sets it.
    public let glazeFont: Font
    /// The font's name: the family, then a style suffix when not regular.
    public let fontName: String
    /// The space added after each character, in points: Apple's tracking for
    /// the system font at its size, 0 for other fonts.
    public let tracking: CGFloat
    /// Whether digits are set at one width (the font's tabular figures).
    let monospacedDigits: Bool
    /// For a system font, what made it, so that another size is made alike.
    private let systemRequest: SystemFontRequest?

    /// A font from a Glaze `Font`.
    public convenience init(_ font: Font) {
        self.init(font, tracking: 0, monospacedDigits: false, systemRequest: nil)
    }

    private init(_ font: Font, tracking: CGFloat, monospacedDigits: Bool, systemRequest: SystemFontRequest?) {
        glazeFont = font
        let suffix = [font.weight == .regular ? "" : "\(font.weight)".capitalized, font.style == .italic ? "Italic" : ""].joined()
        fontName = suffix.isEmpty ? font.family : "\(font.family)-\(suffix)"
        self.tracking = tracking
        self.monospacedDigits = monospacedDigits
        self.systemRequest = systemRequest
        super.init()
    }

    /// The system font `request` asks for, drawn with its stand-in.
    convenience init(system request: SystemFontRequest) {
        let standIn = request.standIn, size = request.size
        let family = request.isMonospaced ? standIn.monospacedFamily : standIn.family(forSize: size)
        let font = Font(family: family, size: size, weight: request.weight.glaze, style: request.isItalic ? .italic : .normal)
        // Apple's tracking table is SF Pro's; a monospaced font keeps its own advance.
        self.init(font, tracking: request.isMonospaced ? 0 : standIn.tracking(forSize: size),
                  monospacedDigits: request.monospacedDigits, systemRequest: request)
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

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        if var request = systemRequest {
            request.size = fontSize
            return UIFont(system: request)
        }
        var font = glazeFont
        font.size = fontSize
        return UIFont(font, tracking: 0, monospacedDigits: monospacedDigits, systemRequest: nil)
    }

    /// The family name.
    public var familyName: String { glazeFont.family }
    /// The size in points.
    public var pointSize: CGFloat { glazeFont.size }

    /// Whether `object` is a font that sets text alike.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.glazeFont == glazeFont && other.tracking == tracking && other.monospacedDigits == monospacedDigits
    }

    /// A hash of the font, equal for equal fonts.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(glazeFont)
        hasher.combine(tracking)
        hasher.combine(monospacedDigits)
        return hasher.finalize()
    }
}
