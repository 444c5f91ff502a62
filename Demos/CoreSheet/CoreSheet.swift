import DemoSupport
import Foundation
import Glaze

/// The core sheet: what Glaze draws before any component exists.
enum CoreSheet {
    static let pageSize = CGSize(width: 820, height: 960)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Glaze — the core",
            subtitle: "Paths, gradients, clipping, the 28 Core Graphics blend modes and Pango text, drawn by Glaze over Cairo. "
                + "The PNG (2x) and the PDF come from the same drawing code.")
        y = try SheetStyle.drawSection("Paths", on: canvas, at: y)
        y = try PathsRow.draw(on: canvas, at: y)
        y = try SheetStyle.drawSection("Gradients and clipping", on: canvas, at: y + 8)
        y = try PaintRow.draw(on: canvas, at: y)
        y = try SheetStyle.drawSection("Blend modes, by their Core Graphics names", on: canvas, at: y + 8)
        y = try BlendGrid.draw(on: canvas, at: y)
        y = try SheetStyle.drawSection("Text, laid out by Pango", on: canvas, at: y + 8)
        try TextRow.draw(on: canvas, at: y)
    }

    /// The x of cell `index` in a row of `count` equal cells across the page.
    static func cellX(_ index: Int, count: Int, width: CGFloat) -> CGFloat {
        let usable = pageSize.width - 2 * SheetStyle.margin
        let gap = (usable - CGFloat(count) * width) / CGFloat(max(count - 1, 1))
        return SheetStyle.margin + CGFloat(index) * (width + gap)
    }
}
