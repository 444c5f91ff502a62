import Foundation
import Glaze
import GlazeKit

/// A theme's text read down to its assets' mappings: the name, the fonts
/// (registered) and the list of assets, each checked but not yet read. The
/// one place where a theme's top level is read, for ``Theme``, which reads
/// every asset, and ``ThemeAssetReader``, which reads them as asked.
struct ThemeDocument {
    let file: String
    let limits: ThemeLimits
    let files: ThemeFiles
    let name: String
    let fonts: (families: [String], digests: [ContentDigest], registrations: [FontRegistration])
    /// The assets' mappings, in the file's order.
    let items: [ThemeValue]

    init(text: String, format: ThemeFormat, file: String, limits: ThemeLimits, files: ThemeFiles) throws(ThemeError) {
        let root = try ThemeParser.parse(text, format: format, file: file, limits: limits)
        var reader = try ThemeReader(root, file: file, asset: nil, what: "a theme", limits: limits, files: files)
        name = try reader.string("name", default: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        fonts = try reader.fonts("fonts")
        guard let items = try reader.list("assets", maximumCount: limits.maximumAssets) else {
            throw reader.error(.missingKey, "assets", "is required: list the theme's assets")
        }
        try reader.rejectUnknownKeys(valid: ["name", "fonts", "assets"])
        guard !items.isEmpty else { throw reader.error(.invalidValue, "assets", "must list at least one asset") }
        self.file = file
        self.limits = limits
        self.files = files
        self.items = items
    }

    /// The asset `item`, the `index`th of the list, with its files read and a
    /// hold on the theme's fonts.
    func asset(_ item: ThemeValue, index: Int) throws(ThemeError) -> ThemeAsset {
        var asset = try ThemeAsset(item, index: index, file: file, limits: limits, files: files)
        asset.fontFiles = fonts.digests
        asset.fontHold = FontHold(fonts.registrations)
        return asset
    }
}
