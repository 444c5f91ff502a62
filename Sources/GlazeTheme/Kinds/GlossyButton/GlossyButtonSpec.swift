import Foundation
import Glaze
import GlazeKit

/// `kind: glossyButton`: a glossy button's background, `height` points high.
package struct GlossyButtonSpec: ButtonBackgroundKindSpec {
    /// The button's colours, border and radius.
    package var button: GlossyButton
    /// The height.
    package var height: CGFloat

    package static let name = "glossyButton"
    package static let summary = "a glossy button's background (Matt Gallagher's gloss)"
    package static let example = ##"{name: example, kind: glossyButton, color: "#A60D0D", height: 54, title: Start, states: [normal, highlighted]}"##
    package static let keys = ["color", "highlightedColor", "border", "borderColor", "cornerRadius", "height", "title", "font", "icon", "titleColor"]
    package static let states = KindStates(rest: .normal, others: [.highlighted])
    package static let takesPreviewTitle = true

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let button = GlossyButton(color: try reader.color("color"),
                                  highlightedColor: try reader.color("highlightedColor", default: .gray),
                                  hasBorder: try reader.bool("border", default: true),
                                  borderColor: try reader.color("borderColor", default: Color(white: 159.0 / 255.0)),
                                  cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)))
        return GlossyButtonSpec(button: button, height: try reader.size("height", default: 44))
    }

    package var exportSize: CGSize {
        ButtonBackgroundLook(.glossy(button)).renderSize(for: CGSize(width: 1, height: height))
    }

    package var buttonBackground: ButtonBackgroundLook.Kind { .glossy(button) }
    package static let resizingMode = ResizableImage.ResizingMode.stretch

    package var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["button": button, "height": height] }
}
