import Foundation

/// Core Graphics' dashing: cuts polylines into the pieces a dash pattern
/// paints, walking each subpath by arc length from the pattern's phase.
struct CGPathDasher {
    /// The most dashes one call may cut: beyond it the input is refused rather
    /// than cut into ever more pieces.
    static let maximumDashes = 50_000

    /// The painted and unpainted lengths, in pairs (an odd-count pattern is
    /// repeated once, as Core Graphics reads it).
    let lengths: [CGFloat]
    /// Where in the pattern each subpath starts, in 0..<period.
    let phase: CGFloat

    /// A dasher for `lengths` from `phase`, or `nil` when the pattern draws a
    /// solid line: empty, all zero, or with a negative or non-finite length
    /// (Core Graphics ignores such a pattern).
    init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.lengths = pattern
        let start = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        self.phase = start < 0 ? start + period : start
    }

    /// The unit direction from `a` to `b`.
    static func chord(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }

    /// The dashes of `lines`, each an open polyline (a dash of no length is a
    /// single point facing along its path), or `nil` past ``maximumDashes``.
    func dashes(of lines: [StrokePolyline]) -> [StrokePolyline]? {
        var out: [StrokePolyline] = []
        var cuts = 0
        for line in lines {
            guard line.points.count > 1 else { continue }
            // Where the pattern stands at the subpath's start.
            var index = 0
            var left = lengths[0]
            var skip = phase
            while skip > 0 {
                if skip < left {
                    left -= skip
                    skip = 0
                } else {
                    skip -= left
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                }
            }
            let startsOn = index % 2 == 0
            var pieces: [StrokePolyline] = []
            var piece: StrokePolyline? = startsOn ? StrokePolyline(start: line.points[0], leaving: line.leaving[0]) : nil
            let count = line.points.count
            let segmentCount = line.closed ? count : count - 1
            for segment in 0..<segmentCount {
                let a = line.points[segment], b = line.points[(segment + 1) % count]
                let dx = b.x - a.x, dy = b.y - a.y
                let length = hypot(dx, dy)
                guard length > 0 else { continue }
                let u = CGPoint(x: dx / length, y: dy / length)
                var walked: CGFloat = 0
                while walked + left < length {
                    walked += left
                    let point = CGPoint(x: a.x + u.x * walked, y: a.y + u.y * walked)
                    if var dash = piece {
                        dash.append(point, smooth: false)
                        dash.facing = u
                        pieces.append(dash)
                        piece = nil
                    } else if walked == 0, segment > 0 || line.closed {
                        // A dash that starts exactly at a corner starts at the
                        // very end of the piece before it and turns the corner
                        // with a join, as Cairo's does (a sliver a ten-millionth
                        // of the coordinates long).
                        let previous = (segment + count - 1) % count
                        let before = line.arriving[segment] ?? Self.chord(line.points[previous], a)
                        let nudge = 1e-7 * max(1, abs(a.x), abs(a.y))
                        var dash = StrokePolyline(start: CGPoint(x: a.x - before.x * nudge, y: a.y - before.y * nudge))
                        dash.append(a, smooth: line.smooth[segment], arriving: line.arriving[segment],
                                    leaving: line.leaving[segment])
                        dash.facing = u
                        piece = dash
                    } else {
                        var dash = StrokePolyline(start: point)
                        dash.facing = u
                        piece = dash
                    }
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                    cuts += 1
                    guard cuts <= 2 * Self.maximumDashes else { return nil }
                }
                left -= length - walked
                let endIndex = (segment + 1) % count
                piece?.append(b, smooth: line.smooth[endIndex], arriving: line.arriving[endIndex],
                              leaving: line.leaving[endIndex])
            }
            if var last = piece {
                if line.closed, startsOn, pieces.isEmpty {
                    // On all the way round: the subpath, closed as it was.
                    if last.points.count > 1, last.points.last == line.points[0] {
                        last.removeLast()
                    }
                    last.smooth[0] = line.smooth[0]
                    last.arriving[0] = line.arriving[0]
                    last.closed = true
                    pieces.append(last)
                } else if line.closed, startsOn, let first = pieces.first {
                    // On at both ends of a closed subpath: one dash through its
                    // start, joined there rather than capped twice.
                    let joinIndex = last.points.count - 1
                    last.smooth[joinIndex] = line.smooth[0]
                    last.leaving[joinIndex] = line.leaving[0]
                    for index in first.points.indices.dropFirst() {
                        last.append(first.points[index], smooth: first.smooth[index], arriving: first.arriving[index],
                                    leaving: first.leaving[index])
                    }
                    pieces[0] = last
                } else {
                    pieces.append(last)
                }
            }
            out.append(contentsOf: pieces)
        }
        return out
    }
}
