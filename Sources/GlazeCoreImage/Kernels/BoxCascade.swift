import Foundation

/// Box filters of odd widths applied one after another along a line, each
/// output in constant time whatever the widths: one box is `CIBoxBlur`, and
/// five boxes whose variances add up to σ² are the Gaussian of a large σ
/// (the central limit theorem; Kovesi's choice of widths): a blurred edge
/// within 1 % of the exact Gaussian's in linear light, 2 levels in sRGB.
///
/// A box of width 2r + 1 is the difference of the line's running sum at
/// x + r and x − r − 1, so n boxes are a weighted sum of 2ⁿ values of the
/// n-th running sum. Past the line's end that sum is a polynomial of the
/// distance, evaluated directly: a radius of 10⁹ costs what a radius of 40
/// does, a constant a pixel. Sums are kept in `Double`,
/// whose error, divided by the product of the widths, stays far below a level.
struct BoxCascade: LineFilter {
    /// The radius of each box: widths 2r + 1.
    let radii: [Int]
    /// How far the boxes reach together: the sum of their radii.
    let reach: Int
    /// Each term's shift along the line and its sign.
    private let terms: [(shift: Int, sign: Double)]
    private let scale: Double

    init(radii: [Int]) {
        self.radii = radii
        reach = radii.reduce(0, +)
        var terms: [(shift: Int, sign: Double)] = [(0, 1)]
        for radius in radii {
            terms = terms.flatMap { [($0.shift + radius, $0.sign), ($0.shift - radius - 1, -$0.sign)] }
        }
        self.terms = terms
        scale = radii.reduce(1.0) { $0 / Double(2 * $1 + 1) }
    }

    /// `count` boxes whose variance is as near σ² as odd widths allow: widths
    /// w and w + 2, w the odd number just under √(12σ² / count + 1).
    init(gaussianSigma sigma: Double, boxes count: Int) {
        let variance12 = 12 * sigma * sigma, n = Double(count)
        var lower = Int((variance12 / n + 1).squareRoot().rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let width = Double(lower)
        // How many boxes take the lower width so that Σ (w² − 1) / 12 comes nearest σ².
        let narrow = ((variance12 - n * width * width - 4 * n * width - 3 * n) / (-4 * width - 4)).rounded()
        let lowerCount = Int(min(max(narrow, 0), n))
        self.init(radii: (0..<count).map { $0 < lowerCount ? (lower - 1) / 2 : (lower + 1) / 2 })
    }

    func inputRange(for output: Range<Int>) -> Range<Int> {
        (output.lowerBound - reach)..<(output.upperBound + reach)
    }

    /// The outputs in runs of `reach` pixels, each from the part of the line
    /// it reads: running sums over at most three reaches keep their rounding
    /// error (which grows as the n-th power of the length summed) far below a level.
    func filter(_ line: [Sample], start: Int, output: Range<Int>) -> [Sample] {
        var result = [Sample]()
        result.reserveCapacity(output.count)
        let run = max(reach, 64)
        var low = output.lowerBound
        while low < output.upperBound {
            let high = min(low + run, output.upperBound)
            let first = max(start, low - reach), end = min(start + line.count, high + reach)
            if first < end {
                result += filter(part: line[(first - start)..<(end - start)], start: first, output: low..<high)
            } else {
                result += repeatElement(Sample.zero, count: high - low)
            }
            low = high
        }
        return result
    }

    private func filter(part line: ArraySlice<Sample>, start: Int, output: Range<Int>) -> [Sample] {
        let order = radii.count
        // sums[k][i]: the (k + 1)-th running sum of the line at its i-th sample.
        var sums = [[SIMD4<Double>]](repeating: [], count: order)
        var previous = line.map { SIMD4<Double>(Double($0.x), Double($0.y), Double($0.z), Double($0.w)) }
        for level in 0..<order {
            var running = SIMD4<Double>.zero
            sums[level] = previous.map { value in
                running += value
                return running
            }
            previous = sums[level]
        }
        let count = line.count
        // The order-th running sum at coordinate k.
        func runningSum(_ position: Int) -> SIMD4<Double> {
            let index = position - start
            if index < 0 { return .zero }
            if index < count { return sums[order - 1][index] }
            // Past the end the line is clear: Σⱼ C(d + j − 1, j) · S⁽ᵒʳᵈᵉʳ⁻ʲ⁾(end).
            let distance = Double(index - (count - 1))
            var total = SIMD4<Double>.zero
            var binomial = 1.0
            for j in 0..<order {
                if j > 0 { binomial *= (distance + Double(j) - 1) / Double(j) }
                total += binomial * sums[order - 1 - j][count - 1]
            }
            return total
        }
        return output.map { position in
            var total = SIMD4<Double>.zero
            for term in terms { total += term.sign * runningSum(position + term.shift) }
            total *= scale
            return Sample(Float(total.x), Float(total.y), Float(total.z), Float(total.w))
        }
    }
}
