import Foundation
import Glaze
import GlazeKit

/// `kind: navigationBar`, with its `background:` of a gradient or noise.
enum NavigationBarReader: AssetKindReader {
    static let keys = ["title", "background", "backTitle", "rightTitle", "height"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        let bar = NavigationBar(title: try reader.string("title", default: ""), background: try background(&reader),
                                backButton: try reader.optionalString("backTitle").map { BackButton(title: $0) },
                                rightButton: try reader.optionalString("rightTitle").map { BarButton(title: $0) })
        return .navigationBar(NavigationBarSpec(bar: bar, width: try reader.size("width", default: 320),
                                                height: try reader.size("height", default: 44)))
    }

    private static func background(_ reader: inout ThemeReader) throws(ThemeError) -> NavigationBar.Background {
        guard let value = reader.value("background") else {
            return .gradient([Color(red: 0.45, green: 0.55, blue: 0.7), Color(red: 0.16, green: 0.26, blue: 0.44)])
        }
        var inner = try ThemeReader(value, file: reader.file, asset: reader.asset, what: "background", limits: reader.limits)
        if let colors = try inner.colors("gradient") {
            guard !colors.isEmpty else { throw inner.error("gradient", "must list at least one colour") }
            try inner.rejectUnknownKeys(valid: ["gradient"])
            return .gradient(colors)
        }
        guard let noise = inner.value("noise") else {
            throw reader.error("background", "must be {gradient: [colours]} or {noise: {seed, topColor, bottomColor}}")
        }
        try inner.rejectUnknownKeys(valid: ["gradient", "noise"])
        var texture = try ThemeReader(noise, file: reader.file, asset: reader.asset, what: "noise", limits: reader.limits)
        let standard = NoiseTexture()
        let result = NoiseTexture(seed: UInt64(try texture.integer("seed", default: 1, in: 0...Int(Int32.max))),
                                  noiseOpacity: try texture.number("noiseOpacity", default: 0.05, in: 0...1),
                                  topColor: try texture.color("topColor", default: standard.topColor),
                                  bottomColor: try texture.color("bottomColor", default: standard.bottomColor))
        try texture.rejectUnknownKeys(valid: ["seed", "noiseOpacity", "topColor", "bottomColor"])
        return .noise(result)
    }
}
