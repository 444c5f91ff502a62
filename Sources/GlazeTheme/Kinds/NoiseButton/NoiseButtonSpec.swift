import Foundation
import Glaze
import GlazeKit

/// `kind: noiseButton`: the noise-textured button's background, which tiles.
package struct NoiseButtonSpec: ButtonBackgroundKindSpec {
    /// The texture.
    package var texture: NoiseTexture

    package static let name = "noiseButton"
    package static let summary = "a noise-textured button's background, tiled to any width"
    package static let example = ##"{name: example, kind: noiseButton, seed: 7, title: Grain}"##
    package static let keys = ["topColor", "bottomColor", "borderColor", "seed", "noiseOpacity", "cornerRadius", "height", "tileWidth", "title", "font", "icon", "titleColor"]
    package static let states = KindStates(rest: .normal)
    package static let takesPreviewTitle = true

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let standard = NoiseTexture()
        return NoiseButtonSpec(texture: NoiseTexture(
            seed: UInt64(try reader.integer("seed", default: 1, in: 0...Int(Int32.max))),
            noiseOpacity: try reader.number("noiseOpacity", default: 0.05, in: 0...1),
            cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)),
            height: try reader.size("height", default: 44),
            tileWidth: try reader.size("tileWidth", default: 50),
            topColor: try reader.color("topColor", default: standard.topColor),
            bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
            borderColor: try reader.color("borderColor", default: standard.borderColor)))
    }

    package var exportSize: CGSize { texture.minimumSize }

    package var buttonBackground: ButtonBackgroundLook.Kind { .noise(texture) }
    package static let resizingMode = ResizableImage.ResizingMode.tile

    package var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["texture": texture] }
}
