import Foundation
import Glaze
import GlazeKit

/// `kind: glossyButton`.
enum GlossyButtonReader: AssetKindReader {
    static let keys = ["color", "highlightedColor", "border", "borderColor", "cornerRadius", "height", "title", "font", "icon", "titleColor"]
    static let takesPreviewTitle = true

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        let button = GlossyButton(color: try reader.color("color"),
                                  highlightedColor: try reader.color("highlightedColor", default: .gray),
                                  hasBorder: try reader.bool("border", default: true),
                                  borderColor: try reader.color("borderColor", default: Color(white: 159.0 / 255.0)),
                                  cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)))
        return .glossyButton(button, height: try reader.size("height", default: 44))
    }
}
