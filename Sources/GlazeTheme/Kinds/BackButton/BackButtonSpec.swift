import Foundation
import Glaze
import GlazeKit

/// `kind: backButton`: a back button's arrow background; its title shows in previews.
package struct BackButtonSpec: AssetKindSpec {
    /// The button, title included.
    package var button: BackButton

    package static let name = "backButton"
    package static let summary = "a back button's arrow background, stretched between its arrow and its right cap"
    package static let example = ##"{name: example, kind: backButton, title: Inbox, states: [normal, highlighted]}"##
    package static let keys = ["title", "colors", "highlightedColors", "borderColor", "height", "font"]
    package static let states = KindStates(rest: .normal, others: [.highlighted])
    package static let takesPreviewTitle = false

    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        let standard = BackButton(title: "")
        let colors = try reader.colors("colors") ?? standard.colors
        let highlighted = try reader.colors("highlightedColors") ?? standard.highlightedColors
        for (key, list) in [("colors", colors), ("highlightedColors", highlighted)] where list.isEmpty {
            throw reader.error(.invalidValue, key, "must list at least one colour")
        }
        return BackButtonSpec(button: BackButton(title: try reader.string("title", default: "Back"),
                                                 font: try reader.font("font", default: standard.font), colors: colors,
                                                 highlightedColors: highlighted,
                                                 borderColor: try reader.color("borderColor", default: standard.borderColor),
                                                 height: try reader.size("height", default: 30)))
    }

    package var exportSize: CGSize { CGSize(width: button.leftCap + 1 + 6, height: button.height) }

    package var resizing: AssetResizing? {
        AssetResizing(capInsets: EdgeInsets(top: 0, left: button.leftCap, bottom: 0, right: 6), mode: .stretch)
    }

    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        if canvas.surfaceKind == .image {
            try canvas.draw(button.resizableImage(state: state, scale: max(canvas.scale, 2)).image, in: rect)
        } else {
            try button.drawBackground(in: rect, state: state, on: canvas)
        }
    }

    package var cacheKeyParts: KeyValuePairs<String, any CacheKeyDescribable> { ["button": button] }

    /// Once, with its title, at the width the title gives it.
    package var sheetPreview: SheetPreview {
        .drawn { origin, state, canvas in try button.draw(at: origin, state: state, on: canvas) }
    }
}
