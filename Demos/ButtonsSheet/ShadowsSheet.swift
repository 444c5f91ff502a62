import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Soft shadows: under buttons at several blurs, at several offsets, under text
/// and icons, and a transparency layer casting one shadow for its content.
enum ShadowsSheet {
    static let pageSize = CGSize(width: 820, height: 900)

    static let blue = Color(red: 0.12, green: 0.44, blue: 0.82)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Shadows",
            subtitle: "Core Graphics' setShadow: a Gaussian blur of standard deviation blur / 2 under anything drawn, at device "
                + "resolution, offset in the surface's points whatever the transform, and scoped like the rest of the canvas state.")
        y = try SheetStyle.drawSection("Glossy buttons, each in a transparency layer so it casts one shadow: blur 0, 2, 6, 12 and 24",
                                       on: canvas, at: y)
        for (index, blur) in [0.0, 2, 6, 12, 24].enumerated() {
            let rect = CGRect(x: SheetStyle.margin + CGFloat(index) * 150, y: y + 14, width: 120, height: 40)
            try canvas.withSavedState { canvas in
                canvas.shadow = Shadow(offset: CGSize(width: 0, height: 4), blur: blur, color: Color(white: 0, alpha: 0.55))
                try canvas.withTransparencyLayer { layer in
                    try GlossyButton(color: blue).drawBackground(in: rect, on: layer)
                }
            }
            try ButtonTitle("Blur \(Int(blur))", font: .bold(15)).draw(in: rect, on: canvas)
        }
        y += 90
        y = try SheetStyle.drawSection("One card, blur 10, offset by (−8, −8), (0, 8), (8, 8) and (12, 0) points", on: canvas, at: y)
        for (index, offset) in [CGSize(width: -8, height: -8), CGSize(width: 0, height: 8), CGSize(width: 8, height: 8),
                                CGSize(width: 12, height: 0)].enumerated() {
            let rect = CGRect(x: SheetStyle.margin + 20 + CGFloat(index) * 185, y: y + 24, width: 130, height: 80)
            try canvas.withSavedState { canvas in
                canvas.shadow = Shadow(offset: offset, blur: 10, color: Color(white: 0, alpha: 0.45))
                try canvas.fill(Path(roundedRect: rect, cornerRadius: 10), with: .color(.white))
            }
            try SheetStyle.drawCaption("(\(Int(offset.width)), \(Int(offset.height)))", on: canvas, x: rect.minX, y: rect.midY - 6,
                                       width: rect.width)
        }
        y += 140
        y = try SheetStyle.drawSection("Text: a soft drop shadow, and a glow (no offset) that lifts white text off white",
                                       on: canvas, at: y)
        try canvas.withSavedState { canvas in
            canvas.shadow = Shadow(offset: CGSize(width: 0, height: 3), blur: 4, color: Color(white: 0, alpha: 0.5))
            try canvas.drawText("Soft drop shadow", font: .bold(30), color: blue, at: CGPoint(x: SheetStyle.margin, y: y + 12))
            canvas.shadow = Shadow(offset: .zero, blur: 10, color: Color(red: 0.1, green: 0.2, blue: 0.5, alpha: 0.9))
            try canvas.drawText("Glow", font: .bold(34), color: .white, at: CGPoint(x: SheetStyle.margin + 420, y: y + 8))
        }
        y += 78
        y = try SheetStyle.drawSection("Icons: the shadow of an image is the shadow of its alpha; a coloured shadow makes a halo",
                                       on: canvas, at: y)
        let names = ["home", "search", "star", "bell", "person", "gear"]
        for (index, name) in names.enumerated() {
            let icon = try BuiltInIcons.icon(name, scale: max(canvas.scale, 2))
            let rect = CGRect(x: SheetStyle.margin + CGFloat(index) * 120 + 20, y: y + 20, width: 52, height: 52)
            try canvas.withSavedState { canvas in
                canvas.shadow = index < 3
                    ? Shadow(offset: CGSize(width: 3, height: 4), blur: 5, color: Color(white: 0, alpha: 0.5))
                    : Shadow(offset: .zero, blur: 12, color: Color(red: 1, green: 0.55, blue: 0.1))
                // Tinted first: Tint.draw clips to its rect, and a clip bounds the shadow too.
                let tinted = try Tint(color: index < 3 ? blue : Color(red: 0.85, green: 0.3, blue: 0.05)).apply(to: icon)
                try canvas.draw(tinted, in: rect)
            }
        }
        y += 110
        y = try SheetStyle.drawSection("Two half-transparent discs: one shadow each, or one for a transparency layer",
                                       on: canvas, at: y)
        for (index, layered) in [false, true].enumerated() {
            let x = SheetStyle.margin + 40 + CGFloat(index) * 360
            try canvas.withSavedState { canvas in
                canvas.shadow = Shadow(offset: CGSize(width: 0, height: 14), blur: 6, color: Color(white: 0, alpha: 0.6))
                let discs = { (canvas: Canvas) throws in
                    try canvas.fill(Path(ellipseIn: CGRect(x: x, y: y + 14, width: 90, height: 90)),
                                    with: .color(Color(red: 0.9, green: 0.2, blue: 0.2, alpha: 0.6)))
                    try canvas.fill(Path(ellipseIn: CGRect(x: x + 55, y: y + 14, width: 90, height: 90)),
                                    with: .color(Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.6)))
                }
                if layered { try canvas.withTransparencyLayer(discs) } else { try discs(canvas) }
            }
            try SheetStyle.drawCaption(layered ? "in one layer: one shadow" : "one by one: two shadows", on: canvas,
                                       x: x, y: y + 128, width: 145)
        }
    }
}
