import DemoSupport
import Foundation
import Glaze
import GlazeKit

enum SourcesRow {
    static func draw(_ sources: Sources, on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        var x = SheetStyle.margin
        for (name, image) in [("pill 11 × 37, caps 5", sources.pill), ("stripes 60 × 30, caps 10, tiled", sources.stripes),
                              ("button 29 × 30, left cap 14", sources.capped)] {
            let magnified = CGRect(x: x, y: y, width: image.size.width * 4, height: image.size.height * 4)
            try canvas.draw(image.image, in: magnified, interpolation: .none)
            var marks = Path()
            let caps = image.capInsets
            for edge in [caps.left, image.size.width - caps.right] where caps.left > 0 {
                marks.move(to: CGPoint(x: magnified.minX + edge * 4, y: magnified.minY - 4))
                marks.addLine(to: CGPoint(x: magnified.minX + edge * 4, y: magnified.maxY + 4))
            }
            for edge in [caps.top, image.size.height - caps.bottom] where caps.top > 0 {
                marks.move(to: CGPoint(x: magnified.minX - 4, y: magnified.minY + edge * 4))
                marks.addLine(to: CGPoint(x: magnified.maxX + 4, y: magnified.minY + edge * 4))
            }
            try canvas.stroke(marks, with: .color(Color(red: 0.85, green: 0.1, blue: 0.3)), style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
            try SheetStyle.drawCaption(name, on: canvas, x: magnified.midX - 90, y: magnified.maxY + 6, width: 180)
            x = magnified.maxX + 70
        }
        return y + 4 * 37 + 24
    }
}

enum StretchTileRows {
    static func draw(_ sources: Sources, on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let widths: [CGFloat] = [16, 60, 140, 260]
        var rowY = y
        for mode in [ResizableImage.ResizingMode.stretch, .tile] {
            let image = try ResizableImage(image: sources.stripes.image, capInsets: sources.stripes.capInsets, resizingMode: mode)
            var x = SheetStyle.margin + 70
            let label = try TextLayout(mode.rawValue, font: .bold(12))
            try canvas.draw(label, at: CGPoint(x: SheetStyle.margin, y: rowY + 8), color: SheetStyle.ink)
            for width in widths {
                try image.draw(in: CGRect(x: x, y: rowY, width: width, height: 30), on: canvas)
                x += width + 16
            }
            try sources.pill.draw(in: CGRect(x: x, y: rowY - 3, width: 80, height: 37), on: canvas)
            rowY += 44
        }
        let end = try SheetStyle.drawNote(
            "At 16 points the badge is narrower than its caps (20 points), so both shrink in proportion. Stretching smears the stripes; "
                + "tiling repeats them from the middle's start and cuts the last one. The pill's one-point middle looks the same either way.",
            on: canvas, x: SheetStyle.margin, y: rowY - 4, width: canvas.size.width - 2 * SheetStyle.margin)
        return end + 8
    }
}

enum CapCropRow {
    static func draw(_ sources: Sources, on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let width: CGFloat = 150
        for (index, crop) in CapCrop.allCases.enumerated() {
            let x = SheetStyle.margin + CGFloat(index) * (width + 42)
            let rect = CGRect(x: x + 14, y: y + 6, width: width, height: 30)
            // The whole image drawn at the crop's rect, ghosted, shows what was pushed outside.
            try sources.capped.draw(in: sources.capped.drawingRect(for: crop, filling: rect), on: canvas, alpha: 0.25)
            try sources.capped.draw(crop, in: rect, on: canvas)
            try canvas.stroke(Path(rect: rect.insetBy(dx: -0.5, dy: -0.5)), with: .color(Color(red: 0.85, green: 0.1, blue: 0.3)),
                              style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
            try SheetStyle.drawCaption(".\(crop.rawValue)", on: canvas, x: rect.minX, y: rect.maxY + 4, width: width)
        }
        return y + 60
    }
}

enum SegmentedRows {
    static func draw(on canvas: Canvas, at y: CGFloat) throws -> CGFloat {
        let appearance = try SegmentedControlAppearance.standard(scale: max(canvas.scale, 2))
        let rows: [([(String, CGFloat)], Int?)] = [
            ([("Day", 80), ("Week", 100), ("Month", 80)], 1),
            ([("Sort", 60), ("Filter", 60)], 0),
            ([("All", 47), ("Unread", 90), ("Flagged", 90), ("Sent", 60), ("Archived by the server", 100)], 4),
            ([("Only one segment", 160)], nil),
        ]
        var rowY = y
        var x = SheetStyle.margin
        for (index, (segments, selected)) in rows.enumerated() {
            let control = try SegmentedControl(segments: segments.map { SegmentedControl.Segment(title: $0.0, width: $0.1) },
                                               selectedIndex: selected, appearance: appearance)
            if index == 2 || index == 3 {
                x = SheetStyle.margin
                rowY += 44
            }
            try control.draw(at: CGPoint(x: x, y: rowY), on: canvas)
            x += control.size.width + 40
        }
        return rowY + 48
    }
}

enum InterchangeRow {
    static func draw(_ sources: Sources, on canvas: Canvas, at y: CGFloat) throws {
        let patch = try NinePatch(sources.pill, contentInsets: EdgeInsets(top: 8, left: 4, bottom: 8, right: 4))
        let bordered = try Image(pngData: patch.pngData(), scale: 2)
        let magnified = CGRect(x: SheetStyle.margin, y: y, width: bordered.size.width * 4, height: bordered.size.height * 4)
        try canvas.fill(magnified, with: .color(.white))
        try canvas.draw(bordered, in: magnified, interpolation: .none)
        try SheetStyle.drawCaption("pill.9.png, \(bordered.pixelWidth) × \(bordered.pixelHeight) px (×4)", on: canvas,
                                   x: magnified.minX, y: magnified.maxY + 4, width: 160)
        let roundTrip = try NinePatch(pngData: patch.pngData())
        try roundTrip.draw(in: CGRect(x: magnified.maxX + 80, y: y + 20, width: 180, height: 74), on: canvas)
        try SheetStyle.drawCaption("read back and drawn at 180 × 74", on: canvas, x: magnified.maxX + 80, y: y + 98, width: 180)
        let css = sources.pill.cssBorderImage.declarations(url: "pill@2x.png")
        let layout = try TextLayout(css, font: Font(family: "DejaVu Sans Mono", size: 11))
        try canvas.draw(layout, at: CGPoint(x: magnified.maxX + 300, y: y + 24), color: SheetStyle.ink)
    }
}
