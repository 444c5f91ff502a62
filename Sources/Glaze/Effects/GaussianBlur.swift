import Foundation

/// A Gaussian blur of one channel in time per pixel that does not grow with the
/// radius. Up to a standard deviation of 12 pixels it is an exact separable
/// kernel (each tap the Gaussian's integral over its pixel, at most 73 taps).
/// Beyond, the channel is averaged down by a power of two until the deviation
/// is at most 12 there, blurred with the exact kernel, and interpolated back
/// bilinearly; the deviation used below is reduced by what the averaging and
/// the interpolation add. Three box blurs, the usual constant-time method, stray
/// up to 4 levels from the Gaussian at these sizes; this stays within 2.
struct GaussianBlur {
    /// The largest standard deviation, in pixels, blurred with an exact kernel.
    static let largestKernelSigma = 12.0

    private let taps: [Float]
    /// The averaging factor: 1, or a power of two for wide blurs.
    private let factor: Int
    /// How far the blur reaches, in pixels: beyond it a value is unchanged by the blur.
    let reach: Int

    /// A blur of standard deviation `sigma`, in pixels.
    init(sigma: Double) {
        guard sigma > 0 else { taps = []; factor = 1; reach = 0; return }
        var factor = 1
        while sigma / Double(factor) > Self.largestKernelSigma { factor *= 2 }
        let f = Double(factor)
        // Averaging f pixels adds (f² − 1) / 12 of variance; interpolating linearly
        // between samples f apart adds about f² / 6 more.
        let added = factor == 1 ? 0 : (f * f - 1) / 12 + f * f / 6
        let reduced = max((sigma * sigma - added).squareRoot() / f, 0.3)
        let radius = Int((3 * reduced).rounded(.up))
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / (reduced * 2.squareRoot()))) }
        let raw = (-radius...radius).map { Float(phi(Double($0) + 0.5) - phi(Double($0) - 0.5)) }
        let total = raw.reduce(0, +)
        taps = raw.map { $0 / total }
        self.factor = factor
        reach = (radius + 1) * factor
    }

    /// Blurs `values` (`width` × `height`, row by row) in place; outside is zero.
    func apply(to values: inout [Float], width: Int, height: Int) {
        guard !taps.isEmpty, width > 0, height > 0 else { return }
        guard factor > 1 else { return Self.blur(&values, width: width, height: height, taps: taps) }
        let f = factor
        let w = (width + f - 1) / f, h = (height + f - 1) / f
        var small = [Float](repeating: 0, count: w * h)
        small.withUnsafeMutableBufferPointer { small in
            values.withUnsafeBufferPointer { values in
                for y in 0..<height {
                    for x in 0..<width { small[(y / f) * w + x / f] += values[y * width + x] }
                }
            }
            let area = 1 / Float(f * f)
            for i in small.indices { small[i] *= area }
        }
        Self.blur(&small, width: w, height: h, taps: taps)
        // Back at full size: each pixel centre between the four nearest samples,
        // with a zero border so that every lookup is inside the padded grid.
        let pw = w + 2
        var padded = [Float](repeating: 0, count: pw * (h + 2))
        for y in 0..<h { for x in 0..<w { padded[(y + 1) * pw + x + 1] = small[y * w + x] } }
        let weights = (0..<f).map { i -> (Int, Float) in
            let u = (Float(i) + 0.5) / Float(f) - 0.5
            let whole = Int(u.rounded(.down))
            return (whole, u - Float(whole))
        }
        padded.withUnsafeBufferPointer { padded in
            values.withUnsafeMutableBufferPointer { values in
                for y in 0..<height {
                    let (dy, ty) = weights[y % f]
                    let row = (y / f + dy + 1) * pw
                    for x in 0..<width {
                        let (dx, tx) = weights[x % f]
                        let i = row + x / f + dx + 1
                        let top = padded[i] * (1 - tx) + padded[i + 1] * tx
                        let bottom = padded[i + pw] * (1 - tx) + padded[i + pw + 1] * tx
                        values[y * width + x] = top * (1 - ty) + bottom * ty
                    }
                }
            }
        }
    }

    /// The separable convolution of `values` with `taps`, rows then columns.
    private static func blur(_ values: inout [Float], width: Int, height: Int, taps: [Float]) {
        var line = [Float](repeating: 0, count: max(width, height))
        var output = [Float](repeating: 0, count: max(width, height))
        values.withUnsafeMutableBufferPointer { values in
            taps.withUnsafeBufferPointer { taps in
                line.withUnsafeMutableBufferPointer { line in
                    output.withUnsafeMutableBufferPointer { output in
                        for y in 0..<height {
                            for x in 0..<width { line[x] = values[y * width + x] }
                            convolve(line, count: width, taps: taps, into: output)
                            for x in 0..<width { values[y * width + x] = output[x] }
                        }
                        for x in 0..<width {
                            for y in 0..<height { line[y] = values[y * width + x] }
                            convolve(line, count: height, taps: taps, into: output)
                            for y in 0..<height { values[y * width + x] = output[y] }
                        }
                    }
                }
            }
        }
    }

    /// The line convolved with the taps, centred.
    private static func convolve(_ line: UnsafeMutableBufferPointer<Float>, count: Int, taps: UnsafeBufferPointer<Float>,
                                 into output: UnsafeMutableBufferPointer<Float>) {
        let radius = taps.count / 2
        for i in 0..<count {
            var sum: Float = 0
            let from = max(0, i - radius), to = min(count - 1, i + radius)
            if from <= to {
                for j in from...to { sum += line[j] * taps[j - i + radius] }
            }
            output[i] = sum
        }
    }
}
