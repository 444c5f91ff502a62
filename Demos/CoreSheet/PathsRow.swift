import DemoSupport
import Foundation
import Glaze

/// One row of path examples, each in an 88 × 88 cell with a caption.
enum PathsRow {
    static let cell: CGFloat = 88
    static let fill = Color(red: 0.16, green: 0.54, blue: 0.89)
    static let stroke = Color(red: 0.09, green: 0.27, blue: 0.5)

    static func draw(on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let examples: [(String, (CGRect) -> Path, Bool)] = [
            ("rect, 1 pt stroke", { Path(rect: $0.insetBy(dx: 8.5, dy: 14.5)) }, true),
            ("rounded rect r 12", { Path(roundedRect: $0.insetBy(dx: 6, dy: 14), cornerRadius: 12) }, false),
            ("per-corner radii", { Path(roundedRect: $0.insetBy(dx: 6, dy: 14),
                                        cornerRadii: CornerRadii(topLeft: 24, topRight: 4, bottomRight: 24, bottomLeft: 0)) }, false),
            ("ellipse", { Path(ellipseIn: $0.insetBy(dx: 4, dy: 16)) }, false),
            ("arc to point", bubble, false),
            ("even-odd star", star, false),
            ("inset by 6", { Path(roundedRect: $0.insetBy(dx: 6, dy: 10), cornerRadius: 16).inset(by: 6) }, false),
        ]
        for (index, (caption, make, strokeOnly)) in examples.enumerated() {
            let x = CoreSheet.cellX(index, count: examples.count, width: cell)
            let rect = CGRect(x: x, y: y, width: cell, height: cell)
            let path = make(rect)
            if index == 6 {
                let outer = Path(roundedRect: rect.insetBy(dx: 6, dy: 10), cornerRadius: 16)
                try canvas.stroke(outer, with: .color(stroke), style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
            }
            if !strokeOnly { try canvas.fill(path, with: .color(fill)) }
            try canvas.stroke(path, with: .color(stroke), style: StrokeStyle(lineWidth: strokeOnly ? 1 : 1.5, join: .round))
            try SheetStyle.drawCaption(caption, on: canvas, x: x, y: y + cell + 2, width: cell)
        }
        return y + cell + 20
    }

    /// A speech bubble whose corners are arcs to points, with a tail.
    static func bubble(_ rect: CGRect) -> Path {
        let r = rect.insetBy(dx: 6, dy: 16)
        var path = Path()
        path.move(to: CGPoint(x: r.midX, y: r.minY))
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.maxY), radius: 10)
        path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY - 10), tangent2End: CGPoint(x: r.minX, y: r.maxY - 10), radius: 10)
        path.addLine(to: CGPoint(x: r.minX + 26, y: r.maxY - 10))
        path.addLine(to: CGPoint(x: r.minX + 12, y: r.maxY + 6))
        path.addLine(to: CGPoint(x: r.minX + 16, y: r.maxY - 10))
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY - 10), tangent2End: CGPoint(x: r.minX, y: r.minY), radius: 10)
        path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.midX, y: r.minY), radius: 10)
        path.closeSubpath()
        return path
    }

    /// A five-pointed star drawn in one stroke; even-odd leaves its centre open.
    static func star(_ rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY + 3), radius: CGFloat = 38
        for i in 0..<5 {
            let angle = CGFloat(i * 2 % 5) * 2 * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        path.fillRule = .evenOdd
        return path
    }
}
