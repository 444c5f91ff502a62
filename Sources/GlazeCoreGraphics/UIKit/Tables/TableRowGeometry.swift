import Foundation

/// Where a table's rows lie, top to bottom: each section a list of runs of
/// rows of one height, so that a million rows of one height take one run,
/// and finding a row by position is a binary search.
struct TableRowGeometry {
    /// Rows in one section, one after another, all `height` high.
    struct Run {
        var firstRow: Int
        var count: Int
        var top: CGFloat
        var height: CGFloat
        var bottom: CGFloat { top + CGFloat(count) * height }
    }

    /// A section's rows, from `top`.
    struct Section {
        var top: CGFloat
        var rowCount = 0
        var runs: [Run] = []
        var bottom: CGFloat { runs.last?.bottom ?? top }
    }

    /// The most rows laid out in a table, all sections together: the rows
    /// past them are left out, so a data source cannot make layout unbounded.
    static let maximumRows = 10_000_000
    /// The most rows shown at once: rows too thin to see past these are not made.
    static let maximumVisibleRows = 10_000
    /// The tallest a row may be, so that sums of heights stay finite.
    static let maximumRowHeight: CGFloat = 1e9

    private(set) var sections: [Section] = []

    /// The geometry of a table with `sectionCount` sections, `rows(section)`
    /// rows in each and the row at a path `height(path)` high (already sanitized).
    init(sectionCount: Int, rows: (Int) -> Int, height: (IndexPath) -> CGFloat) {
        var budget = Self.maximumRows
        var y: CGFloat = 0
        for section in 0..<min(max(sectionCount, 0), Self.maximumRows) {
            var entry = Section(top: y)
            let count = min(max(rows(section), 0), budget)
            budget -= count
            for row in 0..<count {
                let h = height(IndexPath(row: row, section: section))
                if var last = entry.runs.last, last.height == h {
                    last.count += 1
                    entry.runs[entry.runs.count - 1] = last
                } else {
                    entry.runs.append(Run(firstRow: row, count: 1, top: entry.bottom, height: h))
                }
            }
            entry.rowCount = count
            y = entry.bottom
            sections.append(entry)
        }
    }

    /// The height of all the rows.
    var height: CGFloat { sections.last?.bottom ?? 0 }

    /// How many rows `section` has, as laid out.
    func rowCount(in section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The rectangle of the row at `path` in a table `width` wide, or `nil` for a row the table does not have.
    func rect(for path: IndexPath, width: CGFloat) -> CGRect? {
        guard path.count == 2, sections.indices.contains(path.section) else { return nil }
        let section = sections[path.section]
        guard path.row >= 0, path.row < section.rowCount else { return nil }
        let index = lastIndex(in: section.runs) { $0.firstRow <= path.row }
        let run = section.runs[index]
        return CGRect(x: 0, y: run.top + CGFloat(path.row - run.firstRow) * run.height, width: width, height: run.height)
    }

    /// The row whose rectangle holds `y`, or `nil`.
    func indexPath(at y: CGFloat) -> IndexPath? {
        guard y.isFinite else { return nil }
        return indexPaths(from: y, to: y, limit: 1).first
    }

    /// The rows with height that overlap `minY…maxY` (a row at `maxY` only
    /// when the span is empty), top to bottom, at most `limit` of them.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat, limit: Int) -> [IndexPath] {
        guard minY.isFinite, maxY.isFinite, maxY >= minY else { return [] }
        var result: [IndexPath] = []
        let first = max(lastIndex(in: sections) { $0.top <= minY }, 0)
        for sectionIndex in first..<sections.count {
            let section = sections[sectionIndex]
            if section.top > maxY || (section.top == maxY && maxY > minY) { break }
            for run in section.runs where run.height > 0 && run.bottom > minY && run.top <= maxY {
                // Clamped before converting: a ratio over a very thin row can exceed Int's range.
                let count = CGFloat(run.count)
                let from = Int(min(max(((minY - run.top) / run.height).rounded(.down), 0), count))
                let end = maxY > minY ? ((maxY - run.top) / run.height).rounded(.up) : ((maxY - run.top) / run.height).rounded(.down) + 1
                let to = Int(min(max(end, 0), count))
                guard from < to else { continue }
                for offset in from..<to {
                    result.append(IndexPath(row: run.firstRow + offset, section: sectionIndex))
                    if result.count >= limit { return result }
                }
            }
        }
        return result
    }

    /// The index of the last element of `elements` (sorted so that
    /// `isBefore` holds for a prefix) for which `isBefore` holds, or 0.
    private func lastIndex<Element>(in elements: [Element], where isBefore: (Element) -> Bool) -> Int {
        var low = 0, high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(elements[middle]) { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}
