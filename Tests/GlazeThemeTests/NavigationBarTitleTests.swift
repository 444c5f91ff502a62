import Foundation
import Glaze
import GlazeKit
import GlazeTheme
import GlazeTestSupport
import Testing

/// `titleColor` on a navigation bar: a dark title for a light bar, with the
/// light shadow below it.
@Suite("Navigation bar titles")
struct NavigationBarTitleTests {
    static func bar(_ extra: String) -> String {
        """
        name: Bars
        assets:
          - name: bar
            kind: navigationBar
            title: Settings
            width: 200
            background: {gradient: ["#FAFBFC", "#E4E8ED"]}
        \(extra)
        """
    }

    /// The darkest and the lightest pixel of the title's band, the middle of the bar at 2x.
    func titleExtremes(_ yaml: String) async throws -> (darkest: Int, lightest: Int) {
        let theme = try Theme(yaml: yaml)
        let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 2, format: .png)
        let surface = try ImageSurface(pngData: try await file.data(cache: RasterCache()), scale: 2)
        return surface.withPixels { pixels in
            var darkest = 255, lightest = 0
            for y in 20..<68 {
                for x in 100..<300 {
                    let p = pixels[x, y]
                    let level = (Int(p.red) + Int(p.green) + Int(p.blue)) / 3
                    darkest = min(darkest, level)
                    lightest = max(lightest, level)
                }
            }
            return (darkest, lightest)
        }
    }

    @Test("a dark titleColor draws the title dark on a light bar, with a light shadow; the default stays white")
    func darkTitle() async throws {
        let dark = try await titleExtremes(Self.bar("    titleColor: \"#222222\""))
        // The title's strokes are near #222222; its shadow lifts pixels to white above the bar's #E4E8ED–#FAFBFC.
        #expect(dark.darkest < 0x40, "darkest \(dark.darkest)")
        #expect(dark.lightest >= 0xFC, "lightest \(dark.lightest)")
        let standard = try await titleExtremes(Self.bar(""))
        // White strokes over a light bar, and the dark shadow above them: nothing as dark as the dark title.
        #expect(standard.lightest == 255 && standard.darkest > dark.darkest + 40, "\(standard)")
    }

    @Test("a titleColor that is not a colour is an error naming the key")
    func badColour() {
        #expect(throws: ThemeError.self) { try Theme(yaml: Self.bar("    titleColor: purple-ish")) }
        do {
            _ = try Theme(yaml: Self.bar("    titleColor: purple-ish"))
        } catch {
            #expect("\(error)".contains("titleColor"), "\(error)")
        }
    }
}
