import Foundation

/// One axis of a sliced image: consecutive runs of source pixels, each either
/// fixed (a cap, drawn at its own size) or stretchable.
struct SliceAxis: Hashable, Sendable {
    struct Segment: Hashable, Sendable {
        /// The first source pixel of the run.
        var start: Int
        /// How many source pixels the run covers (at least one).
        var length: Int
        /// Whether the run stretches (or tiles) to absorb extra length.
        var stretchable: Bool
    }

    var segments: [Segment]

    /// Runs covering `0..<total` pixels, stretchable where `stretches` says; every
    /// other run is fixed. `stretches` must be sorted, disjoint and inside the range.
    init(total: Int, stretches: [Range<Int>]) {
        var segments: [Segment] = []
        var position = 0
        for stretch in stretches {
            if stretch.lowerBound > position {
                segments.append(Segment(start: position, length: stretch.lowerBound - position, stretchable: false))
            }
            segments.append(Segment(start: stretch.lowerBound, length: stretch.count, stretchable: true))
            position = stretch.upperBound
        }
        if position < total {
            segments.append(Segment(start: position, length: total - position, stretchable: false))
        }
        self.segments = segments
    }

    /// Where each segment lands when the axis is drawn `length` points long,
    /// starting at `origin`, from an image of `scale` pixels per point.
    ///
    /// Fixed runs keep their size and stretchable runs share the extra length in
    /// proportion to their own sizes. When `length` is shorter than the fixed runs
    /// together, the fixed runs shrink in proportion and stretchable runs vanish.
    func layout(origin: CGFloat, length: CGFloat, scale: CGFloat) -> [(start: CGFloat, length: CGFloat)] {
        let sizes = segments.map { CGFloat($0.length) / scale }
        let fixed = zip(segments, sizes).filter { !$0.0.stretchable }.map(\.1).reduce(0, +)
        let stretchable = zip(segments, sizes).filter { $0.0.stretchable }.map(\.1).reduce(0, +)
        let spare = length - fixed
        var position = origin
        return zip(segments, sizes).map { segment, size in
            let drawn: CGFloat
            if spare >= 0 {
                drawn = segment.stretchable ? (stretchable > 0 ? spare * size / stretchable : 0) : size
            } else {
                drawn = segment.stretchable ? 0 : size * length / fixed
            }
            defer { position += drawn }
            return (position, drawn)
        }
    }

    /// The stretchable runs as pixel ranges.
    var stretchRanges: [Range<Int>] {
        segments.filter(\.stretchable).map { $0.start..<($0.start + $0.length) }
    }
}
