import DemoSupport
import Foundation
import Glaze

/// Gradients with their extension modes, and clips to paths and to an image's alpha.
enum PaintRow {
    static let cell: CGFloat = 88
    static let warm = [Color(red: 0.94, green: 0.82, blue: 0.52), Color(red: 0.91, green: 0.55, blue: 0)]
    static let cool = [Color(red8: 226, green8: 235, blue8: 250), Color(red8: 41, green8: 138, blue8: 226)]

    static func draw(on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let cells: [(String, (Canvas, CGRect) throws -> Void)] = [
            ("linear, 2 stops", { canvas, r in
                try canvas.fill(Path(roundedRect: r, cornerRadius: 6), with: .gradient(.linear(
                    from: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.minX, y: r.maxY), colors: warm)))
            }),
            ("linear, 4 stops", { canvas, r in
                try canvas.fill(Path(roundedRect: r, cornerRadius: 6), with: .gradient(.linear(
                    from: CGPoint(x: r.minX, y: r.minY), to: CGPoint(x: r.maxX, y: r.maxY),
                    colors: [.red, .yellow, .green, .blue])))
            }),
            ("radial", { canvas, r in
                try canvas.fill(Path(ellipseIn: r), with: .gradient(.radial(
                    startCenter: CGPoint(x: r.midX - 14, y: r.midY - 14), startRadius: 2,
                    endCenter: CGPoint(x: r.midX, y: r.midY), endRadius: r.width / 2,
                    stops: [.init(location: 0, color: .white), .init(location: 1, color: cool[1])])))
            }),
            ("pad", { try extended(.pad, $0, $1) }),
            ("repeat", { try extended(.repeat, $0, $1) }),
            ("reflect", { try extended(.reflect, $0, $1) }),
            ("clip: path, mask", clipDemo),
        ]
        for (index, (caption, body)) in cells.enumerated() {
            let x = CoreSheet.cellX(index, count: cells.count, width: cell)
            let rect = CGRect(x: x, y: y, width: cell, height: cell)
            try canvas.withSavedState { canvas in try body(canvas, rect.insetBy(dx: 4, dy: 4)) }
            try SheetStyle.drawCaption(caption, on: canvas, x: x, y: y + cell + 2, width: cell)
        }
        return y + cell + 20
    }

    /// A short ramp in the middle third of the cell, extended by `mode` to the edges.
    static func extended(_ mode: Gradient.Extend, _ canvas: Canvas, _ r: CGRect) throws {
        let from = CGPoint(x: r.minX + r.width / 3, y: r.minY), to = CGPoint(x: r.minX + 2 * r.width / 3, y: r.minY)
        let shape = Path(roundedRect: r, cornerRadius: 6)
        try canvas.fill(shape, with: .gradient(.linear(from: from, to: to, colors: cool, extend: mode)))
        var marks = Path()
        for x in [from.x, to.x] {
            marks.move(to: CGPoint(x: x.rounded() + 0.5, y: r.minY))
            marks.addLine(to: CGPoint(x: x.rounded() + 0.5, y: r.maxY))
        }
        try canvas.stroke(marks, with: .color(Color.white.withAlpha(0.7)), style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
    }

    /// Stripes clipped to a circle, then a gradient clipped to a star image's alpha.
    static func clipDemo(_ canvas: Canvas, _ r: CGRect) throws {
        try canvas.withSavedState { canvas in
            try canvas.clip(to: Path(ellipseIn: r))
            for i in stride(from: 0, to: Int(r.width) * 2, by: 8) {
                var stripe = Path()
                stripe.move(to: CGPoint(x: r.minX + CGFloat(i), y: r.minY))
                stripe.addLine(to: CGPoint(x: r.minX + CGFloat(i) - r.height, y: r.maxY))
                try canvas.stroke(stripe, with: .color(warm[1]), style: StrokeStyle(lineWidth: 3))
            }
        }
        let starMask = try ImageSurface(width: 60, height: 60, scale: max(canvas.scale, 2))
        try starMask.draw { mask in
            try mask.fill(PathsRow.star(CGRect(x: -14, y: -18, width: 88, height: 88)).withFillRule(.winding),
                          with: .color(.black))
        }
        try canvas.clip(toAlphaOf: starMask, in: CGRect(x: r.midX - 30, y: r.midY - 30, width: 60, height: 60))
        try canvas.paint(.gradient(.linear(from: CGPoint(x: 0, y: r.minY + 10), to: CGPoint(x: 0, y: r.maxY - 10), colors: cool)))
    }
}

extension Path {
    func withFillRule(_ rule: FillRule) -> Path {
        var copy = self
        copy.fillRule = rule
        return copy
    }
}
