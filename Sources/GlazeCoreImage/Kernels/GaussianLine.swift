import Foundation

/// A sampled Gaussian along a line: weights exp(−k²/2σ²) at whole-pixel
/// offsets k up to ⌈3σ⌉, normalised to sum to 1, so that a blur keeps an
/// image's total light. Exact, and used for the radii where its cost
/// (6σ + 1 taps a pixel) is small; ``BoxCascade`` takes the larger ones.
struct GaussianLine: LineFilter {
    /// How far the weights reach: ⌈3σ⌉ pixels each side.
    let reach: Int
    private let weights: [Float]

    init(sigma: Double) {
        reach = max(Int((3 * sigma).rounded(.up)), 0)
        // The centre weighs 1 even when σ² underflows, where 0 / 0 would be NaN.
        let raw = (-reach...reach).map { (offset: Int) -> Double in
            offset == 0 ? 1 : exp(-Double(offset * offset) / (2 * sigma * sigma))
        }
        let total = raw.reduce(0, +)
        weights = raw.map { Float($0 / total) }
    }

    func inputRange(for output: Range<Int>) -> Range<Int> {
        (output.lowerBound - reach)..<(output.upperBound + reach)
    }

    func filter(_ line: [Sample], start: Int, output: Range<Int>) -> [Sample] {
        output.map { position in
            // Only the taps that land on the line: the rest read clear.
            let first = max(-reach, start - position), last = min(reach, start + line.count - 1 - position)
            guard first <= last else { return .zero }
            var sum = Sample.zero
            for offset in first...last {
                sum += weights[offset + reach] * line[position + offset - start]
            }
            return sum
        }
    }
}

/// The line filter of `CIGaussianBlur`: a Gaussian whose standard deviation
/// is the radius, exact up to ``exactLimit`` and five boxes beyond, which
/// reach ≈ 3.8σ where the exact weights stop at ⌈3σ⌉.
enum GaussianBlur {
    /// The largest σ computed with exact weights.
    static let exactLimit = 32.0

    /// The line filter for `sigma` (which is positive) and how far it reaches.
    static func line(sigma: Double) -> (filter: any LineFilter, reach: Int) {
        let sigma = min(sigma, BlurFilters.largestRadius)
        if sigma <= exactLimit {
            let line = GaussianLine(sigma: sigma)
            return (line, line.reach)
        }
        let boxes = BoxCascade(gaussianSigma: sigma, boxes: 5)
        return (boxes, boxes.reach)
    }
}
