import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Article 04: Matt Gallagher's shiny buttons.
enum GlossySheet {
    static let pageSize = CGSize(width: 820, height: 720)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Shiny glossy buttons",
            subtitle: "A gloss gradient evaluated from the recipe's formulas — a white reflection fading to mid-height, "
                + "a hard edge, and a caustic glow shifted towards yellow or magenta — in a rounded rect with a one-pixel border.")
        y = try SheetStyle.drawSection("The article's buttons: 310 × 54, normal and highlighted", on: canvas, at: y)
        let colors = [("red", Color(red: 0.65, green: 0.05, blue: 0.05)), ("green", Color(red: 0.05, green: 0.65, blue: 0.05)),
                      ("blue", Color(red: 0.05, green: 0.05, blue: 0.65))]
        for (index, (_, color)) in colors.enumerated() {
            let button = GlossyButton(color: color, title: ButtonTitle("Start   Reset"))
            let rowY = y + CGFloat(index) * 66
            try button.draw(in: CGRect(x: SheetStyle.margin, y: rowY, width: 310, height: 54), on: canvas)
            try button.draw(in: CGRect(x: SheetStyle.margin + 360, y: rowY, width: 310, height: 54), state: .highlighted, on: canvas)
        }
        try SheetStyle.drawCaption("normal", on: canvas, x: SheetStyle.margin, y: y + 196, width: 310)
        try SheetStyle.drawCaption("highlighted (grey)", on: canvas, x: SheetStyle.margin + 360, y: y + 196, width: 310)
        y += 224
        y = try SheetStyle.drawSection("Any colour, any size; with and without the border", on: canvas, at: y)
        let swatches: [(String, Color)] = [("#F5C518", try Color(hex: "#F5C518")), ("#7E3FBF", try Color(hex: "#7E3FBF")),
                                           ("#20B2AA", try Color(hex: "#20B2AA")), ("#333333", try Color(hex: "#333333")),
                                           ("#E0E0E0", try Color(hex: "#E0E0E0")), ("#FF6F61", try Color(hex: "#FF6F61"))]
        for (index, (name, color)) in swatches.enumerated() {
            let x = SheetStyle.margin + CGFloat(index) * 125
            let button = GlossyButton(color: color, hasBorder: index % 2 == 0,
                                      title: ButtonTitle(name, font: .bold(14), insets: EdgeInsets(horizontal: 4)))
            try button.draw(in: CGRect(x: x, y: y, width: 110, height: 40), on: canvas)
            try SheetStyle.drawCaption(index % 2 == 0 ? "border" : "no border", on: canvas, x: x, y: y + 44, width: 110)
        }
        y += 70
        var x = SheetStyle.margin
        for size in [CGSize(width: 24, height: 24), CGSize(width: 44, height: 30), CGSize(width: 90, height: 32),
                     CGSize(width: 160, height: 44), CGSize(width: 3, height: 30)] {
            let button = GlossyButton(color: Color(red: 0.1, green: 0.4, blue: 0.85),
                                      title: size.width > 60 ? ButtonTitle("OK", font: .bold(16)) : nil)
            try button.draw(in: CGRect(origin: CGPoint(x: x, y: y), size: size), on: canvas)
            let label = size.width < 4 ? "3 × 30: below 4, nothing" : "\(Int(size.width)) × \(Int(size.height))"
            try SheetStyle.drawCaption(label, on: canvas, x: x - 10, y: y + 48, width: max(size.width + 20, 120))
            x += max(size.width, 110) + 30
        }
        y += 76
        y = try SheetStyle.drawSection("The gloss gradient itself, top to bottom", on: canvas, at: y)
        for (index, color) in ([Color(red: 0.65, green: 0.05, blue: 0.05), Color(red: 0.05, green: 0.65, blue: 0.05),
                                Color(red: 0.05, green: 0.05, blue: 0.65), Color(red: 0.5, green: 0.1, blue: 0.8),
                                Color(white: 0.5), Color(red: 0.95, green: 0.75, blue: 0.1)]).enumerated() {
            let rect = CGRect(x: SheetStyle.margin + CGFloat(index) * 125, y: y, width: 110, height: 100)
            try GlossGradient(color: color).draw(in: Path(rect: rect), on: canvas)
            try SheetStyle.drawCaption("caustic \(GlossGradient(color: color).causticColor.hexString)", on: canvas,
                                       x: rect.minX, y: rect.maxY + 3, width: rect.width)
        }
    }
}
