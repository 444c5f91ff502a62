import Foundation

// Styled text drawn in layers, as UIKit draws an attributed string: run
// backgrounds, then the glyphs (one composite per colour, so blend modes and
// alpha apply to each colour's glyphs as to any shape), outlines, decorations.
extension Canvas {
    /// Draws a styled layout with its top-left corner at `point`: runs without
    /// a colour take `color`; `override`, when given, paints everything (a shadow pass).
    func drawStyled(_ layout: TextLayout, at point: CGPoint, color: Color, override: Color?) throws(GlazeError) {
        let styles = layout.styleRuns.map(\.style)
        func colour(_ own: Color?, _ style: TextStyle) -> Color { override ?? own ?? style.color ?? color }

        // Neighbouring runs of one colour are filled as one box: two boxes meeting
        // at a fraction of a pixel would leave a faint seam where their edges blend.
        var backgrounds: [(Color, CGRect)] = []
        for (index, box) in layout.backgroundBoxes() {
            let paint = override ?? styles[index].background ?? color
            if let last = backgrounds.last, last.0 == paint, last.1.minY == box.minY, abs(last.1.maxX - box.minX) < 1e-6 {
                backgrounds[backgrounds.count - 1].1 = last.1.union(box)
            } else {
                backgrounds.append((paint, box))
            }
        }
        for (paint, box) in backgrounds {
            try fill(box.offsetBy(dx: point.x, dy: point.y), with: .color(paint))
        }

        var groups: [(Color, Set<Int>)] = []
        for (index, style) in styles.enumerated() where style.outline?.fillsGlyphs ?? true {
            let paint = colour(nil, style)
            if let group = groups.firstIndex(where: { $0.0 == paint }) {
                groups[group].1.insert(index)
            } else {
                groups.append((paint, [index]))
            }
        }
        for (paint, members) in groups {
            try composite(.paint(.color(paint)), in: .text(layout, point, styles: members),
                          mode: state.blendMode, alpha: state.alpha)
        }

        for (index, style) in styles.enumerated() {
            guard let outline = style.outline, outline.width > 0 else { continue }
            let path = layout.glyphOutline(styles: [index], at: point)
            try stroke(path, with: .color(colour(outline.color, style)), style: StrokeStyle(lineWidth: outline.width))
        }

        for mark in layout.decorationMarks() {
            let paint = Paint.color(colour(mark.decoration.color, styles[mark.style]))
            let rect = mark.rect.offsetBy(dx: point.x, dy: point.y)
            let dashes = mark.decoration.pattern.dashes
            if dashes.isEmpty {
                try fill(rect, with: paint)
            } else {
                var line = Path()
                line.move(to: CGPoint(x: rect.minX, y: rect.midY))
                line.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                try stroke(line, with: paint, style: StrokeStyle(lineWidth: rect.height, dash: dashes.map { $0 * rect.height }))
            }
        }
    }
}
