import Foundation
import Glaze
import GlazeKit

/// `kind: backButton`.
enum BackButtonReader: AssetKindReader {
    static let keys = ["title", "colors", "highlightedColors", "borderColor", "height", "font"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        let standard = BackButton(title: "")
        let colors = try reader.colors("colors") ?? standard.colors
        let highlighted = try reader.colors("highlightedColors") ?? standard.highlightedColors
        for (key, list) in [("colors", colors), ("highlightedColors", highlighted)] where list.isEmpty {
            throw reader.error(key, "must list at least one colour")
        }
        return .backButton(BackButton(title: try reader.string("title", default: "Back"),
                                      font: try reader.font("font", default: standard.font), colors: colors,
                                      highlightedColors: highlighted,
                                      borderColor: try reader.color("borderColor", default: standard.borderColor),
                                      height: try reader.size("height", default: 30)))
    }
}
