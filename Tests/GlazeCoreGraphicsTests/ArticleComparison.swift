import Foundation
import Glaze
import GlazeCoreGraphics
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
        var result = Measure(channelDelta: channelDelta)
        a.withPixels { left in
            b.withPixels { right in
                for y in 0..<left.height {
                    let rowA = left.row(y), rowB = right.row(y)
                    for x in 0..<left.width {
                        let p = rowA[x], q = rowB[x]
                        var delta = 0
                        for shift in stride(from: 0, through: 24, by: 8) {
                            delta = max(delta, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
                        }
                        result.largest = max(result.largest, delta)
                        if delta > channelDelta { result.beyond += 1 }
                        result.total += 1
                    }
                }
            }
        }
        return result
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
                        var delta = 0
                        for shift in stride(from: 0, through: 24, by: 8) {
                            let value = Int((rowA[x] >> UInt32(shift)) & 0xFF)
                            var low = 255, high = 0
                            for row in rows {
                                for column in max(x - 1, 0)...min(x + 1, left.width - 1) {
                                    let neighbour = Int((row[column] >> UInt32(shift)) & 0xFF)
                                    low = min(low, neighbour)
                                    high = max(high, neighbour)
                                }
                            }
                            delta = max(delta, low - value, value - high)
                        }
                        result.largest = max(result.largest, delta)
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
