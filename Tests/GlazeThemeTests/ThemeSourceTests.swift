import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// A theme read again from its source is the same theme, without the disk.
@Suite("Theme sources")
struct ThemeSourceTests {
    static let examples = ["warm-glossy.yaml", "dark-textured.yaml", "flat-light.json", "brand/brand.yaml"]

    @Test("every example read again from its source has the same assets and look digests", arguments: examples)
    func sameTheme(name: String) throws {
        let theme = try Theme(contentsOf: examplesDirectory.appendingPathComponent(name))
        let again = try Theme(source: theme.source)
        #expect(again.name == theme.name && again.fontFamilies == theme.fontFamilies)
        #expect(again.assets.map(\.name) == theme.assets.map(\.name))
        for (asset, copy) in zip(theme.assets, again.assets) {
            for state in asset.states {
                #expect(AssetFile(asset: copy, state: state, scale: 2, format: .png).lookDigest
                        == AssetFile(asset: asset, state: state, scale: 2, format: .png).lookDigest, "\(asset.name) \(state)")
            }
        }
        #expect(again.source.digest == theme.source.digest)
    }

    @Test("a source holds the theme's files, and reading it again touches none: deleted or edited files change nothing")
    func noDisk() async throws {
        let folder = try scratchDirectory("glaze-source")
        try FileManager.default.copyItem(at: examplesDirectory.appendingPathComponent("brand"), to: folder.appendingPathComponent("brand"))
        let url = folder.appendingPathComponent("brand/brand.yaml")
        let theme = try Theme(contentsOf: url)
        #expect(theme.source.files.keys.contains("icons/reply.svg") && theme.source.files.keys.contains("fonts/Lato-Bold.ttf"))
        #expect(theme.source.files["icons/reply.svg"] == (try Data(contentsOf: folder.appendingPathComponent("brand/icons/reply.svg"))))
        let reply = try #require(theme.assets.first { $0.name == "reply" })
        let before = try await AssetFile(asset: reply, state: .normal, scale: 2, format: .png).data(cache: RasterCache())

        try FileManager.default.removeItem(at: folder.appendingPathComponent("brand/icons"))
        try "name: changed\nassets: []\n".write(to: url, atomically: true, encoding: .utf8)
        let again = try Theme(source: theme.source)
        let copy = try #require(again.assets.first { $0.name == "reply" })
        let after = try await AssetFile(asset: copy, state: .normal, scale: 2, format: .png).data(cache: RasterCache())
        #expect(try Image(pngData: after).contentDigest == Image(pngData: before).contentDigest)
    }

    @Test("sources with the same parts have one digest; any change to a part changes it")
    func digests() {
        let base = ThemeSource(file: "t.yaml", format: .yaml, text: "a", files: ["x.svg": Data("1".utf8)])
        #expect(ThemeSource(file: "t.yaml", format: .yaml, text: "a", files: ["x.svg": Data("1".utf8)]).digest == base.digest)
        let others = [ThemeSource(file: "u.yaml", format: .yaml, text: "a", files: ["x.svg": Data("1".utf8)]),
                      ThemeSource(file: "t.yaml", format: .json, text: "a", files: ["x.svg": Data("1".utf8)]),
                      ThemeSource(file: "t.yaml", format: .yaml, text: "ax", files: ["x.svg": Data("1".utf8)]),
                      ThemeSource(file: "t.yaml", format: .yaml, text: "a", files: ["x.svg": Data("2".utf8)]),
                      // The same bytes moved from the text into a file name: lengths keep them apart.
                      ThemeSource(file: "t.yaml", format: .yaml, text: "", files: ["ax.svg": Data("1".utf8)])]
        #expect(Set(others.map(\.digest)).count == others.count && !others.map(\.digest).contains(base.digest))
    }

    @Test("a path outside the source is refused like a missing file, naming asset, key and path")
    func missingFromSource() throws {
        let source = ThemeSource(file: "/themes/t.yaml", format: .yaml,
                                 text: "assets: [{name: a, kind: tintedImage, image: icon.svg, color: '#102030'}]", files: [:])
        #expect {
            try Theme(source: source)
        } throws: { error in
            "\(error)".contains("asset 'a'") && "\(error)".contains("key 'image'") && "\(error)".contains("'icon.svg'")
        }
    }
}
