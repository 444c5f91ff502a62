import Foundation
import Glaze

/// How closely a rendering agrees with a reference picture of the same size,
/// in the two figures the fidelity table reports.
///
/// The main figure, ``unmatchedShare``, forgives small misplacements: a pixel
/// counts as differing only when nothing within ``radius`` pixels of the same
/// place in the other picture has its colour to within ``levels`` levels on
/// every channel (premultiplied, alpha included). It is checked both ways, so
/// a shape missing from either picture counts. ``differingShare`` is the plain
/// figure: pixels whose colour differs by more than ``levels`` in place.
public struct PictureAgreement: Sendable, CustomStringConvertible {
    /// How far a counterpart may lie, in pixels along each axis.
    public static let radius = 2
    /// How far a counterpart's colour may stray, in 8-bit levels per channel.
    public static let levels = 10

    /// Pixels compared.
    public var total: Int
    /// Pixels with no counterpart within ``radius`` pixels and ``levels`` levels.
    public var unmatched: Int
    /// Pixels differing by more than ``levels`` levels in place.
    public var differing: Int
    /// Pixels differing at all in place.
    public var changed: Int
    /// The largest difference in place on any channel, in levels.
    public var largest: Int

    /// ``unmatched`` as a share of ``total``, 0...1.
    public var unmatchedShare: Double { total == 0 ? 0 : Double(unmatched) / Double(total) }
    /// ``differing`` as a share of ``total``, 0...1.
    public var differingShare: Double { total == 0 ? 0 : Double(differing) / Double(total) }

    /// Both figures as percentages.
    public var description: String {
        String(format: "%.3f %% without a counterpart within %d px and %d levels, %.3f %% differing in place",
               unmatchedShare * 100, Self.radius, Self.levels, differingShare * 100)
    }

    /// Measures `a` against `b`, which must have the same pixel size.
    public init(_ a: Image, _ b: Image) {
        precondition(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight, "pictures of different sizes")
        (total, unmatched, differing, changed, largest) = a.withPixels { left in
            b.withPixels { right in
                var unmatched = 0, differing = 0, changed = 0, largest = 0
                let width = left.width, height = left.height
                for y in 0..<height {
                    let rowA = left.row(y), rowB = right.row(y)
                    for x in 0..<width {
                        let p = rowA[x], q = rowB[x]
                        if p == q { continue }
                        changed += 1
                        let delta = largestChannelDifference(p, q)
                        if delta > largest { largest = delta }
                        if delta <= Self.levels { continue }
                        differing += 1
                        if !Self.hasCounterpart(p, near: x, y, in: right, width: width, height: height)
                            || !Self.hasCounterpart(q, near: x, y, in: left, width: width, height: height) {
                            unmatched += 1
                        }
                    }
                }
                return (left.width * left.height, unmatched, differing, changed, largest)
            }
        }
    }

    /// Whether some pixel of `pixels` within ``radius`` of (x, y) is close to `pixel`.
    private static func hasCounterpart(_ pixel: UInt32, near x: Int, _ y: Int, in pixels: borrowing PixelBuffer,
                                       width: Int, height: Int) -> Bool {
        for row in max(y - radius, 0)...min(y + radius, height - 1) {
            let line = pixels.row(row)
            for column in max(x - radius, 0)...min(x + radius, width - 1) where largestChannelDifference(pixel, line[column]) <= levels {
                return true
            }
        }
        return false
    }
}
