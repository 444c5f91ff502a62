import Foundation
import Glaze
import GlazeKit

/// `kind: tintedImage`: an SVG or PNG file in the theme's colour.
enum TintedImageReader: AssetKindReader {
    static let keys = ["image", "color", "highlightedColor", "mode", "size"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        guard let image = try reader.image("image") else {
            throw reader.error("image", "is required: the path of an \(ThemeImage.fileExtensionsText) file, relative to the theme")
        }
        let color = try reader.color("color")
        let modes = ["flat", "gradientPreserving"]
        let modeName = try reader.string("mode", default: "flat")
        guard let mode = Tint.Mode(rawValue: modeName) else {
            let hint = suggestion(for: modeName, among: modes).map { " (did you mean '\($0)'?)" } ?? ""
            throw reader.error("mode", "'\(modeName)' is not a tint mode\(hint); use \(modes.joined(separator: ", "))")
        }
        return .tintedImage(TintedImageSpec(
            image: image, color: color,
            // Pressed, by default: the colour a third of the way to black.
            highlightedColor: try reader.color("highlightedColor", default: Color.mix(color, .black, fraction: 1.0 / 3)),
            mode: mode, size: try size(&reader, default: image.size)))
    }

    /// `size: 24` (a square) or `size: {width: 32, height: 24}`; the image's own when absent.
    private static func size(_ reader: inout ThemeReader, default own: CGSize) throws(ThemeError) -> CGSize {
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
}
