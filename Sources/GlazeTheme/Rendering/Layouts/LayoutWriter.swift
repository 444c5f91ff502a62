import Foundation

/// Places rendered assets in one layout's form under `root`, a folder of the
/// staging area; paths it reports are relative to the output directory.
protocol LayoutWriter: Sendable {
    /// The layout written.
    var layout: OutputLayout { get }
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

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Writes `data` at `path`, creating folders on the way.
    func write(_ data: Data, to path: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A manifest entry for a file of this layout.
    func file(_ path: String, _ layout: OutputLayout, format: String, scale: CGFloat? = nil,
              pixelWidth: Int? = nil, pixelHeight: Int? = nil, css: Manifest.CSS? = nil) -> Manifest.File {
        Manifest.File(path: prefix + path, format: format, scale: scale.map(Double.init), pixelWidth: pixelWidth,
                      pixelHeight: pixelHeight, css: css, layout: layout.rawValue)
    }
}

extension OutputLayout {
    /// The writer for this layout under `folder`, checked against `theme` first
    /// (Android's resource names).
    func writer(for theme: Theme, options: RenderOptions, in folder: LayoutFolder) throws -> any LayoutWriter {
        switch self {
        case .flat: return FlatLayout(folder: folder, options: options)
        case .xcassets: return XcassetsLayout(folder: folder, options: options)
        case .android: return try AndroidLayout(folder: folder, options: options, theme: theme)
        case .web: return WebLayout(folder: folder, options: options, theme: theme)
        }
    }
}
