import DemoSupport
import Foundation
import Glaze

/// All 28 blend modes as labelled swatches: the same source drawn onto the same
/// destination in each mode.
enum BlendGrid {
    static let columns = 7
    static let swatch = CGSize(width: 96, height: 60)
    static let rowHeight: CGFloat = 80

    static func draw(on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        for (index, mode) in BlendMode.allCases.enumerated() {
            let x = CoreSheet.cellX(index % columns, count: columns, width: swatch.width)
            let rect = CGRect(origin: CGPoint(x: x, y: y + CGFloat(index / columns) * rowHeight), size: swatch)
            try drawChecker(on: canvas, in: rect)
            do {
                try canvas.withTransparencyLayer { canvas in try drawSwatch(mode, on: canvas, in: rect) }
            } catch let error as GlazeError where error.code == .blendModeUnsupported {
                // PDF has no plus-darker: composite the swatch in pixels, then place the image.
                let image = try ImageSurface(size: swatch, scale: 4)
                try image.draw { try drawSwatch(mode, on: $0, in: CGRect(origin: .zero, size: swatch)) }
                try canvas.draw(image, in: rect)
            }
            try SheetStyle.drawCaption(mode.rawValue, on: canvas, x: rect.minX, y: rect.maxY + 2, width: rect.width)
        }
        let rows = (BlendMode.allCases.count + columns - 1) / columns
        return y + CGFloat(rows) * rowHeight
    }

    /// Destination: a colourful ramp over the top two thirds, a translucent grey
    /// ramp below. Source: a translucent warm disc across both.
    static func drawSwatch(_ mode: BlendMode, on canvas: Canvas, in rect: CGRect) throws {
        let top = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * 2 / 3)
        try canvas.fill(top, with: .gradient(.linear(from: CGPoint(x: rect.minX, y: 0), to: CGPoint(x: rect.maxX, y: 0),
                                                     colors: [Color(red: 0.1, green: 0.3, blue: 0.8), Color(red: 0.2, green: 0.75, blue: 0.55),
                                                              Color(red: 0.98, green: 0.85, blue: 0.3)])))
        let bottom = CGRect(x: rect.minX, y: top.maxY, width: rect.width, height: rect.height - top.height)
        try canvas.fill(bottom, with: .gradient(.linear(from: CGPoint(x: rect.minX, y: 0), to: CGPoint(x: rect.maxX, y: 0),
                                                        colors: [Color(white: 0, alpha: 0.6), Color(white: 1, alpha: 0.6)])))
        canvas.blendMode = mode
        let disc = CGRect(x: rect.midX - 24, y: rect.midY - 24, width: 48, height: 48)
        try canvas.fill(Path(ellipseIn: disc), with: .gradient(.linear(
            from: CGPoint(x: 0, y: disc.minY), to: CGPoint(x: 0, y: disc.maxY),
            colors: [Color(red: 0.95, green: 0.3, blue: 0.2, alpha: 0.9), Color(red: 0.7, green: 0.1, blue: 0.6, alpha: 0.9)])))
    }

    /// A light checkerboard, so transparency in a swatch shows as such.
    static func drawChecker(on canvas: Canvas, in rect: CGRect) throws {
        try canvas.fill(rect, with: .color(.white))
        var squares = Path()
        let size: CGFloat = 6
        for row in 0..<Int(rect.height / size) {
            for column in 0..<Int(rect.width / size) where (row + column) % 2 == 0 {
                squares.addRect(CGRect(x: rect.minX + CGFloat(column) * size, y: rect.minY + CGFloat(row) * size,
                                       width: size, height: size))
            }
        }
        try canvas.fill(squares, with: .color(Color(white: 0.88)))
    }
}
