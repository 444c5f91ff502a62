import Foundation
import Glaze
import GlazeKit

/// A theme read again from its source one asset at a time: the text is parsed
/// and the fonts registered at once, each asset and the files it names only
/// when first asked for. A render worker handed an icon set's source reads the
/// few icons it is asked to draw, not the hundreds of SVGs the theme names;
/// each asset it reads is the asset ``Theme/init(source:limits:)`` would give.
package struct ThemeAssetReader {
    /// What the theme is read from.
    package let source: ThemeSource
    private let document: ThemeDocument
    /// Each asset's mapping and place in the list, by the name it gives.
    private let positions: [String: Int]
    private var read: [String: ThemeAsset] = [:]
    private var whole: Theme?

    /// Parses `source`'s text within `limits` and registers its fonts.
    /// - Throws: ``ThemeError`` for text or fonts that do not read; an asset's
    ///   own errors come when it is asked for.
    package init(source: ThemeSource, limits: ThemeLimits) throws(ThemeError) {
        self.source = source
        document = try ThemeDocument(text: source.text, format: source.format, file: source.file, limits: limits,
                                     files: ThemeFiles(source: source, limits: limits.inputs))
        var positions: [String: Int] = [:]
        for (index, item) in document.items.enumerated() {
            // The first of two assets with one name, as the theme's error names it.
            guard case let .map(entries, _) = item, let entry = entries.first(where: { $0.key == "name" }),
                  case let .string(name, _) = entry.value, positions[name] == nil else { continue }
            positions[name] = index
        }
        self.positions = positions
    }

    /// The theme's name.
    package var themeName: String { document.name }

    /// The asset called `name`, read on first use, or `nil` when the theme has none.
    /// - Throws: ``ThemeError`` when the asset does not read.
    package mutating func asset(named name: String) throws(ThemeError) -> ThemeAsset? {
        if let asset = read[name] { return asset }
        guard let index = positions[name] else { return nil }
        let asset = try document.asset(document.items[index], index: index)
        read[name] = asset
        return asset
    }

    /// Every asset, read as ``Theme/init(source:limits:)`` reads them, once;
    /// the text is not parsed again, nor the fonts registered again.
    /// - Throws: ``ThemeError``, as that initialiser does.
    package mutating func theme() throws(ThemeError) -> Theme {
        if let whole { return whole }
        let theme = try Theme(document: document, text: source.text, format: source.format)
        whole = theme
        return theme
    }
}
