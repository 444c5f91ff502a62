/// How hard Glaze's PNG writer works at making files small. Every level writes
/// the same pixels; only the file's size and the time taken differ.
///
/// ```swift
/// let png = try image.pngData(compression: .fast)
/// ```
///
/// PNGs are deflated by libdeflate (Debian's `libdeflate-dev`), which compresses
/// a whole buffer in one call, as an image always is, and at its level 12 finds
/// smaller output than zlib or zlib-ng at any level; zlib-ng is not packaged in
/// Debian 12. BENCHMARKS.md has the measurements.
public enum PNGCompression: String, CaseIterable, Hashable, Sendable {
    /// Speed first: libdeflate's level 1.
    case fast
    /// What every writer uses unless asked: libdeflate's level 6. Smaller and
    /// faster than Cairo's writer (libpng and zlib at level 6), which Glaze used before.
    case `default`
    /// Size first: libdeflate's level 12, its slowest and smallest, on the rows
    /// as they are and on rows each given the PNG filter that suits it, the
    /// smaller kept. Several times slower than `default`: for small images.
    case best

    /// libdeflate's level, 1 (fastest) to 12 (smallest).
    var deflateLevel: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .best: 12
        }
    }

    /// Whether rows each given the PNG filter that suits it are tried beside
    /// unfiltered rows. Unfiltered rows alone below `best`: on the Adwaita icons
    /// and the demo sheets they deflate 30 % and 3 % smaller than rows filtered
    /// by the usual heuristic (libpng's, so Cairo's), which wins on a few images only.
    var triesFilteredRows: Bool { self == .best }
}
