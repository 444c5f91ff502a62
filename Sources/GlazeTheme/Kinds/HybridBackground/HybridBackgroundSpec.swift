import Foundation
import Glaze
import GlazeKit

/// `kind: hybridBackground`: the hybrid recipe's background.
package struct HybridBackgroundSpec: ButtonBackgroundKindSpec {
    /// The background.
    package var background: HybridBackground

    package static let name = "hybridBackground"
    package static let summary = "the hybrid recipe's background: a gradient, a border and an inner glow"
    package static let example = ##"{name: example, kind: hybridBackground, title: Orange, states: [normal, highlighted]}"##
    package static let keys = ["topColor", "bottomColor", "borderColor", "glowColor", "cornerRadius", "height", "title", "font", "icon", "titleColor"]
    package static let states = KindStates(rest: .normal, others: [.highlighted])
    package static let takesPreviewTitle = true

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let standard = HybridBackground()
        return HybridBackgroundSpec(background: HybridBackground(
            cornerRadius: CGFloat(try reader.number("cornerRadius", default: 5, in: 0...200)),
            height: try reader.size("height", default: 37),
            borderColor: try reader.color("borderColor", default: standard.borderColor),
            topColor: try reader.color("topColor", default: standard.topColor),
            bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
            glow: InnerGlow(color: try reader.color("glowColor", default: standard.glow.color))))
    }

    package var exportSize: CGSize { background.minimumSize }

    package var buttonBackground: ButtonBackgroundLook.Kind { .hybrid(background) }
    package static let resizingMode = ResizableImage.ResizingMode.stretch

    package var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["background": background] }
}
