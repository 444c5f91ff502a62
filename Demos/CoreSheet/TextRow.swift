import DemoSupport
import Foundation
import Glaze

/// Weights, truncation, wrapping, alignment, markup and a shadowed title.
enum TextRow {
    static func draw(on canvas: Canvas, at y: CGFloat) throws {
        let left = SheetStyle.margin
        var lineY = y
        for weight in [Font.Weight.light, .regular, .bold, .heavy] {
            let layout = try TextLayout("DejaVu Sans \(weight)", font: Font(size: 14, weight: weight))
            try canvas.draw(layout, at: CGPoint(x: left, y: lineY), color: SheetStyle.ink)
            lineY += layout.size.height + 2
        }
        let markup = try TextLayout(markup: "Markup: <b>bold</b>, <i>italic</i>, <span foreground=\"#C46E00\">colour</span>, H<sub>2</sub>O",
                                    font: .body(13))
        try canvas.draw(markup, at: CGPoint(x: left, y: lineY + 4), color: SheetStyle.ink)

        let column = left + 250
        var truncY = y
        let long = "Settings and privacy for this account"
        for mode in [Truncation.head, .middle, .tail] {
            let layout = try TextLayout(long, font: .body(13), width: 170, truncation: mode)
            try canvas.draw(layout, at: CGPoint(x: column, y: truncY), color: SheetStyle.ink)
            try SheetStyle.drawCaption("truncation .\(mode.rawValue)", on: canvas, x: column + 175, y: truncY + 3, width: 90)
            truncY += layout.size.height + 6
        }
        let paragraph = try TextLayout(
            "Pango shapes and wraps this paragraph at word boundaries, then centres each line within 250 points.",
            font: .body(12), width: 250, alignment: .center)
        try canvas.draw(paragraph, at: CGPoint(x: column, y: truncY + 4), color: SheetStyle.muted)

        let pill = CGRect(x: canvas.size.width - SheetStyle.margin - 200, y: y, width: 200, height: 54)
        try canvas.fill(Path(roundedRect: pill, cornerRadius: 10), with: .gradient(.linear(
            from: CGPoint(x: 0, y: pill.minY), to: CGPoint(x: 0, y: pill.maxY),
            colors: [Color(red: 0.85, green: 0.2, blue: 0.2), Color(red: 0.65, green: 0.05, blue: 0.05)])))
        let title = try TextLayout("Shadowed title", font: .bold(18), width: pill.width, alignment: .center)
        try canvas.draw(title, at: CGPoint(x: pill.minX, y: pill.midY - title.size.height / 2), color: .white,
                        shadow: TextShadow(color: Color(white: 0.25), offset: CGSize(width: 0, height: -1)))
    }
}
