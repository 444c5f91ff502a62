import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// `kind: checkbox`: unchecked at rest, checked, mixed and disabled — and
/// `mixed`, which Android's selectors have no `android:` qualifier for, kept
/// as a drawable of its own and noted, while the web selects it with `:indeterminate`.
@Suite("The checkbox kind and a state without a platform qualifier")
struct CheckboxKindTests {
    static let themeText = "assets:\n  - {name: agree, kind: checkbox, states: [unchecked, checked, mixed, disabled]}\n"

    @Test("unchecked: white with a grey border; checked: blue with a tick; mixed: blue with a dash; disabled: faded")
    func pixels() async throws {
        let agree = try #require(try Theme(yaml: Self.themeText).assets.first)
        #expect(agree.look.kind.states.rest == .unchecked && agree.look.exportSize == CGSize(width: 22, height: 22))
        var images: [ControlState: Image] = [:]
        for state in agree.states {
            let data = try await AssetFile(asset: agree, state: state, scale: 2, format: .png).data(cache: RasterCache())
            images[state] = try Image(pngData: data, scale: 2)
        }
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255), blue = Pixel(red: 0, green: 122, blue: 255, alpha: 255)
        // At 2x (44 pixels): (29, 18) lies on the tick's long stroke, (22, 22) on the dash, (22, 10) on neither.
        try #require(images[.unchecked]).withPixels { pixels in
            #expect(pixels[22, 22] == white && pixels[29, 18] == white)
            #expect(pixels[1, 22] == Pixel(red: 199, green: 199, blue: 204, alpha: 255), "the border: \(pixels[1, 22])")
        }
        try #require(images[.checked]).withPixels { pixels in
            #expect(pixels[29, 18] == white && pixels[22, 10] == blue, "\(pixels[29, 18]) \(pixels[22, 10])")
        }
        try #require(images[.mixed]).withPixels { pixels in
            #expect(pixels[22, 22] == white && pixels[29, 17] == blue && pixels[22, 10] == blue, "\(pixels[22, 22]) \(pixels[29, 17])")
        }
        try #require(images[.disabled]).withPixels { pixels in
            #expect((126...129).contains(pixels[22, 22].alpha), "\(pixels[22, 22])")
        }
    }

    @Test("android: mixed is a drawable of its own outside the selector, noted; the selector compiles; web: :indeterminate",
          .tags(.needsAapt))
    func layouts() async throws {
        let theme = try themeFile("boxes.yaml", Self.themeText)
        let out = theme.deletingLastPathComponent().appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        let run = try await runGlaze(["render", theme.path, "--out", out.path, "--layout", "android,web"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("glaze: note: android: asset 'agree' in state 'mixed' has no android:state_ qualifier; "
                                   + "it is a drawable of its own, outside the selector"), "\(run.error)")
        let res = out.appendingPathComponent("android/res")
        #expect(FileManager.default.fileExists(atPath: res.appendingPathComponent("drawable-xhdpi/agree_mixed.png").path))
        let selector = try String(contentsOf: res.appendingPathComponent("drawable/agree.xml"), encoding: .utf8)
        #expect(selector.contains("""
                <item android:state_enabled="false" android:drawable="@drawable/agree_disabled" />
                <item android:state_checked="true" android:drawable="@drawable/agree_checked" />
                <item android:drawable="@drawable/agree_unchecked" />
            </selector>
            """) && !selector.contains("mixed"), "\(selector)")
        try require(.androidFrameworkResources)
        try #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.glaze.check" />"#
            .write(to: out.appendingPathComponent("android/AndroidManifest.xml"), atomically: true, encoding: .utf8)
        let packaged = try await PlatformLayoutTests.run("aapt", [
            "package", "-f", "-M", out.appendingPathComponent("android/AndroidManifest.xml").path, "-S", res.path,
            "-I", ExternalTool.androidFrameworkResources.files[0], "-F", out.appendingPathComponent("check.apk").path,
        ])
        #expect(packaged.status == 0, "aapt: \(packaged.output)")

        let css = try String(contentsOf: out.appendingPathComponent("web/glaze.css"), encoding: .utf8)
        let rules = [#".glaze-agree-unchecked:checked, .glaze-agree-unchecked[aria-checked="true"] {"#,
                     #".glaze-agree-unchecked:indeterminate, .glaze-agree-unchecked[aria-checked="mixed"] {"#,
                     #".glaze-agree-unchecked:disabled, .glaze-agree-unchecked[aria-disabled="true"] {"#]
        let places = rules.compactMap { css.range(of: $0)?.lowerBound }
        #expect(places.count == 3 && places == places.sorted(), "checked, mixed, then disabled:\n\(css)")
    }
}
