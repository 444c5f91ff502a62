import Foundation

/// What makes two nine-slice shadows the same image: per axis the small
/// image's layout, the edge's phase on the pixel grid and the small shape's
/// length, the corner radii and the blur in target pixels, and the
/// premultiplied colour with the drawing's coverage folded in. Lengths are
/// quantised to 1/256 pixel, far below what 8-bit alpha shows, so that a shape
/// drawn again elsewhere on the same phase finds it.
struct ShadowSliceKey: Hashable, Sendable {
    /// Each axis's pixel count and the index of its stretch pixel: exact, so
    /// that a kept image always has the layout the drawing maps onto.
    let layout: [Int]
    let phases: [Int32]
    let lengths: [Int32]
    let radii: [Int32]
    let sigma: Int32
    let color: [UInt16]

    static func quantised(_ value: Double) -> Int32 { Int32(clamping: Int((value * 256).rounded())) }
}

/// The blurred coverage of a rect or rounded rect at its minimum size, in the
/// shadow's colour (premultiplied ARGB32, row by row): the nine-slice a shadow
/// of that shape is stretched from at any size.
struct ShadowSlices: Sendable {
    let pixels: [UInt32]
    let width: Int
    let height: Int

    /// The slices the shadows drawn share, within 16 MiB: a card list or a
    /// button set draws each distinct shadow once.
    static let cache = LRUCache<ShadowSliceKey, ShadowSlices>(budget: 16 << 20) { $0.pixels.count * 4 + 64 }

    /// The most pixels a small image may have; a shape whose corners or blur
    /// would need more takes the general path.
    static let maximumPixels = 1 << 22

    /// Writes the shadow for the target pixels from (`left`, `top`), `width` ×
    /// `height` of them, into `rows` (`stride` bytes apart), which hold zeros:
    /// the caps copied, the stretch repeated.
    func fill(_ rows: UnsafeMutableRawPointer, stride: Int, left: Int, top: Int, width: Int, height: Int,
              x: ShadowSliceAxis, y: ShadowSliceAxis) {
        // Every row has the same runs of columns: found once, not once a row.
        var columns: [(offset: Int, source: Int, count: Int, repeated: Bool)] = []
        x.forEachRun(from: left, length: width) { columns.append(($0, $1, $2, $3)) }
        pixels.withUnsafeBufferPointer { pixels in
            y.forEachRun(from: top, length: height) { rowOffset, sourceRow, rowCount, repeated in
                for index in 0..<rowCount {
                    let sourceLine = pixels.baseAddress! + (sourceRow + (repeated ? 0 : index)) * self.width
                    let target = (rows + (rowOffset + index) * stride).assumingMemoryBound(to: UInt32.self)
                    for run in columns {
                        if run.repeated {
                            (target + run.offset).update(repeating: sourceLine[run.source], count: run.count)
                        } else {
                            (target + run.offset).update(from: sourceLine + run.source, count: run.count)
                        }
                    }
                }
            }
        }
    }
}
