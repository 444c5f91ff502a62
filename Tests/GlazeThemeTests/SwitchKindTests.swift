import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// `kind: switch`, the kind that declares its own states (off at rest, on,
/// disabled): its pixels in each state, its keys, and each layout's mapping
/// of its states to the platform's — separate image sets, an Android
/// selector on `state_checked` that aapt compiles, CSS pseudo-classes.
@Suite("The switch kind and its states")
struct SwitchKindTests {
    static let themeText = """
        name: Switches
        assets:
          - name: toggle
            kind: switch
            states: [off, on, disabled]
          - name: start
            kind: glossyButton
            color: "#A60D0D"
            states: [normal, highlighted]

        """

    static func toggle() throws -> ThemeAsset {
        try #require(try Theme(yaml: themeText).assets.first)
    }

    /// The asset in `state` at 2x: 102 × 62 pixels for the 51 × 31-point switch.
    static func render(_ asset: ThemeAsset, _ state: ControlState) async throws -> Image {
        try Image(pngData: try await AssetFile(asset: asset, state: state, scale: 2, format: .png).data(cache: RasterCache()), scale: 2)
    }

    /// Renders the theme with `arguments` into `out` in a fresh folder; returns `out`.
    static func renderTheme(_ arguments: [String]) async throws -> URL {
        let theme = try themeFile("switches.yaml", themeText)
        let out = theme.deletingLastPathComponent().appendingPathComponent("out")
        let run = try await runGlaze(["render", theme.path, "--out", out.path] + arguments)
        #expect(run.status == 0, "\(run.error)")
        return out
    }

    @Test("a switch rests off; its states are its kind's, in the theme's order")
    func states() throws {
        let toggle = try Self.toggle()
        #expect(toggle.states == [.off, .on, .disabled])
        #expect(toggle.look.kind.states.rest == .off && toggle.look.kind.allowedStates == [.off, .on, .disabled])
        #expect(toggle.look.exportSize == CGSize(width: 51, height: 31))
        let plain = try #require(try Theme(yaml: "assets:\n  - {name: t, kind: switch}\n").assets.first)
        #expect(plain.states == [.off], "no states: the kind's rest state")
        #expect(throws: ThemeError.self) { try Theme(yaml: "assets:\n  - {name: t, kind: switch, states: [normal]}\n") }
        #expect(throws: ThemeError.self) { try Theme(yaml: "assets:\n  - {name: t, kind: glossyButton, color: red, states: [on]}\n") }
    }

    @Test("off: knob left on the grey track; on: knob right on the tinted track; disabled: off at half opacity")
    func pixels() async throws {
        let toggle = try Self.toggle()
        // At 2x the knob's centre is 31 px from its end of the track; 22 px is
        // inside the off knob and on the on track, 80 px the reverse.
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        let grey = Pixel(red: 233, green: 233, blue: 235, alpha: 255)
        let green = Pixel(red: 52, green: 199, blue: 89, alpha: 255)
        let off = try await Self.render(toggle, .off), on = try await Self.render(toggle, .on)
        #expect(off.pixelWidth == 102 && off.pixelHeight == 62)
        off.withPixels { pixels in
            #expect(pixels[22, 31] == white && pixels[31, 31] == white, "the off knob sits left")
            #expect(pixels[80, 31] == grey && pixels[90, 31] == grey, "the off track is grey")
        }
        on.withPixels { pixels in
            #expect(pixels[80, 31] == white && pixels[71, 31] == white, "the on knob sits right")
            #expect(pixels[22, 31] == green && pixels[12, 31] == green, "the on track is tinted")
            #expect(pixels[0, 0].alpha == 0 && pixels[101, 61].alpha == 0, "round ends leave the corners clear")
        }
        let disabled = try await Self.render(toggle, .disabled)
        disabled.withPixels { pixels in
            #expect((126...129).contains(pixels[80, 31].alpha) && (126...129).contains(pixels[22, 31].alpha), "\(pixels[80, 31])")
            #expect(abs(pixels[80, 31].color.red * 255 - 233) < 2.5, "the faded track is still grey: \(pixels[80, 31])")
        }
        // A theme's own colours reach the track.
        let red = try #require(try Theme(yaml: ##"assets: [{name: t, kind: switch, onColor: "#FF0000", states: [on]}]"##).assets.first)
        try await Self.render(red, .on).withPixels { #expect($0[22, 31] == Pixel(red: 255, green: 0, blue: 0, alpha: 255)) }
    }

    @Test("each state is its own look: distinct cache keys, digests and file names")
    func keys() throws {
        let toggle = try Self.toggle()
        let files = toggle.states.map { AssetFile(asset: toggle, state: $0, scale: 2, format: .png) }
        #expect(Set(files.map(\.lookDigest)).count == 3)
        #expect(files.map(\.fileName) == ["toggle-off@2x.png", "toggle-on@2x.png", "toggle-disabled@2x.png"])
        #expect(toggle.look.cacheKeyDescription.hasPrefix("switch(Switch("))
        // The normal state keeps its plain name.
        let start = try #require(try Theme(yaml: Self.themeText).assets.last)
        #expect(AssetFile(asset: start, state: .normal, scale: 2, format: .png).fileName == "start@2x.png")
    }

    @Test("state names follow one rule: a lower-case letter, then lower-case letters and digits")
    func names() {
        #expect(ControlState(rawValue: "on") == .on && ControlState(rawValue: "state2")?.rawValue == "state2")
        for bad in ["", "On", "2on", "on-off", "on_off", "é", String(repeating: "a", count: ControlState.maximumNameLength + 1)] {
            #expect(ControlState(rawValue: bad) == nil, "\(bad)")
        }
        #expect(ControlState.wellKnown.allSatisfy { ControlState(rawValue: $0.rawValue) == $0 && $0.meaning != nil })
        #expect(ControlState(rawValue: "expanded")?.meaning == nil)
        #expect(ControlState.on.meaning == .checked && ControlState.off.meaning == .unchecked && ControlState.normal.meaning == .rest)
    }

    @Test("every layout: separate image sets, an Android selector aapt compiles, CSS pseudo-classes",
          .tags(.needsAapt))
    func layouts() async throws {
        let out = try await Self.renderTheme(["--layout", "flat,xcassets,android,web"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let manager = FileManager.default

        // Flat: one file per state, named by the state.
        for name in ["toggle-off@2x.png", "toggle-on@2x.png", "toggle-disabled@2x.png", "start@2x.png", "start-highlighted@2x.png"] {
            #expect(manager.fileExists(atPath: out.appendingPathComponent("flat/\(name)").path), "\(name)")
        }
        // xcassets: asset catalogs have no per-state qualifier, so each state is a set.
        for state in ["off", "on", "disabled"] {
            let contents = out.appendingPathComponent("xcassets/Assets.xcassets/toggle-\(state).imageset/Contents.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any])
            let files = (json["images"] as? [[String: Any]])?.compactMap { $0["filename"] as? String }
            #expect(files == ["toggle-\(state)@1x.png", "toggle-\(state)@2x.png", "toggle-\(state)@3x.png"])
        }

        // Android: a selector, disabled first, then checked, off by default.
        let res = out.appendingPathComponent("android/res")
        let selector = try String(contentsOf: res.appendingPathComponent("drawable/toggle.xml"), encoding: .utf8)
        #expect(selector == """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generated by glaze: asset 'toggle', disabled, checked and off. -->
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:drawable="@drawable/toggle_disabled" />
                <item android:state_checked="true" android:drawable="@drawable/toggle_on" />
                <item android:drawable="@drawable/toggle_off" />
            </selector>

            """)
        // The pressed selector of a button is as it always was.
        #expect(try String(contentsOf: res.appendingPathComponent("drawable/start.xml"), encoding: .utf8) == """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generated by glaze: asset 'start', pressed and normal. -->
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_pressed="true" android:drawable="@drawable/start_highlighted" />
                <item android:drawable="@drawable/start_normal" />
            </selector>

            """)
        // aapt compiles the resources against the platform's, which resolves
        // every android: attribute and @drawable reference, and reads the selector back.
        try require(.androidFrameworkResources)
        let framework = ExternalTool.androidFrameworkResources.files[0]
        let project = res.deletingLastPathComponent()
        try #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.glaze.check" />"#
            .write(to: project.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        let apk = project.appendingPathComponent("check.apk").path
        let packaged = try await PlatformLayoutTests.run("aapt", ["package", "-f", "-M", project.appendingPathComponent("AndroidManifest.xml").path,
                                                                "-S", res.path, "-I", framework, "-F", apk])
        #expect(packaged.status == 0, "aapt: \(packaged.output)")
        let tree = try await PlatformLayoutTests.run("aapt", ["dump", "xmltree", apk, "res/drawable/toggle.xml"])
        #expect(tree.status == 0 && tree.output.contains("A: android:state_checked(0x010100a0)=(type 0x12)0xffffffff")
                && tree.output.contains("A: android:state_enabled(0x0101009e)=(type 0x12)0x0"), "\(tree.output)")
        // The check can fail: a misspelt state attribute is refused.
        try selector.replacingOccurrences(of: "state_checked", with: "state_chekked")
            .write(to: res.appendingPathComponent("drawable/toggle.xml"), atomically: true, encoding: .utf8)
        let refused = try await PlatformLayoutTests.run("aapt", ["package", "-f", "-M", project.appendingPathComponent("AndroidManifest.xml").path,
                                                               "-S", res.path, "-I", framework, "-F", apk])
        #expect(refused.status != 0 && refused.output.contains("state_chekked"), "\(refused.output)")

        // Web: a class per state, and the rest class showing the others under
        // their pseudo-classes, disabled last so that it wins.
        let css = try String(contentsOf: out.appendingPathComponent("web/glaze.css"), encoding: .utf8)
        for state in ["off", "on", "disabled"] { #expect(css.contains("\n.glaze-toggle-\(state) {\n"), "\(state)") }
        let checked = try #require(css.range(of: #".glaze-toggle-off:checked, .glaze-toggle-off[aria-checked="true"] {"# + "\n  background-image: image-set(url(\"toggle-on@1x.png\") 1x"))
        let disabled = try #require(css.range(of: #".glaze-toggle-off:disabled, .glaze-toggle-off[aria-disabled="true"] {"# + "\n  background-image: image-set(url(\"toggle-disabled@1x.png\") 1x"))
        #expect(checked.upperBound < disabled.lowerBound)
        #expect(css.contains(".glaze-start:active {\n  border-image-source: image-set(url(\"start-highlighted@1x.png\") 1x"))
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        #expect(manifest.assets.filter { $0.name == "toggle" }.map(\.state) == ["off", "on", "disabled"])
    }

    @Test("web: Chromium shows the on image on a checked box, the disabled one on a disabled box, and on aria-checked",
          .tags(.needsChromium))
    func webInChromium() async throws {
        let out = try await Self.renderTheme(["--layout", "web", "--scales", "1,2"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        // Form controls without their own look, each with the rest state's class alone.
        let page = """
            <!doctype html>
            <link rel="stylesheet" href="glaze.css">
            <style>html, body { margin: 0; background: #fff; } .box { position: absolute; top: 0; margin: 0; padding: 0; border: 0; appearance: none; }</style>
            <input type="checkbox" class="box glaze-toggle-off" style="left: 0">
            <input type="checkbox" class="box glaze-toggle-off" style="left: 60px" checked>
            <input type="checkbox" class="box glaze-toggle-off" style="left: 120px" checked disabled>
            <div class="box glaze-toggle-off" style="left: 180px" role="switch" aria-checked="true"></div>

            """
        try page.write(to: out.appendingPathComponent("check.html"), atomically: true, encoding: .utf8)
        let shot = out.appendingPathComponent("shot.png")
        let chromium = try await PlatformLayoutTests.run("chromium-headless-shell", [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--virtual-time-budget=5000",
            "--window-size=240,40", "--screenshot=\(shot.path)", out.appendingPathComponent("check.html").absoluteString,
        ])
        #expect(chromium.status == 0, "\(chromium.output)")
        let screenshot = try ImageSurface(contentsOf: shot)
        // At 1x the knob's centre is 15 px from its end; 11 px in is knob when off, track when on.
        func isGreen(_ pixel: Pixel) -> Bool { pixel.green > 180 && pixel.red < 90 }
        func isWhite(_ pixel: Pixel) -> Bool { pixel.red > 250 && pixel.green > 250 && pixel.blue > 250 }
        #expect(isWhite(screenshot.pixel(x: 11, y: 15)) && !isGreen(screenshot.pixel(x: 40, y: 15)), "unchecked: off")
        #expect(isGreen(screenshot.pixel(x: 60 + 11, y: 15)) && isWhite(screenshot.pixel(x: 60 + 40, y: 15)), "checked: on")
        let faded = screenshot.pixel(x: 120 + 40, y: 15)
        #expect(!isGreen(faded) && (240...248).contains(Int(faded.red)), "disabled wins over checked: \(faded)")
        #expect(isGreen(screenshot.pixel(x: 180 + 11, y: 15)), "aria-checked: on")
    }
}
