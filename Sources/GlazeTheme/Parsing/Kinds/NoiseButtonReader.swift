import Foundation
import Glaze
import GlazeKit

/// `kind: noiseButton`.
enum NoiseButtonReader: AssetKindReader {
    static let keys = ["topColor", "bottomColor", "borderColor", "seed", "noiseOpacity", "cornerRadius", "height", "tileWidth", "title", "font", "icon", "titleColor"]
    static let takesPreviewTitle = true

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        let standard = NoiseTexture()
        return .noiseButton(NoiseTexture(
            seed: UInt64(try reader.integer("seed", default: 1, in: 0...Int(Int32.max))),
            noiseOpacity: try reader.number("noiseOpacity", default: 0.05, in: 0...1),
            cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)),
            height: try reader.size("height", default: 44),
            tileWidth: try reader.size("tileWidth", default: 50),
            topColor: try reader.color("topColor", default: standard.topColor),
            bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
            borderColor: try reader.color("borderColor", default: standard.borderColor)))
    }
}
