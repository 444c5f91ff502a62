import Foundation
import Glaze

/// The part of a path between two fractions of its length, as
/// `strokeStart` and `strokeEnd` keep it: the length runs through every
/// subpath in order, closing lines included, and the kept part is drawn with
/// the path's own curves flattened to within 0.01 units.
enum PathTrim {
    /// The part of `path` from `start` to `end` (fractions of its length,
    /// clamped to 0…1): the path itself when that is all of it, an empty path
    /// when nothing, or when the path would flatten into more pieces than
    /// Glaze's stroker accepts.
    static func trim(_ path: Path, from start: CGFloat, to end: CGFloat) -> Path {
        let a = min(max(start.isNaN ? 0 : start, 0), 1), b = min(max(end.isNaN ? 1 : end, 0), 1)
        if a <= 0, b >= 1 { return path }
        guard a < b else { return Path() }
        let tolerance = CGPath.resultTolerance(of: path, under: .identity)
        guard case let .success(lines) = PathFlattener.polylines(of: path, tolerance: tolerance) else { return Path() }
        let lengths = lines.map(length(of:))
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return Path() }
        let from = a * total, to = b * total
        var out: [StrokePolyline] = []
        var walked: CGFloat = 0
        for (line, lineLength) in zip(lines, lengths) {
            defer { walked += lineLength }
            guard walked + lineLength > from, walked < to else { continue }
            if let piece = cut(line, from: from - walked, to: to - walked, length: lineLength) { out.append(piece) }
        }
        return out.path
    }

    private static func length(of line: StrokePolyline) -> CGFloat {
        let points = line.closed ? line.points + [line.points[0]] : line.points
        return zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The part of one polyline between distances `from` and `to` along it.
    private static func cut(_ line: StrokePolyline, from: CGFloat, to: CGFloat, length: CGFloat) -> StrokePolyline? {
        if from <= 0, to >= length { return line }
        let points = line.closed ? line.points + [line.points[0]] : line.points
        var piece: StrokePolyline?
        var walked: CGFloat = 0
        for (p, q) in zip(points, points.dropFirst()) {
            let step = hypot(q.x - p.x, q.y - p.y)
            defer { walked += step }
            guard step > 0 else { continue }
            func at(_ distance: CGFloat) -> CGPoint {
                let f = min(max((distance - walked) / step, 0), 1)
                return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
            }
            if piece == nil, walked + step >= from, walked <= to {
                piece = StrokePolyline(start: at(max(from, walked)))
            }
            guard var current = piece else { continue }
            if walked + step >= to {
                current.append(at(to), smooth: true)
                return current
            }
            current.append(q, smooth: true)
            piece = current
        }
        return piece
    }
}
