import Foundation

/// The mean of the pixels whose offset (dx, dy) from each pixel has
/// dx² + dy² ≤ r²: `CIDiscBlur`'s disc-shaped kernel. Each row of the disc
/// is one difference of that row's running sums, and the rows that span the
/// whole input one difference of the rows' totals, so a pixel costs a step
/// per row of the disc's rim that meets the input: a radius of 10⁹ over a
/// finite image costs what a small one does.
struct DiscBlurRecipe: Recipe {
    let input: any Recipe
    let radius: Double
    let extent: CGRect
    let depth: Int
    /// How far the disc reaches from its centre, in whole pixels.
    private let reach: Int
    /// How many pixels the disc holds: counted row by row up to 2¹⁶ rows,
    /// and πr² past them, which is within 2 × 10⁻⁵ of the count there.
    private let area: Double

    init(input: any Recipe, radius: Double) {
        self.input = input
        self.radius = radius
        depth = RecipeDepth.over(input)
        reach = Int(radius.rounded(.down))
        if reach <= 1 << 16 {
            let rows = reach == 0 ? 0 : (1...reach).reduce(0.0) { $0 + 2 * Double(Self.halfWidth(radius, $1)) + 1 }
            area = 2 * Double(reach) + 1 + 2 * rows
        } else {
            area = Double.pi * radius * radius
        }
        let grown = CGFloat(reach)
        extent = input.extent.changedIfFinite { $0.insetBy(dx: -grown, dy: -grown) }
    }

    /// The half-width of the disc's row `dy` pixels from its centre.
    static func halfWidth(_ radius: Double, _ dy: Int) -> Int {
        Int((radius * radius - Double(dy) * Double(dy)).squareRoot().rounded(.down))
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let needed = rect.insetBy(dx: -reach, dy: -reach).clipped(to: input.extent)
        guard !needed.isEmpty else { return Tile(clear: rect) }
        let source = try input.renderClipped(needed, in: session)
        // Running sums along each row, one longer than the row: sums[i] is the sum of the pixels before i.
        try session.charge(needed)
        let stride = needed.width + 1
        var sums = [SIMD4<Double>](repeating: .zero, count: stride * needed.height)
        for row in 0..<needed.height {
            var running = SIMD4<Double>.zero
            for column in 0..<needed.width {
                let sample = source.samples[row * needed.width + column]
                running += SIMD4<Double>(Double(sample.x), Double(sample.y), Double(sample.z), Double(sample.w))
                sums[row * stride + column + 1] = running
            }
        }
        // Running sums of whole rows, down the rows: wholeRows[k] is the sum of the rows before k.
        var wholeRows = [SIMD4<Double>](repeating: .zero, count: needed.height + 1)
        for row in 0..<needed.height { wholeRows[row + 1] = wholeRows[row] + sums[row * stride + needed.width] }
        return .generating(rect) { x, y in
            // The rows of the disc wide enough to hold the whole input row, |dy| ≤ whole, add up at once:
            // past a radius of the input's size that is every row, and a pixel costs a few steps.
            let farther = Double(max(x - needed.x, needed.maxX - 1 - x))
            let whole = farther <= radius ? Int((radius * radius - farther * farther).squareRoot().rounded(.down)) : -1
            let first = max(needed.y, y - reach), end = min(needed.maxY, y + reach + 1)
            let wholeFirst = min(max(first, y - whole), end), wholeEnd = max(min(end, y + whole + 1), wholeFirst)
            var total = wholeRows[wholeEnd - needed.y] - wholeRows[wholeFirst - needed.y]
            for row in Array(first..<wholeFirst) + Array(wholeEnd..<end) {
                let half = Self.halfWidth(radius, row - y)
                let low = max(x - half, needed.x) - needed.x, high = min(x + half + 1, needed.maxX) - needed.x
                guard low < high else { continue }
                let base = (row - needed.y) * stride
                total += sums[base + high] - sums[base + low]
            }
            total /= area
            return Sample(Float(total.x), Float(total.y), Float(total.z), Float(total.w))
        }
    }
}
