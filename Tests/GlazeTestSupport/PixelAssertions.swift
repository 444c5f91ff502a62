import Foundation
import Glaze
import Testing

/// A premultiplied RGBA value in 0...255 doubles, for comparing against formulas.
public struct RGBA: CustomStringConvertible {
    /// Red, green, blue and alpha, premultiplied, in 0...255.
    public var r, g, b, a: Double

    /// Creates a value from its four channels.
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// The channels of a pixel.
    public init(_ pixel: Pixel) {
        self.init(Double(pixel.red), Double(pixel.green), Double(pixel.blue), Double(pixel.alpha))
    }

    /// The channels to one decimal.
    public var description: String {
        String(format: "(%.1f, %.1f, %.1f, %.1f)", r, g, b, a)
    }

    /// The largest difference on any channel.
    public func distance(to other: RGBA) -> Double {
        max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a))
    }
}

/// Expects `pixel` to be within `tolerance` (in 8-bit levels) of `expected` on every channel.
public func expectPixel(_ pixel: Pixel, _ expected: RGBA, tolerance: Double = 1,
                 _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let got = RGBA(pixel)
    #expect(got.distance(to: expected) <= tolerance,
            "\(comment()): got \(got), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// Expects `pixel` to equal `expected` exactly.
public func expectPixel(_ pixel: Pixel, equals expected: Pixel, _ comment: @autoclosure () -> String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(pixel == expected, "\(comment()): got \(pixel), expected \(expected)", sourceLocation: sourceLocation)
}

/// A surface filled edge to edge with one colour, written with `.copy` so the pixels
/// hold exactly the colour's premultiplied bytes.
public func solidSurface(_ color: Color, width: Int = 4, height: Int = 4, scale: CGFloat = 1) throws -> ImageSurface {
    let surface = try ImageSurface(pixelWidth: width, pixelHeight: height, scale: scale)
    try surface.draw { canvas in
        canvas.blendMode = .copy
        try canvas.fill(canvas.bounds, with: .color(color))
    }
    return surface
}

/// Every pixel of a surface, row by row.
public func allPixels(_ surface: ImageSurface) -> [Pixel] {
    surface.withPixels { pixels in
        var out: [Pixel] = []
        for y in 0..<pixels.height {
            for x in 0..<pixels.width { out.append(pixels[x, y]) }
        }
        return out
    }
}

/// Expects two pixel lists to be equal, reporting how many differ and the first
/// difference rather than both lists.
public func expectSamePixels(_ actual: [Pixel], _ expected: [Pixel], _ comment: @autoclosure () -> String = "",
                             sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual.count == expected.count else {
        Issue.record(Comment(rawValue: "\(comment()): \(actual.count) pixels, expected \(expected.count)"), sourceLocation: sourceLocation)
        return
    }
    let differing = zip(actual, expected).enumerated().filter { $0.element.0 != $0.element.1 }
    if let first = differing.first {
        let message = "\(comment()): \(differing.count) of \(actual.count) pixels differ; first at index \(first.offset): "
            + "\(first.element.0) instead of \(first.element.1)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// How two renderings of one picture differ, colour channel by channel, over the
/// pixels both have: how many pixels were compared, how many differ by more than
/// `threshold` levels, and the largest difference.
public func colorDifferences(_ a: ImageSurface, _ b: ImageSurface,
                             threshold: Int = 24) -> (compared: Int, differing: Int, largest: Int) {
    var compared = 0, differing = 0, largest = 0
    for y in 0..<min(a.pixelHeight, b.pixelHeight) {
        for x in 0..<min(a.pixelWidth, b.pixelWidth) {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            let delta = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                            abs(Int(p.blue) - Int(q.blue)))
            compared += 1
            if delta > threshold { differing += 1 }
            largest = max(largest, delta)
        }
    }
    return (compared, differing, largest)
}
