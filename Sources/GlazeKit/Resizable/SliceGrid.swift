import Foundation
import Glaze

/// An image cut along two ``SliceAxis``es into cells, each cell its own image so
/// that sampling one never reads its neighbours' pixels.
final class SliceGrid: Sendable {
    let image: Image
    let columns: SliceAxis
    let rows: SliceAxis
    /// Cell images, row by row.
    private let cells: [[Image]]

    init(image: Image, columns: SliceAxis, rows: SliceAxis) throws(GlazeError) {
        self.image = image
        self.columns = columns
        self.rows = rows
        var cells: [[Image]] = []
        for row in rows.segments {
            var line: [Image] = []
            for column in columns.segments {
                line.append(try image.cropped(toPixels: (x: column.start, y: row.start,
                                                         width: column.length, height: row.length)))
            }
            cells.append(line)
        }
        self.cells = cells
    }

    /// How stretchable runs fill their space.
    enum Filling {
        case stretch
        case tile
    }

    /// Draws the grid into `rect`: fixed cells at their size, stretchable ones
    /// stretched or tiled. With an axis-aligned transform, inner cell boundaries are
    /// snapped to device pixels on image surfaces, and to whole points in documents,
    /// so that no seam shows: viewers round each cell's clip to their pixels, which
    /// at a boundary off their grid draws one pixel of both cells.
    func draw(in rect: CGRect, on canvas: Canvas, filling: Filling, blendMode: BlendMode?, alpha: Double) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        if canvas.surfaceKind != .image, !image.isVector {
            // PDF and SVG viewers antialias each cell's edges separately, which shows
            // as hairline seams. The cells hold pixels anyway, so composite them into
            // one image at the source's density and place that instead. (A vector
            // image's cells are drawings, placed one by one below.)
            let whole = try Image(size: r.size, scale: image.scale) { raster in
                try draw(in: CGRect(origin: .zero, size: r.size), on: raster, filling: filling, blendMode: nil, alpha: 1)
            }
            return try canvas.draw(whole, in: r, blendMode: blendMode, alpha: alpha)
        }
        let xs = snapped(columns.layout(origin: r.minX, length: r.width, scale: image.scale), on: canvas, vertical: false)
        let ys = snapped(rows.layout(origin: r.minY, length: r.height, scale: image.scale), on: canvas, vertical: true)
        let drawCells = { (canvas: Canvas) throws in
            for (rowIndex, row) in self.rows.segments.enumerated() {
                let (y, height) = ys[rowIndex]
                guard height > 0 else { continue }
                for (columnIndex, column) in self.columns.segments.enumerated() {
                    let (x, width) = xs[columnIndex]
                    guard width > 0 else { continue }
                    let cell = self.cells[rowIndex][columnIndex]
                    let destination = CGRect(x: x, y: y, width: width, height: height)
                    if filling == .tile, column.stretchable || row.stretchable {
                        let tile = CGSize(width: column.stretchable ? cell.size.width : width,
                                          height: row.stretchable ? cell.size.height : height)
                        try canvas.drawTiled(cell, in: destination, tileSize: tile)
                    } else {
                        try canvas.draw(cell, in: destination)
                    }
                }
            }
        }
        let mode = blendMode ?? canvas.blendMode
        guard mode != .normal || alpha < 1 else { return try drawCells(canvas) }
        // A blend mode or alpha applies to the picture as a whole, through one layer
        // no larger than the rect.
        try canvas.withSavedState { canvas in
            try canvas.clip(to: r)
            try canvas.withTransparencyLayer(alpha: alpha, blendMode: mode, drawCells)
        }
    }

    /// Moves the inner boundaries of a layout onto the canvas's pixels (points in
    /// a document) when that is well defined: a transform without rotation or skew.
    private func snapped(_ layout: [(start: CGFloat, length: CGFloat)], on canvas: Canvas,
                         vertical: Bool) -> [(start: CGFloat, length: CGFloat)] {
        let t = canvas.transform
        guard t.b == 0, t.c == 0, layout.count > 1 else { return layout }
        let factor = (vertical ? t.d : t.a) * canvas.scale
        let offset = (vertical ? t.ty : t.tx) * canvas.scale
        guard factor != 0 else { return layout }
        func snap(_ value: CGFloat) -> CGFloat { (((value * factor + offset).rounded()) - offset) / factor }
        var boundaries = [layout[0].start] + layout.dropLast().map { snap($0.start + $0.length) }
        boundaries.append(layout[layout.count - 1].start + layout[layout.count - 1].length)
        return (0..<layout.count).map { i in
            let start = boundaries[i], end = max(boundaries[i], boundaries[i + 1])
            return (start, end - start)
        }
    }
}
