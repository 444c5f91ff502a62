import Foundation

/// An image cut into square cells `scale` pixels wide, on a grid with a
/// corner at `centre`; every pixel of a cell takes the input's colour at the
/// cell's centre, read bilinearly. The extent grows to the whole cells the
/// input touches.
struct PixellateRecipe: Recipe {
    let input: any Recipe
    let centre: CGPoint
    let scale: Double
    let extent: CGRect
    let depth: Int

    init(input: any Recipe, centre: CGPoint, scale: Double) {
        self.input = input
        depth = RecipeDepth.over(input)
        self.centre = centre
        self.scale = scale
        extent = input.extent.changedIfFinite { box in
            // Whole cells: each edge moved out to the grid line beyond it.
            func snapped(_ value: CGFloat, _ origin: CGFloat, _ rule: FloatingPointRoundingRule) -> CGFloat {
                CGFloat((Double(value - origin) / scale).rounded(rule) * scale) + origin
            }
            let minX = snapped(box.minX, centre.x, .down), minY = snapped(box.minY, centre.y, .down)
            return CGRect(x: minX, y: minY, width: snapped(box.maxX, centre.x, .up) - minX,
                          height: snapped(box.maxY, centre.y, .up) - minY)
        }
    }

    /// The cell of the pixel at `position` along an axis whose grid starts at `origin`.
    private func cell(_ position: Int, origin: CGFloat) -> Int {
        PixelRect.coordinate(((Double(position) + 0.5 - Double(origin)) / scale).rounded(.down))
    }

    /// The centre of `cell` along an axis whose grid starts at `origin`.
    private func cellCentre(_ cell: Int, origin: CGFloat) -> Double {
        (Double(cell) + 0.5) * scale + Double(origin)
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let cellsX = cell(rect.x, origin: centre.x)...cell(rect.maxX - 1, origin: centre.x)
        let cellsY = cell(rect.y, origin: centre.y)...cell(rect.maxY - 1, origin: centre.y)
        let centresX = cellsX.map { cellCentre($0, origin: centre.x) }
        let centresY = cellsY.map { cellCentre($0, origin: centre.y) }
        let colours = try cellColours(centresX, centresY, in: session)
        return .generating(rect) { x, y in
            colours[(cell(y, origin: centre.y) - cellsY.lowerBound) * centresX.count + cell(x, origin: centre.x) - cellsX.lowerBound]
        }
    }

    /// The input read at each cell centre, row by row. Small cells read one
    /// tile under them all; large ones, whose centres can lie far apart, read
    /// the 2 × 2 pixels under each centre, so a scale of 10⁹ reads four pixels, not 10¹⁸.
    private func cellColours(_ xs: [Double], _ ys: [Double], in session: RenderSession) throws(CoreImageError) -> [Sample] {
        func footprint(_ low: Double, _ high: Double) -> Range<Int> {
            PixelRect.coordinate((low - 0.5).rounded(.down))..<PixelRect.coordinate((high - 0.5).rounded(.down) + 2)
        }
        let columns = footprint(xs[0], xs[xs.count - 1]), rows = footprint(ys[0], ys[ys.count - 1])
        let whole = PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
            .clipped(to: input.extent)
        if whole.area <= 4 * xs.count * ys.count + 4096 {
            let tile = try input.renderClipped(whole, in: session)
            return ys.flatMap { y in xs.map { x in TransformRecipe.bilinear(tile, Float(x), Float(y)) } }
        }
        var colours = [Sample]()
        colours.reserveCapacity(xs.count * ys.count)
        for y in ys {
            for x in xs {
                let under = PixelRect(x: footprint(x, x).lowerBound, y: footprint(y, y).lowerBound, width: 2, height: 2)
                    .clipped(to: input.extent)
                let tile = under.isEmpty ? Tile(clear: under) : try input.renderClipped(under, in: session)
                colours.append(TransformRecipe.bilinear(tile, Float(x), Float(y)))
            }
        }
        return colours
    }
}
