import Foundation
import Glaze
import GlazeKit
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

    /// Looks with file references, read from the brand example's folder.
    static let withFiles = """
        assets:
          - {name: tint, kind: tintedImage, image: icons/reply.svg, color: "#102030"}
          - {name: bar, kind: navigationBar, background: {image: art/navbar.svg}}
        """

    @Test("every stored property of the theme's specs is a declared part of its key")
    func coverage() throws {
        let brand = examplesDirectory.appendingPathComponent("brand/keys.yaml").path
        let looks = try Theme(yaml: Self.theme).assets.map(\.look) + Theme(yaml: Self.withFiles, file: brand).assets.map(\.look)
        var checked = 0
        for look in looks {
            let record: any CacheKeyRecord
            switch look {
            case let .segmentedControl(spec): record = spec
            case let .tabBar(spec): record = spec
            case let .navigationBar(spec): record = spec
            case let .tintedImage(spec): record = spec
            default: continue
            }
            let stored = Mirror(reflecting: record).children.compactMap(\.label)
            #expect(Set(stored) == Set(record.cacheKeyFields.map(\.key)), "\(type(of: record))")
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test("a theme asset's key names its kind and parts")
    func pinned() throws {
        let look = try #require(try Theme(yaml: Self.theme).assets.first?.look)
        #expect(look.cacheKeyDescription
            == #"segmentedControl(SegmentedControl(titles: ["Day", "Week"], widths: [60, 70], selected: 1, height: 30, cornerRadius: 7, font: Font(family: "DejaVu Sans", size: 13, weight: bold, style: normal)))"#)
    }
}
