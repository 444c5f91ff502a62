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
    /// The standard deviation asked for, in pixels.
    let sigma: Double
    /// How many pixels past a region the input must reach for the output to be
    /// right up to the region's edge: a wide blur interpolates its edge pixels
    /// from averaged cells beyond it.
    var margin: Int { factor == 1 ? 0 : 2 * factor }

    /// A blur of standard deviation `sigma`, in pixels.
    init(sigma: Double) {
        self.sigma = sigma
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

    /// Lanes per vector: what the convolutions compute at once.
    private typealias Lanes = SIMD8<Float>

    /// The separable convolution of `values` with `taps`, rows then columns,
    /// eight pixels at a time. The taps are symmetric, so each pair of pixels
    /// the same distance either side costs one multiplication.
    private static func blur(_ values: inout [Float], width: Int, height: Int, taps: [Float]) {
        let radius = taps.count / 2, lanes = Lanes.scalarCount
        // Rows padded with `radius` zeros each side (and to whole vectors), so no
        // lookup needs a bounds check; columns read whole rows of the same layout.
        let stride = (width + lanes - 1) / lanes * lanes
        let paddedStride = stride + 2 * radius
        var rows = [Float](repeating: 0, count: paddedStride * height)
        var columns = [Float](repeating: 0, count: stride * (height + 2 * radius))
        taps.withUnsafeBufferPointer { taps in
            rows.withUnsafeMutableBufferPointer { rows in
                values.withUnsafeBufferPointer { values in
                    for y in 0..<height {
                        (rows.baseAddress! + y * paddedStride + radius).update(from: values.baseAddress! + y * width, count: width)
                    }
                }
                // Rows: each output vector from the padded row around it.
                columns.withUnsafeMutableBufferPointer { columns in
                    for y in 0..<height {
                        let line = UnsafePointer(rows.baseAddress! + y * paddedStride + radius)
                        let out = columns.baseAddress! + (y + radius) * stride
                        for x in Swift.stride(from: 0, to: stride, by: lanes) {
                            UnsafeMutableRawPointer(out + x)
                                .storeBytes(of: convolve(line + x, step: 1, taps: taps, radius: radius), as: Lanes.self)
                        }
                    }
                }
            }
            // Columns: the same sum, with neighbours a whole row apart.
            columns.withUnsafeBufferPointer { columns in
                values.withUnsafeMutableBufferPointer { values in
                    for y in 0..<height {
                        let centre = columns.baseAddress! + (y + radius) * stride
                        for x in Swift.stride(from: 0, to: width, by: lanes) {
                            let vector = convolve(centre + x, step: stride, taps: taps, radius: radius)
                            let count = min(lanes, width - x), out = values.baseAddress! + y * width + x
                            for lane in 0..<count { out[lane] = vector[lane] }
                        }
                    }
                }
            }
        }
    }

    /// The taps applied around `centre`, eight lanes at once, neighbours `step` values apart.
    ///
    /// The lanes are eight scalar sums rather than `SIMD8` arithmetic: the
    /// optimiser vectorises them into the same code, while an unoptimised build
    /// (the tests, the leak check) runs them 6.5 times faster than vector
    /// operations, each of which it passes through the stack. Each lane adds in
    /// the same order either way, so the results are the same to the bit.
    @inline(__always)
    private static func convolve(_ centre: UnsafePointer<Float>, step: Int, taps: UnsafeBufferPointer<Float>, radius: Int) -> Lanes {
        let middle = taps[radius]
        var s0 = middle * centre[0], s1 = middle * centre[1], s2 = middle * centre[2], s3 = middle * centre[3]
        var s4 = middle * centre[4], s5 = middle * centre[5], s6 = middle * centre[6], s7 = middle * centre[7]
        var before = centre, after = centre
        for k in 1..<(radius + 1) {
            before -= step
            after += step
            let tap = taps[radius + k]
            s0 += tap * (before[0] + after[0]); s1 += tap * (before[1] + after[1])
            s2 += tap * (before[2] + after[2]); s3 += tap * (before[3] + after[3])
            s4 += tap * (before[4] + after[4]); s5 += tap * (before[5] + after[5])
            s6 += tap * (before[6] + after[6]); s7 += tap * (before[7] + after[7])
        }
        return Lanes(s0, s1, s2, s3, s4, s5, s6, s7)
    }
}
