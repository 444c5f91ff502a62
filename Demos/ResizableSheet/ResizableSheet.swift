import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Stretchable images, cap crops, segmented controls and nine-patch export.
enum ResizableSheet {
    static let pageSize = CGSize(width: 820, height: 960)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "GlazeKit — resizable images",
            subtitle: "Draw a small image once, then draw it at any size with its caps intact: stretched for gradients, "
                + "tiled for textures, cropped to one cap for segmented controls.")
        let sources = try Sources()
        y = try SheetStyle.drawSection("The sources, drawn once at their smallest (shown ×4, caps dashed)", on: canvas, at: y)
        y = try SourcesRow.draw(sources, on: canvas, at: y)
        y = try SheetStyle.drawSection("Stretch or tile", on: canvas, at: y + 6)
        y = try StretchTileRows.draw(sources, on: canvas, at: y)
        y = try SheetStyle.drawSection("Cap crops: caps of 14 in a 150-point context", on: canvas, at: y + 6)
        y = try CapCropRow.draw(sources, on: canvas, at: y)
        y = try SheetStyle.drawSection("Segmented controls built from cap-cropped pieces", on: canvas, at: y + 6)
        y = try SegmentedRows.draw(on: canvas, at: y)
        y = try SheetStyle.drawSection("Interchange: Android nine-patch and CSS border-image", on: canvas, at: y + 6)
        try InterchangeRow.draw(sources, on: canvas, at: y)
    }
}

/// The small source images every row uses, drawn in code.
struct Sources {
    /// An 11 × 37 pill with caps of 5 and a one-point middle, as in the hybrid recipe.
    let pill: ResizableImage
    /// A 60 × 30 badge whose middle 40 points hold uneven stripes: caps of 10.
    let stripes: ResizableImage
    /// A 29 × 30 button with caps of 14 and a one-point middle.
    let capped: ResizableImage

    init() throws {
        let pillImage = try Image(size: CGSize(width: 11, height: 37), scale: 2) { canvas in
            let shape = Path(roundedRect: canvas.bounds, cornerRadius: 5)
            try canvas.withSavedState { canvas in
                try canvas.clip(to: shape)
                try canvas.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 36),
                                                   colors: [Color(red: 0.94, green: 0.82, blue: 0.52), Color(red: 0.91, green: 0.55, blue: 0)])))
                try canvas.stroke(shape, with: .color(Color(red: 0.77, green: 0.43, blue: 0)), style: StrokeStyle(lineWidth: 2))
            }
        }
        pill = try ResizableImage(image: pillImage, capInsets: EdgeInsets(all: 5))

        let stripeImage = try Image(size: CGSize(width: 60, height: 30), scale: 2) { canvas in
            let shape = Path(roundedRect: canvas.bounds, cornerRadius: 10)
            try canvas.withSavedState { canvas in
                try canvas.clip(to: shape)
                try canvas.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 30),
                                                   colors: [Color(red: 0.35, green: 0.6, blue: 0.9), Color(red: 0.1, green: 0.3, blue: 0.65)])))
                var x: CGFloat = 10
                for width in [3, 1, 5, 2, 4, 1, 3, 6, 2] as [CGFloat] {
                    try canvas.fill(CGRect(x: x, y: 0, width: width / 2, height: 30), with: .color(Color.white.withAlpha(0.45)))
                    x += width + 0.5
                }
            }
            try canvas.stroke(Path(roundedRect: canvas.bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 9.5),
                              with: .color(Color(red: 0.05, green: 0.15, blue: 0.4)))
        }
        stripes = try ResizableImage(image: stripeImage, capInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                     resizingMode: .tile)

        let cappedImage = try Image(size: CGSize(width: 29, height: 30), scale: 2) { canvas in
            let shape = Path(roundedRect: canvas.bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 13.5)
            try canvas.fill(shape, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 30),
                                                           colors: [Color(white: 0.99), Color(white: 0.8)])))
            try canvas.stroke(shape, with: .color(Color(white: 0.45)))
        }
        capped = try ResizableImage.stretchable(cappedImage, leftCapWidth: 14, topCapHeight: 0)
    }
}
