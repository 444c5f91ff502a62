import Foundation
import Glaze
import GlazeKit

/// An image file recoloured, as a theme gives it (`kind: tintedImage`): the
/// first article's "one asset, every theme".
public struct TintedImageSpec: Hashable, Sendable {
    /// The SVG or PNG file.
    public var image: ThemeImage
    /// The colour of the normal state.
    public var color: Color
    /// The colour of the highlighted state.
    public var highlightedColor: Color
    /// Flat (only the image's alpha) or gradient-preserving (its shading too).
    public var mode: Tint.Mode
    /// The size drawn, in points: the image's own unless the theme gives one.
    public var size: CGSize

    /// The tint for `state`.
    func tint(_ state: ControlState) -> Tint {
        Tint(color: state == .highlighted ? highlightedColor : color, mode: mode)
    }

    /// Draws the tinted image into `rect`: an SVG at the canvas's density (as
    /// vectors in documents), a PNG from its own pixels.
    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        let picture = try image.image(size: size, scale: max(canvas.scale, 1))
        try tint(state).draw(picture, in: rect, on: canvas)
    }
}

extension TintedImageSpec: CacheKeyRecord {
    /// `TintedImage`.
    public static var cacheKeyName: String { "TintedImage" }
    /// The image's content, the colours, the mode and the size.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["image": image, "color": color, "highlightedColor": highlightedColor, "mode": mode.rawValue, "size": size]
    }
}

extension TintedImageSpec: AssetKindSpec {
    package static let name = "tintedImage"
    package static let summary = "an SVG or PNG file recoloured to the theme, flat or keeping its shading"
    package static let example = ##"{name: example, kind: tintedImage, image: icons/reply.svg, color: "#102030", size: 24, states: [normal, highlighted]}"##
    package static let keys = ["image", "color", "highlightedColor", "mode", "size"]
    package static let states = KindStates(rest: .normal, others: [.highlighted])
    package static let takesPreviewTitle = false

    /// An SVG or PNG file in the theme's colour.
    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        guard let image = try reader.image("image") else {
            throw reader.error(.missingKey, "image", "is required: the path of an \(ThemeImage.fileExtensionsText) file, relative to the theme")
        }
        let color = try reader.color("color")
        let modes = ["flat", "gradientPreserving"]
        let modeName = try reader.string("mode", default: "flat")
        guard let mode = Tint.Mode(rawValue: modeName) else {
            let hint = suggestion(for: modeName, among: modes).map { " (did you mean '\($0)'?)" } ?? ""
            throw reader.error(.invalidValue, "mode", "'\(modeName)' is not a tint mode\(hint); use \(modes.joined(separator: ", "))")
        }
        return TintedImageSpec(
            image: image, color: color,
            // Pressed, by default: the colour a third of the way to black.
            highlightedColor: try reader.color("highlightedColor", default: Color.mix(color, .black, fraction: 1.0 / 3)),
            mode: mode, size: try readSize(&reader, default: image.size))
    }

    /// `size: 24` (a square) or `size: {width: 32, height: 24}`; the image's own when absent.
    private static func readSize(_ reader: inout ThemeReader, default own: CGSize) throws(ThemeError) -> CGSize {
        guard let value = reader.value("size") else { return own }
        if case .number = value {
            let side = try reader.size("size")
            return CGSize(width: side, height: side)
        }
        var inner = try reader.nested(value, what: "size")
        let size = CGSize(width: try inner.size("width"), height: try inner.size("height"))
        try inner.rejectUnknownKeys(valid: ["width", "height"])
        return size
    }

    package var exportSize: CGSize { size }

    package var resizing: AssetResizing? { nil }

    package var sheetPreview: SheetPreview { .whole }
}
