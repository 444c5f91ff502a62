import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Article 05: subtle noise texture, drawn in code.
enum NoiseSheet {
    static let pageSize = CGSize(width: 820, height: 680)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Subtle noise texture",
            subtitle: "The article's Core Image noise at 5 % over a golden gradient, one sample per device pixel, drawn once at "
                + "70 × 44 and used as a resizable image whose middle tiles, so widening repeats the noise instead of smearing it.")
        let texture = NoiseTexture(seed: 2012)
        let scale = max(canvas.scale, 2)
        let tiled = try texture.resizableImage(scale: scale)
        y = try SheetStyle.drawSection("Tiled at several widths", on: canvas, at: y)
        var x = SheetStyle.margin
        let title = ButtonTitle("Textured", font: .bold(15), color: Color(white: 0.25),
                                shadow: TextShadow(color: Color(white: 1, alpha: 0.6), offset: CGSize(width: 0, height: 1)))
        for width in [70, 130, 200, 260] as [CGFloat] {
            let rect = CGRect(x: x, y: y, width: width, height: 44)
            try tiled.draw(in: rect, on: canvas)
            try title.draw(in: rect, on: canvas)
            try SheetStyle.drawCaption(width == 70 ? "70 pt (source)" : "\(Int(width)) pt", on: canvas, x: x - 10, y: y + 48, width: width + 20)
            x += width + 18
        }
        y += 76
        y = try SheetStyle.drawSection("Zoomed ×6: the noise, one sample per device pixel", on: canvas, at: y)
        let zoom = CGRect(x: SheetStyle.margin, y: y, width: 300, height: 132)
        try canvas.withSavedState { canvas in
            try canvas.clip(to: zoom)
            try canvas.draw(tiled.image, in: CGRect(x: zoom.minX, y: zoom.minY, width: 70 * 6, height: 44 * 6), interpolation: .none)
        }
        try SheetStyle.drawNote("The top-left corner of the 70 × 44 source at ×6: the outline in grey 0.36 at width 2 (one point "
                                + "inside the clip), the gradient (0.997, 0.866, 0.240) → (0.715, 0.526, 0.148), and noise at alpha 0.05.",
                                on: canvas, x: zoom.maxX + 24, y: y + 10, width: 400)
        y += 150
        y = try SheetStyle.drawSection("Why tile: the same image stretched smears the noise into streaks", on: canvas, at: y)
        let stretched = try ResizableImage(image: tiled.image, capInsets: tiled.capInsets, resizingMode: .stretch)
        let rowWidth: CGFloat = 560
        try tiled.draw(in: CGRect(x: SheetStyle.margin + 80, y: y, width: rowWidth, height: 44), on: canvas)
        try stretched.draw(in: CGRect(x: SheetStyle.margin + 80, y: y + 54, width: rowWidth, height: 44), on: canvas)
        try canvas.draw(TextLayout("tile", font: .bold(12)), at: CGPoint(x: SheetStyle.margin, y: y + 14), color: SheetStyle.ink)
        try canvas.draw(TextLayout("stretch", font: .bold(12)), at: CGPoint(x: SheetStyle.margin, y: y + 68), color: SheetStyle.ink)
        y += 120
        y = try SheetStyle.drawSection("Other seeds, colours and opacities", on: canvas, at: y)
        let variants: [NoiseTexture] = [
            NoiseTexture(seed: 1), NoiseTexture(seed: 2, noiseOpacity: 0.12),
            NoiseTexture(seed: 3, topColor: Color(red: 0.55, green: 0.6, blue: 0.68), bottomColor: Color(red: 0.25, green: 0.28, blue: 0.35)),
            NoiseTexture(seed: 4, noiseOpacity: 0.08, topColor: Color(red: 0.45, green: 0.75, blue: 0.45),
                         bottomColor: Color(red: 0.12, green: 0.42, blue: 0.2), borderColor: Color(red: 0.05, green: 0.25, blue: 0.1)),
        ]
        for (index, variant) in variants.enumerated() {
            let rect = CGRect(x: SheetStyle.margin + CGFloat(index) * 185, y: y, width: 170, height: 44)
            try variant.resizableImage(scale: scale).draw(in: rect, on: canvas)
            try SheetStyle.drawCaption("seed \(variant.seed), noise \(Int(variant.noiseOpacity * 100)) %", on: canvas,
                                       x: rect.minX, y: rect.maxY + 3, width: rect.width)
        }
    }
}
