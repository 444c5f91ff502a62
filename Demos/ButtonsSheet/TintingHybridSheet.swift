import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Article 01: tinting images with blend modes, and the hybrid background.
enum TintingHybridSheet {
    static let pageSize = CGSize(width: 820, height: 650)
    static let tints = [Color(red: 0.8, green: 0.1, blue: 0.1), Color(red: 0.9, green: 0.5, blue: 0.05),
                        Color(red: 0.1, green: 0.6, blue: 0.25), Color(red: 0.1, green: 0.4, blue: 0.85),
                        Color(red: 0.5, green: 0.2, blue: 0.7)]

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Tinting and hybrid backgrounds",
            subtitle: "One asset, every theme: recolour an image with destinationIn (flat) or overlay then destinationIn "
                + "(keeps its shading); and draw a button background once at 11 × 37 points, then stretch it.")
        y = try SheetStyle.drawSection("A flat icon tinted with destinationIn", on: canvas, at: y)
        let icon = try Icons.bubble(scale: max(canvas.scale, 2))
        try canvas.draw(icon, in: CGRect(x: SheetStyle.margin, y: y, width: 64, height: 64))
        try SheetStyle.drawCaption("original", on: canvas, x: SheetStyle.margin, y: y + 68, width: 64)
        for (index, color) in tints.enumerated() {
            let x = SheetStyle.margin + 120 + CGFloat(index) * 110
            try Tint(color: color).draw(icon, in: CGRect(x: x, y: y, width: 64, height: 64), on: canvas)
            try SheetStyle.drawCaption(color.hexString, on: canvas, x: x - 10, y: y + 68, width: 84)
        }
        y += 96
        y = try SheetStyle.drawSection("A grey gradient button: flat tint against gradient-preserving tint", on: canvas, at: y)
        let button = try Icons.greyButton(scale: max(canvas.scale, 2))
        try canvas.draw(button, in: CGRect(origin: CGPoint(x: SheetStyle.margin, y: y + 28), size: button.size))
        try SheetStyle.drawCaption("original", on: canvas, x: SheetStyle.margin, y: y + 28 + button.size.height + 4, width: button.size.width)
        for (index, color) in tints.prefix(3).enumerated() {
            let x = SheetStyle.margin + 160 + CGFloat(index) * 150
            try Tint(color: color).draw(button, in: CGRect(x: x, y: y, width: button.size.width, height: button.size.height), on: canvas)
            try Tint(color: color, mode: .gradientPreserving).draw(
                button, in: CGRect(x: x, y: y + 56, width: button.size.width, height: button.size.height), on: canvas)
        }
        let labelX = SheetStyle.margin + 160 + 3 * 150, labelWidth = canvas.size.width - SheetStyle.margin - labelX
        try canvas.draw(TextLayout("flat: fill, then destinationIn", font: .bold(11), width: labelWidth),
                        at: CGPoint(x: labelX, y: y + 8), color: SheetStyle.ink)
        try canvas.draw(TextLayout("gradient-preserving: fill, overlay, then destinationIn", font: .bold(11), width: labelWidth),
                        at: CGPoint(x: labelX, y: y + 58), color: SheetStyle.ink)
        y += 120
        y = try SheetStyle.drawSection("The hybrid background: drawn once at 11 × 37 (shown ×4), stretched to any width", on: canvas, at: y)
        try HybridRows.draw(on: canvas, at: y)
    }
}

enum HybridRows {
    static func draw(on canvas: Canvas, at y: CGFloat) throws {
        let background = HybridBackground()
        var x = SheetStyle.margin
        for state in [ControlState.normal, .highlighted] {
            let image = try background.resizableImage(state: state, scale: 2)
            let magnified = CGRect(x: x, y: y, width: 44, height: 148)
            try canvas.draw(image.image, in: magnified, interpolation: .none)
            try SheetStyle.drawCaption(state.rawValue, on: canvas, x: x - 20, y: magnified.maxY + 4, width: 84)
            x += 80
        }
        let widths: [CGFloat] = [40, 90, 160, 220]
        let title = ButtonTitle("Continue", font: .bold(15), color: .white,
                                shadow: TextShadow(color: Color(red: 0.6, green: 0.3, blue: 0), offset: CGSize(width: 0, height: -1)),
                                insets: EdgeInsets(horizontal: 6))
        for (row, state) in [ControlState.normal, .highlighted].enumerated() {
            let image = try background.resizableImage(state: state, scale: 2)
            var bx = SheetStyle.margin + 180
            for width in widths {
                let rect = CGRect(x: bx, y: y + 10 + CGFloat(row) * 70, width: width, height: 37)
                try image.draw(in: rect, on: canvas)
                try title.draw(in: rect, on: canvas)
                try SheetStyle.drawCaption("\(Int(width)) pt", on: canvas, x: bx, y: rect.maxY + 3, width: width)
                bx += width + 16
            }
        }
        try SheetStyle.drawNote(
            "Both states are drawn once and shared by every button, whatever its width: clip to the rounded rect, a vertical "
                + "gradient from y 0 to y h − 1, a 2-point border of which the clip keeps the inner point, and a radius-4 inner "
                + "glow in white at 0.5. Highlighted swaps the gradient's ends.",
            on: canvas, x: SheetStyle.margin + 180, y: y + 160, width: 560)
    }
}

/// Demo artwork drawn in code.
enum Icons {
    /// A speech bubble with three dots cut out: one flat colour, alpha only.
    static func bubble(scale: CGFloat) throws -> Image {
        try Image(size: CGSize(width: 64, height: 64), scale: scale) { canvas in
            var shape = Path(roundedRect: CGRect(x: 4, y: 6, width: 56, height: 40), cornerRadius: 12)
            // The tail runs the same way round as the bubble, so their overlap fills.
            shape.move(to: CGPoint(x: 30, y: 44))
            shape.addLine(to: CGPoint(x: 12, y: 58))
            shape.addLine(to: CGPoint(x: 16, y: 44))
            shape.closeSubpath()
            try canvas.fill(shape, with: .color(.black))
            canvas.blendMode = .clear
            for x in [20, 32, 44] as [CGFloat] {
                try canvas.fill(Path(ellipseIn: CGRect(x: x - 4, y: 22, width: 8, height: 8)), with: .color(.black))
            }
        }
    }

    /// A 140 × 44 grey button with a gradient, a border and transparent corners.
    static func greyButton(scale: CGFloat) throws -> Image {
        try Image(size: CGSize(width: 140, height: 44), scale: scale) { canvas in
            let shape = Path(roundedRect: canvas.bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 10)
            try canvas.fill(shape, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 44),
                                                           colors: [Color(white: 0.92), Color(white: 0.62), Color(white: 0.42)])))
            try canvas.stroke(shape, with: .color(Color(white: 0.3)))
            try InnerGlow(color: Color(white: 1, alpha: 0.6)).draw(inside: shape, on: canvas)
        }
    }
}
