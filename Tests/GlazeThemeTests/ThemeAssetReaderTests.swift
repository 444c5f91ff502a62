import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// A render worker reads a theme's assets one at a time from its source: each
/// the asset the whole theme would give, and only those asked for.
@Suite("Theme assets read as asked")
struct ThemeAssetReaderTests {
    @Test("every asset of every example read alone is the asset of the whole theme, look for look",
          arguments: ThemeSourceTests.examples)
    func sameAssets(name: String) throws {
        let theme = try Theme(contentsOf: examplesDirectory.appendingPathComponent(name))
        var reader = try ThemeAssetReader(source: theme.source, limits: .standard)
        #expect(reader.themeName == theme.name)
        // Backwards, so that no asset is read because an earlier one was.
        for asset in theme.assets.reversed() {
            let alone = try #require(try reader.asset(named: asset.name))
            #expect(alone.states == asset.states && alone.line == asset.line && alone.fontFiles == asset.fontFiles)
            for state in asset.states {
                #expect(AssetFile(asset: alone, state: state, scale: 2, format: .png).lookDigest
                        == AssetFile(asset: asset, state: state, scale: 2, format: .png).lookDigest, "\(asset.name) \(state)")
            }
        }
        #expect(try reader.asset(named: "no-such-asset") == nil)
        let whole = try reader.theme()
        #expect(whole.assets.map(\.name) == theme.assets.map(\.name) && whole.fontFamilies == theme.fontFamilies)
        // The same source, so the same digest that names the theme to workers and servers.
        #expect(whole.source.digest == theme.source.digest)
    }

    @Test("an asset's bad file is an error only when that asset is asked for, the error the whole theme gives")
    func badAssetAlone() throws {
        let good = try Data(contentsOf: examplesDirectory.appendingPathComponent("brand/icons/reply.svg"))
        let text = """
        assets:
          - {name: good, kind: tintedImage, image: good.svg, color: '#102030'}
          - {name: bad, kind: tintedImage, image: bad.svg, color: '#102030'}
          - {name: good, kind: glossyButton, color: '#A60D0D'}
        """
        let source = ThemeSource(file: "/themes/t.yaml", format: .yaml, text: text,
                                 files: ["good.svg": good, "bad.svg": Data("not an svg".utf8)])
        let whole = #expect(throws: ThemeError.self) { try Theme(source: source) }
        var reader = try ThemeAssetReader(source: source, limits: .standard)
        // The first of two assets with one name, as the whole theme's error names it.
        #expect(try reader.asset(named: "good")?.look.kind.rawValue == "tintedImage")
        let alone = #expect(throws: ThemeError.self) { try reader.asset(named: "bad") }
        #expect(alone?.code == .unreadableFile && alone?.description == whole?.description)
        #expect(alone?.description.contains("asset 'bad'") == true && alone?.description.contains("bad.svg") == true)
        #expect(throws: ThemeError.self) { try reader.theme() }
    }

    @Test("text that does not read is refused at once, with the whole theme's error")
    func badText() {
        let source = ThemeSource(file: "t.yaml", format: .yaml, text: "assets: [", files: [:])
        let whole = #expect(throws: ThemeError.self) { try Theme(source: source) }
        let reader = #expect(throws: ThemeError.self) { try ThemeAssetReader(source: source, limits: .standard) }
        #expect(reader?.description == whole?.description && reader?.code == .syntax)
    }
}
