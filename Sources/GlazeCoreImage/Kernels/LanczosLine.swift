import Foundation

/// Lanczos-3 resampling along a line by `scale` (output pixels per input
/// pixel): output pixel o, centred at o + ½, reads the input around
/// u = (o + ½) / scale, input pixel j weighted by L((j + ½ − u) · min(1, scale)),
/// L(t) = sinc(t) · sinc(t / 3) for |t| < 3, and the weights normalised. When
/// scaling down the kernel widens by 1 / scale, so every input pixel counts.
struct LanczosLine: LineFilter {
    let scale: Double
    /// The kernel's half-width in input pixels.
    private let support: Double
    private let stretch: Double

    init(scale: Double) {
        self.scale = scale
        stretch = min(1, scale)
        support = 3 / stretch
    }

    /// The Lanczos-3 window at `t`.
    static func weight(_ t: Double) -> Double {
        if t == 0 { return 1 }
        guard abs(t) < 3 else { return 0 }
        let pt = Double.pi * t
        return 3 * sin(pt) * sin(pt / 3) / (pt * pt)
    }

    func inputRange(for output: Range<Int>) -> Range<Int> {
        let low = (Double(output.lowerBound) + 0.5) / scale - support
        let high = (Double(output.upperBound) - 0.5) / scale + support
        return PixelRect.coordinate(low.rounded(.down))..<PixelRect.coordinate(high.rounded(.up) + 1)
    }

    func filter(_ line: [Sample], start: Int, output: Range<Int>) -> [Sample] {
        output.map { position in
            let centre = (Double(position) + 0.5) / scale
            let allFirst = PixelRect.coordinate((centre - support - 0.5).rounded(.up))
            let allLast = PixelRect.coordinate((centre + support - 0.5).rounded(.down))
            let first = max(start, allFirst), last = min(start + line.count - 1, allLast)
            guard first <= last else { return .zero }
            var sum = Sample.zero
            for tap in first...last {
                sum += Float(Self.weight((Double(tap) + 0.5 - centre) * stretch)) * line[tap - start]
            }
            return sum / Float(normalisation(from: allFirst, through: allLast, centre: centre))
        }
    }

    /// The sum of the weights of every tap, on the line or off it (what lies
    /// off it is clear, and still counts). Past a few thousand taps the sum is
    /// the kernel's integral, 1 / min(1, scale), to well under a level, and
    /// computing it so keeps a scale of 10⁻⁹ as cheap as one of ½.
    private func normalisation(from first: Int, through last: Int, centre: Double) -> Double {
        guard last - first <= 4096 else { return 1 / stretch }
        var total = 0.0
        for tap in first...last { total += Self.weight((Double(tap) + 0.5 - centre) * stretch) }
        return total
    }
}
