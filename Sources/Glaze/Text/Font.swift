internal import CGlazeCairo
import Foundation

/// A font request: family, size in points, weight and style.
///
/// Families are matched by fontconfig; an unknown family falls back to the
/// closest installed font (see ``TextLayout/resolvedFontFamily``) rather than failing.
///
/// ```swift
/// let title = Font(family: "DejaVu Sans", size: 18, weight: .bold)
/// ```
public struct Font: Hashable, Sendable, Codable {
    /// Stroke thickness, on the CSS scale of 100 (thin) to 900 (heavy).
    public enum Weight: Int, Hashable, Sendable, Codable, CaseIterable {
        /// 100.
        case thin = 100
        /// 200.
        case ultraLight = 200
        /// 300.
        case light = 300
        /// 400, the regular weight.
        case regular = 400
        /// 500.
        case medium = 500
        /// 600.
        case semibold = 600
        /// 700.
        case bold = 700
        /// 800.
        case heavy = 800
        /// 900.
        case black = 900
    }

    /// Upright or slanted letterforms.
    public enum Style: String, Hashable, Sendable, Codable {
        /// Upright.
        case normal
        /// A designed italic.
        case italic
        /// A slanted upright.
        case oblique
    }

    /// The family name, or a comma-separated list tried in order.
    public var family: String
    /// The size in points (one point is one unit of the canvas).
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The style.
    public var style: Style

    /// Creates a font request.
    public init(family: String = Font.defaultFamily, size: CGFloat, weight: Weight = .regular, style: Style = .normal) {
        self.family = family
        self.size = size
        self.weight = weight
        self.style = style
    }

    /// DejaVu Sans: installed with fonts-dejavu-core, so text renders the same on every machine.
    public static let defaultFamily = "DejaVu Sans"

    /// The default family at `size`, regular weight.
    public static func body(_ size: CGFloat) -> Font { Font(size: size) }

    /// The default family at `size`, bold.
    public static func bold(_ size: CGFloat) -> Font { Font(size: size, weight: .bold) }

    func validated() throws(GlazeError) -> Font {
        try Validate.positive(size, "font size")
        guard size <= 10_000 else {
            throw GlazeError(.invalidArgument(name: "font size", value: "\(size)", reason: "must be at most 10000 points"))
        }
        return self
    }

    /// A new Pango font description; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_size(description, Int32((size * Double(PANGO_SCALE)).rounded()))
        pango_font_description_set_weight(description, PangoWeight(UInt32(weight.rawValue)))
        switch style {
        case .normal: pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        case .italic: pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        case .oblique: pango_font_description_set_style(description, PANGO_STYLE_OBLIQUE)
        }
        return description
    }
}
