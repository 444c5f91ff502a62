import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// A long table of buttons drawn through the raster cache beside the same table
/// drawn directly, with the cache's statistics.
enum CacheSheet {
    static let pageSize = CGSize(width: 820, height: 1130)
    static let rows = 30

    static let looks: [ButtonBackgroundLook] = [
        ButtonBackgroundLook(.glossy(GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05)))),
        ButtonBackgroundLook(.glossy(GlossyButton(color: Color(red: 0.05, green: 0.35, blue: 0.7)))),
        ButtonBackgroundLook(.hybrid(HybridBackground(height: 26))),
        ButtonBackgroundLook(.hybrid(HybridBackground(height: 26)), state: .highlighted),
    ]

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "State-aware raster cache",
            subtitle: "Hundreds of components, a handful of looks: each distinct look — type, appearance properties, scale, "
                + "render size — is drawn once at its minimum frame and shared; every button stretches it to its own width.")
        let scale = max(canvas.scale, 2)
        let cache = try RasterCache()
        let columnWidth: CGFloat = 360
        let left = SheetStyle.margin, right = SheetStyle.margin + columnWidth + 28
        y = try SheetStyle.drawSection("The same table twice", on: canvas, at: y)
        let tableTop = y + 116
        try canvas.draw(TextLayout("through the cache", font: .bold(12)), at: CGPoint(x: left, y: tableTop - 22), color: SheetStyle.ink)
        try canvas.draw(TextLayout("drawn directly, every button", font: .bold(12)), at: CGPoint(x: right, y: tableTop - 22),
                        color: SheetStyle.ink)
        var directPixels = 0
        for row in 0..<rows {
            let look = looks[row % looks.count]
            let width = CGFloat(120 + (row * 53) % 240)
            let height: CGFloat = 26
            let rowY = tableTop + CGFloat(row) * 27
            let title = ButtonTitle("Row \(row + 1)", font: .bold(13), insets: EdgeInsets(horizontal: 6))
            let cached = try cache.raster(for: look, size: CGSize(width: width, height: height), scale: scale)
            try cached.draw(in: CGRect(x: left, y: rowY, width: width, height: height), on: canvas)
            try title.draw(in: CGRect(x: left, y: rowY, width: width, height: height), on: canvas)
            try look.draw(in: CGRect(x: right, y: rowY, width: width, height: height), on: canvas)
            try title.draw(in: CGRect(x: right, y: rowY, width: width, height: height), on: canvas)
            directPixels += Int(width * scale) * Int(height * scale)
        }
        let stats = cache.statistics
        let lines = [
            "distinct looks: \(stats.entries)", "renders: \(stats.renders)", "hits: \(stats.hits)", "misses: \(stats.misses)",
            "bytes held: \(stats.bytes)", "as full-size images: \(directPixels * 4)",
        ]
        let box = CGRect(x: left, y: y, width: canvas.size.width - 2 * SheetStyle.margin, height: 80)
        try canvas.fill(Path(roundedRect: box, cornerRadius: 8), with: .color(Color(white: 0.92)))
        for (index, line) in lines.enumerated() {
            let layout = try TextLayout(line, font: Font(family: "DejaVu Sans Mono", size: 12, weight: index < 2 ? .bold : .regular))
            try canvas.draw(layout, at: CGPoint(x: box.minX + 16 + CGFloat(index % 3) * 250, y: box.minY + 14 + CGFloat(index / 3) * 28),
                            color: SheetStyle.ink)
        }
        try SheetStyle.drawNote("\(rows) buttons in 4 looks at widths from 120 to 359 points. Titles are not part of a background's "
                                + "look, so they never cause a render. Left and right match: stretched from its minimum width, a glossy "
                                + "button has exactly the pixels of one drawn in full; a hybrid one differs by a few levels on its "
                                + "glow rows, whose corners meet in the middle at minimum width.",
                                on: canvas, x: left, y: tableTop + CGFloat(rows) * 27 + 8, width: box.width)
    }
}
