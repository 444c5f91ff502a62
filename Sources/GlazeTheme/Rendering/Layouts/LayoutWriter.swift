import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Places rendered assets in one layout's form under `root`, a folder of the
/// staging area; paths it reports are relative to the output directory.
///
/// The writer holds the layout's own rules — the scales it can place, its
/// platform's densities, the formats it writes, when it needs rasters, what
/// it notes — so that options and the renderer ask it rather than know them.
/// ``OutputLayout/writer`` registers each layout's writer.
protocol LayoutWriter: Sendable {
    /// The layout written.
    static var layout: OutputLayout { get }
    /// What the layout writes, in a few words for `glaze render --help`.
    static var summary: String { get }
    /// The scales the layout can place, or `nil` for any.
    static var usableScales: [CGFloat]? { get }
    /// The platform's densities, rendered when no scales are given.
    static var defaultScales: [CGFloat] { get }
    /// The formats the layout writes files in.
    static var formats: Set<OutputFormat> { get }
    /// Whether the layout places rasters when `formats` are asked for.
    static func needsRasters(for formats: [OutputFormat]) -> Bool
    /// What the layout cannot do as asked for `theme` with `options`, one line
    /// each, besides scales it cannot place (``skippedScalesNote(_:)``).
    static func notes(for theme: Theme, options: RenderOptions) -> [String]
    /// A writer into `folder`, checked against `theme` first (Android's resource names).
    init(folder: LayoutFolder, options: RenderOptions, theme: Theme) throws

    /// The options rendered with.
    var options: RenderOptions { get }
    /// Writes one asset in one state; returns the files, with their manifest entries.
    func write(_ asset: RenderedAsset) throws -> [Manifest.File]
    /// Writes what covers every asset (catalogs, selectors, stylesheets) once
    /// the assets are written; returns those files.
    func finish(_ entries: [Manifest.Entry]) throws -> [Manifest.File]
}

/// Where one layout writes, and how its paths read in the manifest.
struct LayoutFolder: Sendable {
    /// The folder in the staging area.
    let root: URL
    /// What goes before a path inside it: `""`, or `"xcassets/"` when several
    /// layouts share an output directory.
    let prefix: String

    /// The URL of `path` in the folder; every path a layout writes is a file's.
    func url(_ path: String) -> URL { root.appendingPathComponent(path, isDirectory: false) }

    /// Writes `data` at `path`, creating folders on the way.
    ///
    /// Not flushed to disk file by file: the staging folder is flushed once,
    /// before anything moves into place (``OutputTransaction/commit(_:into:beforeEach:)``),
    /// which gives the same guarantee for a thousand files at the cost of one.
    func write(_ data: Data, to path: String) throws {
        let url = url(path)
        if path.contains("/") {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RenderError(.output, "cannot create \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw RenderError(.output, "cannot write \(url.path): \(String(cString: strerror(errno)))") }
                written += count
            }
        }
    }

    /// A manifest entry for a file of this layout.
    func file(_ path: String, _ layout: OutputLayout, format: String, scale: CGFloat? = nil,
              pixelWidth: Int? = nil, pixelHeight: Int? = nil, css: Manifest.CSS? = nil) -> Manifest.File {
        Manifest.File(path: prefix + path, format: format, scale: scale.map(Double.init), pixelWidth: pixelWidth,
                      pixelHeight: pixelHeight, css: css, layout: layout.rawValue)
    }
}

extension LayoutWriter {
    /// The layout written.
    var layout: OutputLayout { Self.layout }

    /// The scales this writer places.
    var scales: [CGFloat] { options.scales(for: Self.layout) }

    /// The note for scales asked for that the layout cannot place, if any.
    static func skippedScalesNote(_ options: RenderOptions) -> [String] {
        guard let requested = options.scales, let usable = usableScales else { return [] }
        let skipped = requested.filter { !usable.contains($0) }
        guard !skipped.isEmpty else { return [] }
        return ["\(layout.rawValue): scale \(skipped.map { $0.scaleLabel }.joined(separator: ", ")) skipped; "
                + "it takes \(usable.map { $0.scaleLabel + "x" }.joined(separator: ", "))"]
    }
}
