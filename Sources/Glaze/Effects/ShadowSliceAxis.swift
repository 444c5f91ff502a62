import Foundation

/// One axis of a shadow drawn as a nine-slice: where the blurred coverage of a
/// rect or rounded rect stops changing along the axis, and how the target's
/// pixels map onto a small image that keeps one pixel of that stretch.
///
/// A pixel's blurred value depends on the shape within `reach` pixels of it.
/// Between the corners, a row of the shape is the same at every column, so the
/// blurred value is too, once the corners are more than `reach` away on both
/// sides. The small image is the same shape with all but one of those columns
/// taken out: every other pixel has the same neighbourhood, edge phases
/// included, as its counterpart at full size.
struct ShadowSliceAxis {
    /// The target pixel the small image's first pixel stands for.
    let base: Int
    /// The first target pixel of the stretch, which the small image keeps once.
    let middle: Int
    /// The target pixels of the stretch the small image leaves out.
    let removed: Int
    /// The small shape's edges, in the small image's pixels.
    let start: Double, end: Double
    /// The small image's pixels along the axis.
    let count: Int

    /// The axis of a shape from `start` to `end` target pixels, whose corners
    /// reach `lowRadius` and `highRadius` pixels in from each end, blurred by a
    /// kernel that reaches `reach` pixels.
    init(start: Double, end: Double, lowRadius: Double, highRadius: Double, reach: Int) {
        base = Int(start.rounded(.down)) - reach - 1
        // The stretch: pixels whose every neighbour within reach is a whole
        // pixel of the shape between its corners.
        let first = Int((start + lowRadius).rounded(.up)) + reach
        let last = Int((end - highRadius).rounded(.down)) - reach
        middle = first
        removed = max(last - first - 1, 0)
        self.start = start - Double(base)
        self.end = end - Double(base) - Double(removed)
        count = Int(self.end.rounded(.up)) + reach + 1
    }

    /// Calls `body` with runs of target pixels from `first` (`length` of them)
    /// and the small image's pixels they show: `source` onwards, or one pixel
    /// `source` repeated. Pixels the small image does not hold are left out: the
    /// blur leaves them empty.
    func forEachRun(from first: Int, length: Int, _ body: (_ offset: Int, _ source: Int, _ count: Int, _ repeated: Bool) -> Void) {
        let end = first + length
        let stretchEnd = middle + (removed > 0 ? removed + 1 : 0)
        // Before the stretch, the stretch, after it: the last two shifted back by what was left out.
        let pieces = removed > 0
            ? [(first, min(end, middle), -base, false), (max(first, middle), min(end, stretchEnd), middle - base, true),
               (max(first, stretchEnd), end, -base - removed, false)]
            : [(first, end, -base, false)]
        for (from, to, shift, repeated) in pieces where from < to {
            if repeated {
                if (0..<count).contains(shift) { body(from - first, shift, to - from, true) }
                continue
            }
            let low = max(from, -shift), high = min(to, count - shift)
            if low < high { body(low - first, low + shift, high - low, false) }
        }
    }
}
