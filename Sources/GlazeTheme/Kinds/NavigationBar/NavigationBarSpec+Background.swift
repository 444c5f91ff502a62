import Foundation
import Glaze
import GlazeKit

extension NavigationBarSpec {
    /// `background:`, a gradient, noise or an image file; the blue gradient when absent.
    static func readBackground(_ reader: inout ThemeReader) throws(ThemeError)
        -> (NavigationBar.Background, NavigationBarSpec.BackgroundImage?) {
        guard let value = reader.value("background") else {
            return (.gradient([Color(red: 0.45, green: 0.55, blue: 0.7), Color(red: 0.16, green: 0.26, blue: 0.44)]), nil)
        }
        var inner = try reader.nested(value, what: "background")
        if let colors = try inner.colors("gradient") {
            guard !colors.isEmpty else { throw inner.error(.invalidValue, "gradient", "must list at least one colour") }
            try inner.rejectUnknownKeys(valid: ["gradient"])
            return (.gradient(colors), nil)
        }
        if let image = try inner.image("image") {
            let file = try readBackgroundImage(image, &inner)
            try inner.rejectUnknownKeys(valid: ["image", "capInsets", "mode"])
            // The gradient stands in until the image is drawn at the output's scale.
            return (.gradient([.black]), file)
        }
        guard let noise = inner.value("noise") else {
            throw reader.error(.invalidValue, "background", "must be {gradient: [colours]}, {noise: {seed, topColor, bottomColor}} or {image: path, capInsets, mode}")
        }
        try inner.rejectUnknownKeys(valid: ["gradient", "noise", "image"])
        var texture = try reader.nested(noise, what: "noise")
        let standard = NoiseTexture()
        let result = NoiseTexture(seed: UInt64(try texture.integer("seed", default: 1, in: 0...Int(Int32.max))),
                                  noiseOpacity: try texture.number("noiseOpacity", default: 0.05, in: 0...1),
                                  topColor: try texture.color("topColor", default: standard.topColor),
                                  bottomColor: try texture.color("bottomColor", default: standard.bottomColor))
        try texture.rejectUnknownKeys(valid: ["seed", "noiseOpacity", "topColor", "bottomColor"])
        return (.noise(result), nil)
    }

    /// `capInsets` (one number for all four, or `{top, left, bottom, right}`) and
    /// `mode` (`stretch` or `tile`) for an image background, checked against the
    /// image now so that bad caps are an error here and not at render time.
    private static func readBackgroundImage(_ image: ThemeImage, _ reader: inout ThemeReader) throws(ThemeError)
        -> NavigationBarSpec.BackgroundImage {
        var caps = EdgeInsets()
        if let value = reader.value("capInsets") {
            if case .number = value {
                caps = EdgeInsets(all: CGFloat(try reader.number("capInsets", in: 0...8192)))
            } else {
                var sides = try reader.nested(value, what: "capInsets")
                caps = EdgeInsets(top: CGFloat(try sides.number("top", default: 0)), left: CGFloat(try sides.number("left", default: 0)),
                                  bottom: CGFloat(try sides.number("bottom", default: 0)), right: CGFloat(try sides.number("right", default: 0)))
                try sides.rejectUnknownKeys(valid: ["top", "left", "bottom", "right"])
            }
        }
        let modeName = try reader.string("mode", default: "stretch")
        guard let mode = ResizableImage.ResizingMode(rawValue: modeName) else {
            throw reader.error(.invalidValue, "mode", "'\(modeName)' is not a resizing mode; use stretch or tile")
        }
        let background = NavigationBarSpec.BackgroundImage(image: image, capInsets: caps, resizingMode: mode)
        do {
            _ = try background.resizable(scale: 2)
        } catch {
            throw reader.error(.invalidValue, "capInsets", "do not fit '\(image.path)': \(error)")
        }
        return background
    }
}
