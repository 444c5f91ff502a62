import Foundation
import Glaze
import GlazeKit

/// A theme: a named set of assets, read from a JSON or YAML file.
///
/// ```yaml
/// name: Warm glossy
/// assets:
///   - name: start
///     kind: glossyButton
///     color: "#A60D0D"
///     height: 54
///     states: [normal, highlighted]
/// ```
public struct Theme: Sendable {
    /// The theme's name.
    public var name: String
    /// The assets, in the file's order.
    public var assets: [ThemeAsset]
    /// The file it was read from.
    public var file: String
    /// The font families the theme's `fonts:` files provide, registered with
    /// the process when the theme was read, for as long as any of its assets
    /// exists (a copy of this theme, or an asset taken from it).
    public var fontFamilies: [String]
    /// What the theme was read from: its text and every file it names, from
    /// which ``init(source:limits:)`` reads it again without touching the disk.
    public let source: ThemeSource

    /// Reads and checks a theme file within `limits`; the format follows the
    /// extension (`.json`, anything else YAML).
    ///
    /// The file must be a regular file (never a FIFO or a device, which could
    /// block or never end) of at most ``ThemeLimits/maximumFileBytes``, in UTF-8.
    /// Files it names (SVG and PNG images, fonts) are read relative to its folder
    /// and must lie inside it, or inside `assetsRoot` when one is given; each is
    /// read within ``ThemeLimits/inputs``, and its fonts are registered with the
    /// process (`FontRegistry`) while any of its assets exists: the last asset
    /// of this reading of the theme to go releases the fonts no other reading holds.
    /// - Throws: ``ThemeError`` naming the file, the line of a syntax error, the
    ///   asset and key of anything wrong or unknown, any limit crossed, and any
    ///   named file that is missing, outside its folder or unreadable.
    public init(contentsOf url: URL, limits: ThemeLimits = .standard, assetsRoot: URL? = nil) throws(ThemeError) {
        let data: Data
        do {
            data = try InputLimits.readFile(at: url, maximumBytes: limits.maximumFileBytes)
        } catch {
            switch error.storage {
            case let .limitExceeded(_, _, bytes, _): throw limits.fileTooLarge(bytes, file: url.path)
            case let .fileAccess(_, reason): throw ThemeError(.unreadableFile, file: url.path, message: reason)
            default: throw ThemeError(.unreadableFile, file: url.path, message: "\(error)")
            }
        }
        try self.init(data: data, format: ThemeFormat(path: url.path), file: url.path, limits: limits, assetsRoot: assetsRoot)
    }

    /// Reads and checks a theme's bytes within `limits`; `file` names it in errors,
    /// and the files it names are found relative to `file`'s folder.
    /// - Throws: ``ThemeError``, as ``init(contentsOf:limits:assetsRoot:)`` does, and for bytes
    ///   that are not UTF-8 (naming the offset of the first bad byte).
    public init(data: Data, format: ThemeFormat, file: String = "theme", limits: ThemeLimits = .standard,
                assetsRoot: URL? = nil) throws(ThemeError) {
        guard data.count <= limits.maximumFileBytes else { throw limits.fileTooLarge(data.count, file: file) }
        guard let text = String(validating: data, as: UTF8.self) else {
            let bad = Self.firstInvalidUTF8(in: data)
            throw ThemeError(.syntax, file: file, line: bad.line, message: "is not UTF-8 text (invalid byte at offset \(bad.offset))")
        }
        try self.init(text: text, format: format, file: file, limits: limits, assetsRoot: assetsRoot)
    }

    /// Reads and checks theme text in YAML within `limits`; `file` names it in
    /// errors, and the files it names are found relative to `file`'s folder.
    public init(yaml text: String, file: String = "theme.yaml", limits: ThemeLimits = .standard,
                assetsRoot: URL? = nil) throws(ThemeError) {
        try self.init(text: text, format: .yaml, file: file, limits: limits, assetsRoot: assetsRoot)
    }

    /// Reads and checks theme text in JSON within `limits`; `file` names it in
    /// errors, and the files it names are found relative to `file`'s folder.
    public init(json text: String, file: String = "theme.json", limits: ThemeLimits = .standard,
                assetsRoot: URL? = nil) throws(ThemeError) {
        try self.init(text: text, format: .json, file: file, limits: limits, assetsRoot: assetsRoot)
    }

    /// Reads a theme again from what it was read from, within `limits`: the same
    /// assets, looks and digests as the theme that gave `source`, whatever has
    /// changed on disk since; no file is read.
    /// - Throws: ``ThemeError``, as ``init(contentsOf:limits:assetsRoot:)`` does,
    ///   for a source that does not read within `limits`.
    public init(source: ThemeSource, limits: ThemeLimits = .standard) throws(ThemeError) {
        try self.init(text: source.text, format: source.format, file: source.file, limits: limits,
                      files: ThemeFiles(source: source, limits: limits.inputs))
    }

    init(text: String, format: ThemeFormat, file: String, limits: ThemeLimits, assetsRoot: URL?) throws(ThemeError) {
        try self.init(text: text, format: format, file: file, limits: limits,
                      files: ThemeFiles(themeFile: file, assetsRoot: assetsRoot, limits: limits.inputs))
    }

    private init(text: String, format: ThemeFormat, file: String, limits: ThemeLimits, files: ThemeFiles) throws(ThemeError) {
        try self.init(document: ThemeDocument(text: text, format: format, file: file, limits: limits, files: files),
                      text: text, format: format)
    }

    /// Every asset of `document`, whose top level was read from `text`.
    init(document: ThemeDocument, text: String, format: ThemeFormat) throws(ThemeError) {
        let file = document.file
        name = document.name
        fontFamilies = document.fonts.families
        // Each asset reads and checks its own files (an icon set is hundreds of
        // SVGs), so they are read on every core; errors come in asset order.
        let read = try parallelMap(document.items, threads: ThemeReading.threadCount) { index, item throws(ThemeError) in
            try document.asset(item, index: index)
        }
        var assets: [ThemeAsset] = []
        var lines: [String: Int?] = [:]
        for asset in read {
            // A dictionary, so that a thousand assets cost a thousand look-ups, not half a million.
            if let earlier = lines[asset.name] {
                throw ThemeError(.duplicateAsset, file: file, line: asset.line, asset: "'\(asset.name)'", key: "name",
                                 message: "is used twice (first at line \(earlier.map(String.init) ?? "?"))")
            }
            lines[asset.name] = asset.line
            assets.append(asset)
        }
        self.assets = assets
        self.file = file
        source = ThemeSource(file: file, format: format, text: text, files: document.files.log.contents)
    }

    /// Where the first byte that is not UTF-8 sits: its offset and line.
    private static func firstInvalidUTF8(in data: Data) -> (offset: Int, line: Int) {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0, line = 1
        // The decoder consumes a whole scalar at a time; count its bytes to keep the offset.
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput, .error:
                return (offset, line)
            }
        }
    }
}
