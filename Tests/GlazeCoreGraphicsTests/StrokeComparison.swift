import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeTestSupport
import Testing

/// Draws with a renderer and compares pictures pixel by pixel, for the
/// stroke-to-path tests.
///
/// Cairo rasterises a fill and a stroke of the same edge a few levels apart
/// (a rotated rectangle filled and the same rectangle stroked as a line with
/// square caps differ by up to 8 levels on their edge pixels), and it flattens
/// a stroked curve to within 0.1 device pixel (up to 26 levels), where the
/// stroker flattens to 0.01. So a filled outline can match a stroke to ±1
/// level only inside and outside the shape; on its edge pixels it matches to
/// within `edgeLevels`.
enum StrokeComparison {
    /// The picture `draw` makes on a `size`-point renderer at `scale`.
    static func render(_ size: CGSize = CGSize(width: 120, height: 120), scale: CGFloat = 2,
                       _ draw: (CGContext) -> Void) -> Image {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }.cgImage!.glazeImage
    }

    /// `path` filled by the non-zero rule.
    static func filled(_ path: CGPath) -> Image {
        render { context in
            context.addPath(path)
            context.fillPath()
        }
    }

    /// `path` stroked by Cairo in this style (a context's defaults: miter joins, limit 10).
    static func stroked(_ path: CGPath, width: CGFloat, cap: CGLineCap, join: CGLineJoin = .miter,
                        miterLimit: CGFloat = 10) -> Image {
        render { context in
            context.addPath(path)
            context.setLineWidth(width)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.strokePath()
        }
    }

    /// What a comparison found.
    struct Measure: CustomStringConvertible {
        /// Pixels beyond ±1 level where neither picture is partly covered.
        var offEdge = 0
        /// Pixels beyond ±1 level on the edge.
        var onEdge = 0
        /// The largest difference on any channel.
        var largest = 0
        /// Pixels partly covered in the reference.
        var edges = 0
        /// Pixels with some coverage in the reference.
        var drawn = 0

        var description: String {
            "\(offEdge) pixels off the edge and \(onEdge) of \(edges) edge pixels beyond ±1, largest \(largest)"
        }
    }

    static func measure(_ candidate: Image, _ reference: Image) -> Measure {
        var result = Measure()
        candidate.withPixels { a in
            reference.withPixels { b in
                for y in 0..<a.height {
                    let rowA = a.row(y), rowB = b.row(y)
                    for x in 0..<a.width {
                        let p = rowA[x], q = rowB[x]
                        let delta = largestChannelDifference(p, q)
                        let alphaP = p >> 24, alphaQ = q >> 24
                        let edge = (alphaP > 0 && alphaP < 255) || (alphaQ > 0 && alphaQ < 255)
                        if alphaQ > 0 && alphaQ < 255 { result.edges += 1 }
                        if alphaQ > 0 { result.drawn += 1 }
                        if delta > result.largest { result.largest = delta }
                        if delta > 1 {
                            if edge { result.onEdge += 1 } else { result.offEdge += 1 }
                        }
                    }
                }
            }
        }
        return result
    }

    /// Expects `candidate` to match `reference` within ±1 level everywhere
    /// but on edge pixels, and there within `edgeLevels`. With
    /// `GLAZE_STROKE_IMAGES` naming a directory, both are written there.
    static func expectMatch(_ candidate: Image, _ reference: Image, _ name: String, edgeLevels: Int = 32,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        if let directory = ProcessInfo.processInfo.environment["GLAZE_STROKE_IMAGES"] {
            try? candidate.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name)-path.png"))
            try? reference.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name)-stroke.png"))
        }
        let measured = measure(candidate, reference)
        #expect(measured.drawn > 0, "\(name): the reference drew nothing", sourceLocation: sourceLocation)
        #expect(measured.offEdge == 0 && measured.largest <= edgeLevels, "\(name): \(measured)",
                sourceLocation: sourceLocation)
    }
}
