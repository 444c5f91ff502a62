import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

@Suite("Theme assets' cache keys")
struct ThemeCacheKeyTests {
    static let theme = """
        assets:
          - {name: seg, kind: segmentedControl, segments: [Day, Week], widths: [60, 70], selected: 1}
          - {name: tabs, kind: tabBar, items: [home, star], selected: 0, glowing: [1], width: 200}
          - {name: nav, kind: navigationBar, title: Inbox, width: 240}
        """

    @Test("every stored property of every kind's spec is a declared part of its key")
    func coverage() throws {
        for kind in AssetKind.allCases {
            let spec = try AssetKindTests.example(kind).look.spec
            let stored = Set(Mirror(reflecting: spec).children.compactMap(\.label))
            // A spec that is a record keys its fields; one that wraps a recipe's type keys that type.
            let declared = (spec as? any CacheKeyRecord).map { Set($0.cacheKeyFields.map(\.key)) }
                ?? Set(spec.cacheKeyParts.map(\.key))
            #expect(stored == declared, "\(kind): \(type(of: spec))")
        }
    }

    @Test("a theme asset's key names its kind and parts")
    func pinned() throws {
        let look = try #require(try Theme(yaml: Self.theme).assets.first?.look)
        #expect(look.cacheKeyDescription
            == #"segmentedControl(SegmentedControl(titles: ["Day", "Week"], widths: [60, 70], selected: 1, height: 30, cornerRadius: 7, font: Font(family: "DejaVu Sans", size: 13, weight: bold, style: normal)))"#)
        // A kind whose spec wraps a recipe's type and more: the first part unlabelled, the rest labelled.
        let glossy = try #require(try Theme(yaml: "assets: [{name: a, kind: glossyButton, color: '#A60D0D'}]").assets.first?.look)
        #expect(glossy.cacheKeyDescription.hasPrefix("glossyButton(GlossyButton(")
            && glossy.cacheKeyDescription.hasSuffix("), height: 44)"), "\(glossy.cacheKeyDescription)")
    }
}

/// Content identity that a theme author cannot forge.
@Suite("Theme content identity")
struct ThemeContentIdentityTests {
    @Test("two icons with one FNV-1a digest are two looks, two cache entries and two renders")
    func fnvCollision() async throws {
        let (first, second) = FNVCollision.icons
        #expect(first != second)
        #expect(FNVCollision.fnv1a64(first) == FNVCollision.fnv1a64(second), "the pair collides under the old hash")
        var files: [AssetFile] = []
        for (name, icon) in [("a", first), ("b", second)] {
            let folder = try scratchDirectory("glaze-collision")
            try icon.write(to: folder.appendingPathComponent("icon.svg"))
            let url = folder.appendingPathComponent("\(name).yaml")
            try FNVCollision.theme(named: name).write(to: url, atomically: true, encoding: .utf8)
            let asset = try #require(try Theme(contentsOf: url).assets.first)
            files.append(AssetFile(asset: asset, state: .normal, scale: 2, format: .png))
        }
        #expect(files[0].lookDigest != files[1].lookDigest)
        #expect(files[0].lookDigest.count == 64)
        let cache = try RasterCache()
        let images = try await [files[0].data(cache: cache), files[1].data(cache: cache)].map { try Image(pngData: $0) }
        #expect(cache.statistics.renders == 2 && cache.statistics.entries == 2, "\(cache.statistics)")
        #expect(images[0].contentDigest != images[1].contentDigest, "each icon drew its own text")
    }

    @Test("a theme's font files are part of its looks: the same family from other bytes is another look")
    func fontFilesInKeys() throws {
        let lato = examplesDirectory.appendingPathComponent("brand/fonts/Lato-Bold.ttf")
        var digests: [String] = []
        for variant in 0..<2 {
            let folder = try scratchDirectory("glaze-font-key")
            var bytes = try Data(contentsOf: lato)
            // A byte past the tables changes the file, not the family it names.
            if variant == 1 { bytes.append(0) }
            try bytes.write(to: folder.appendingPathComponent("Brand.ttf"))
            let url = folder.appendingPathComponent("t.yaml")
            try """
                fonts: [Brand.ttf]
                assets:
                  - {name: periods, kind: segmentedControl, segments: [Day, Week], font: Lato}
                """.write(to: url, atomically: true, encoding: .utf8)
            let theme = try Theme(contentsOf: url)
            #expect(theme.fontFamilies == ["Lato"])
            digests.append(AssetFile(asset: theme.assets[0], state: .normal, scale: 2, format: .png).lookDigest)
        }
        #expect(digests[0] != digests[1])
        let plain = try Theme(yaml: "assets: [{name: periods, kind: segmentedControl, segments: [Day, Week]}]")
        #expect(plain.assets[0].fontFiles.isEmpty)
    }
}
