import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// How far a port's picture may stray from its GlazeKit recipe: at most
/// `pixels` pixels may differ by more than `channelDelta` levels on any
/// channel (premultiplied, alpha included), and none by more than `largest`.
struct ArticleTolerance: CustomStringConvertible {
    var channelDelta: Int
    var pixels: Int
    var largest: Int

    /// Every pixel within `delta` levels.
    static func within(_ delta: Int) -> ArticleTolerance {
        ArticleTolerance(channelDelta: delta, pixels: 0, largest: delta)
    }

    var description: String { "±\(channelDelta) levels on all but \(pixels) pixels, none beyond ±\(largest)" }
}

/// Pixel comparison of an article's port (Core Graphics names) with the
/// GlazeKit recipe drawing the same picture.
enum ArticleComparison {
    /// What a comparison measured.
    struct Measure: CustomStringConvertible {
        var largest = 0
        var beyond = 0
        var total = 0
        var channelDelta = 0

        var description: String { "largest difference \(largest), \(beyond) of \(total) pixels beyond ±\(channelDelta)" }
    }

    static func measure(_ a: Image, _ b: Image, channelDelta: Int) -> Measure {
        let differences = PixelDifferences(a, b, threshold: channelDelta)
        return Measure(largest: differences.largest, beyond: differences.beyond, total: differences.total,
                       channelDelta: channelDelta)
    }

    /// Measures `a` against `b` allowing for a shift of less than a pixel:
    /// each channel of a pixel of `a` counts as a difference only by how far
    /// it lies outside the range that channel spans in the 3 × 3 pixels
    /// around the same place in `b`. Resampling at a fractional offset blends
    /// neighbours, so it stays inside; a misplaced edge or a wrong colour does not.
    static func measureUpToSubpixelShift(_ a: Image, _ b: Image, channelDelta: Int) -> Measure {
        var result = Measure(channelDelta: channelDelta)
        a.withPixels { left in
            b.withPixels { right in
                for y in 0..<left.height {
                    let rowA = left.row(y)
                    let rows = (max(y - 1, 0)...min(y + 1, left.height - 1)).map { right.row($0) }
                    for x in 0..<left.width {
                        // The four channels' ranges at once: lowest and highest of each byte.
                        var low: (UInt32, UInt32, UInt32, UInt32) = (255, 255, 255, 255), high: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        let first = x > 0 ? x - 1 : 0, last = x + 1 < left.width ? x + 1 : x
                        for row in rows {
                            for column in first...last {
                                let n = row[column]
                                let c0 = n & 0xFF, c1 = n >> 8 & 0xFF, c2 = n >> 16 & 0xFF, c3 = n >> 24
                                if c0 < low.0 { low.0 = c0 }; if c0 > high.0 { high.0 = c0 }
                                if c1 < low.1 { low.1 = c1 }; if c1 > high.1 { high.1 = c1 }
                                if c2 < low.2 { low.2 = c2 }; if c2 > high.2 { high.2 = c2 }
                                if c3 < low.3 { low.3 = c3 }; if c3 > high.3 { high.3 = c3 }
                            }
                        }
                        let value = rowA[x]
                        var delta = distance(of: Int(value & 0xFF), outside: Int(low.0), Int(high.0))
                        let d1 = distance(of: Int(value >> 8 & 0xFF), outside: Int(low.1), Int(high.1))
                        let d2 = distance(of: Int(value >> 16 & 0xFF), outside: Int(low.2), Int(high.2))
                        let d3 = distance(of: Int(value >> 24), outside: Int(low.3), Int(high.3))
                        if d1 > delta { delta = d1 }
                        if d2 > delta { delta = d2 }
                        if d3 > delta { delta = d3 }
                        if delta > result.largest { result.largest = delta }
                        if delta > channelDelta { result.beyond += 1 }
                        result.total += 1
                    }
                }
            }
        }
        return result
    }

    /// Expects `port` and `recipe` to have the same pixel size and to match
    /// within `tolerance`; prints what it measured. With the environment
    /// variable `GLAZE_ARTICLE_IMAGES` naming a directory, both pictures are
    /// written there as `NAME-port.png` and `NAME-recipe.png` to look at.
    /// `upToSubpixelShift` measures with ``measureUpToSubpixelShift(_:_:channelDelta:)``.
    @discardableResult
    static func expectMatch(_ port: UIImage, _ recipe: Image, _ name: String, _ tolerance: ArticleTolerance,
                            upToSubpixelShift: Bool = false,
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> Measure? {
        let ported = try #require(port.cgImage?.glazeImage, "\(name): the port drew no image", sourceLocation: sourceLocation)
        if let directory = ProcessInfo.processInfo.environment["GLAZE_ARTICLE_IMAGES"] {
            let folder = URL(fileURLWithPath: directory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ported.writePNG(to: folder.appendingPathComponent("\(name)-port.png"))
            try recipe.writePNG(to: folder.appendingPathComponent("\(name)-recipe.png"))
        }
        guard ported.pixelWidth == recipe.pixelWidth, ported.pixelHeight == recipe.pixelHeight else {
            Issue.record("\(name): port is \(ported.pixelWidth)×\(ported.pixelHeight) pixels, recipe \(recipe.pixelWidth)×\(recipe.pixelHeight)",
                         sourceLocation: sourceLocation)
            return nil
        }
        let measured = upToSubpixelShift
            ? measureUpToSubpixelShift(ported, recipe, channelDelta: tolerance.channelDelta)
            : measure(ported, recipe, channelDelta: tolerance.channelDelta)
        print("[article] \(name): \(measured)")
        #expect(measured.beyond <= tolerance.pixels && measured.largest <= tolerance.largest,
                "\(name): \(measured); allowed \(tolerance)", sourceLocation: sourceLocation)
        return measured
    }

    /// `image` as UIKit sees it, at its own scale.
    static func uiImage(_ image: Image) -> UIImage {
        UIImage(cgImage: CGImage(image), scale: image.scale, orientation: .up)
    }

    /// Glaze's colour for a port's colour components.
    static func color(_ red: Double, _ green: Double, _ blue: Double) -> (Color, UIColor) {
        (Color(red: red, green: green, blue: blue), UIColor(red: red, green: green, blue: blue, alpha: 1))
    }
}
