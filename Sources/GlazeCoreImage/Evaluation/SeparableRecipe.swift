import Foundation

/// One axis of a separable filter: a blur or a resampling along a line of
/// pixels, which a ``SeparableRecipe`` runs along the rows and then along the columns.
protocol LineFilter: Sendable {
    /// The input pixels along the line that the outputs at `output` read.
    func inputRange(for output: Range<Int>) -> Range<Int>

    /// The outputs at `output` of a line whose input samples start at
    /// coordinate `start` (clear before and after them).
    func filter(_ line: [Sample], start: Int, output: Range<Int>) -> [Sample]
}

/// A filter that works on the rows and then on the columns: blurs and
/// scales. Only the input pixels the two passes read are rendered, and the
/// buffer between the passes (the output's columns by the input's rows) is
/// charged to the render, so a radius of 10⁹ over an infinite image ends in
/// ``CoreImageError/Code/limitExceeded`` instead of an allocation.
struct SeparableRecipe: Recipe {
    let input: any Recipe
    let horizontal: any LineFilter
    let vertical: any LineFilter
    let extent: CGRect
    let depth: Int

    init(input: any Recipe, horizontal: any LineFilter, vertical: any LineFilter, extent: CGRect) {
        self.input = input
        self.horizontal = horizontal
        self.vertical = vertical
        self.extent = extent
        depth = RecipeDepth.over(input)
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let columns = horizontal.inputRange(for: rect.x..<rect.maxX)
        let rows = vertical.inputRange(for: rect.y..<rect.maxY)
        let needed = PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
            .clipped(to: input.extent)
        guard !needed.isEmpty else { return Tile(clear: rect) }
        let source = try input.renderClipped(needed, in: session)

        // Rows first: the output's columns, for each input row the columns read.
        let middle = PixelRect(x: rect.x, y: needed.y, width: rect.width, height: needed.height)
        try session.charge(middle)
        var between = [Sample]()
        between.reserveCapacity(middle.area)
        for row in 0..<needed.height {
            let line = Array(source.samples[row * needed.width..<(row + 1) * needed.width])
            between += horizontal.filter(line, start: needed.x, output: rect.x..<rect.maxX)
        }

        var samples = [Sample](repeating: .zero, count: rect.area)
        var column = [Sample](repeating: .zero, count: middle.height)
        for x in 0..<rect.width {
            for row in 0..<middle.height { column[row] = between[row * rect.width + x] }
            let values = vertical.filter(column, start: needed.y, output: rect.y..<rect.maxY)
            for (row, value) in values.enumerated() { samples[row * rect.width + x] = value }
        }
        return Tile(rect: rect, samples: samples)
    }
}

extension PixelRect {
    /// A coordinate as an `Int`, held within the ±2⁴⁰ that a render can reach
    /// so that a radius or a scale of any size cannot overflow it.
    static func coordinate(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = Double(1 << 40)
        return Int(min(max(value, -limit), limit))
    }
}
