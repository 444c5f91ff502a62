import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Three themed navigation bars, back buttons of several title lengths, both states.
enum NavigationBarSheet {
    static let pageSize = CGSize(width: 820, height: 700)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Navigation bars and back buttons",
            subtitle: "A background drawn across the bar's full rect and swappable per section — a gradient, a noise texture or "
                + "any image — a centred title with a shadow, and an arrow-shaped back button as wide as its title allows.")
        y = try SheetStyle.drawSection("Three sections, three themes", on: canvas, at: y)
        let leather = NoiseTexture(seed: 21, noiseOpacity: 0.1, topColor: Color(red: 0.55, green: 0.36, blue: 0.22),
                                   bottomColor: Color(red: 0.36, green: 0.22, blue: 0.13))
        let stripes = try Image(size: CGSize(width: 12, height: 44), scale: 2) { canvas in
            try canvas.fill(canvas.bounds, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 44),
                                                                   colors: [Color(red: 0.2, green: 0.62, blue: 0.58), Color(red: 0.06, green: 0.38, blue: 0.36)])))
            try canvas.fill(CGRect(x: 0, y: 0, width: 6, height: 44), with: .color(Color(white: 1, alpha: 0.06)))
        }
        let bars = [
            NavigationBar(title: "Photos", background: .gradient([Color(red: 0.47, green: 0.57, blue: 0.72), Color(red: 0.17, green: 0.27, blue: 0.45)]),
                          backButton: BackButton(title: "Albums"), rightButton: BarButton(title: "Edit")),
            NavigationBar(title: "Reading list", background: .noise(leather),
                          backButton: BackButton(title: "Library", colors: [Color(red: 0.5, green: 0.33, blue: 0.2), Color(red: 0.3, green: 0.18, blue: 0.1)],
                                                 borderColor: Color(red: 0.18, green: 0.1, blue: 0.05))),
            NavigationBar(title: "Check-ins", background: .image(try ResizableImage(image: stripes, capInsets: .zero, resizingMode: .tile)),
                          backButton: BackButton(title: "Everything nearby, sorted by distance",
                                                 colors: [Color(red: 0.15, green: 0.5, blue: 0.47), Color(red: 0.04, green: 0.28, blue: 0.27)],
                                                 borderColor: Color(red: 0.02, green: 0.18, blue: 0.17)),
                          rightButton: BarButton(title: "Map", colors: [Color(red: 0.15, green: 0.5, blue: 0.47), Color(red: 0.04, green: 0.28, blue: 0.27)],
                                                 borderColor: Color(red: 0.02, green: 0.18, blue: 0.17))),
        ]
        for (index, bar) in bars.enumerated() {
            let rect = CGRect(x: SheetStyle.margin, y: y + CGFloat(index) * 56, width: canvas.size.width - 2 * SheetStyle.margin, height: 44)
            try bar.draw(in: rect, on: canvas)
        }
        y += 3 * 56 + 8
        y = try SheetStyle.drawSection("Back buttons: width = min(title + 1.5 × cap, 160); normal and highlighted", on: canvas, at: y)
        for (row, state) in [ControlState.normal, .highlighted].enumerated() {
            var x = SheetStyle.margin
            for title in ["Back", "Settings", "Messages", "Photos from the trip to Lisbon"] {
                let button = BackButton(title: title)
                let rect = try button.draw(at: CGPoint(x: x, y: y + CGFloat(row) * 56), state: state, on: canvas)
                try SheetStyle.drawCaption("\(Int(rect.width)) pt", on: canvas, x: x, y: rect.maxY + 3, width: rect.width)
                x = rect.maxX + 30
            }
            try SheetStyle.drawCaption(state.rawValue, on: canvas, x: x, y: y + CGFloat(row) * 56 + 8, width: 90)
        }
        y += 124
        y = try SheetStyle.drawSection("The back button's source: drawn once, left cap 14 holds the point (×4)", on: canvas, at: y)
        let source = try BackButton(title: "").resizableImage(scale: 2)
        let magnified = CGRect(x: SheetStyle.margin, y: y, width: source.size.width * 4, height: source.size.height * 4)
        try canvas.draw(source.image, in: magnified, interpolation: .none)
        var cap = Path()
        cap.move(to: CGPoint(x: magnified.minX + 14 * 4, y: magnified.minY - 4))
        cap.addLine(to: CGPoint(x: magnified.minX + 14 * 4, y: magnified.maxY + 4))
        try canvas.stroke(cap, with: .color(Color(red: 0.85, green: 0.1, blue: 0.3)), style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
        try SheetStyle.drawNote("Title: bold, white, dark-grey shadow at (0, −1), insets (0, 6, 0, 3), truncated at the tail.",
                                on: canvas, x: magnified.maxX + 30, y: y + 40, width: 400)
    }
}
