import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Text is drawn as Apple draws it whatever the machine's fontconfig asks for.
@Suite("glaze render under a hostile fontconfig")
struct CLIFontConfigTests {
    /// Each of fontconfig's rendering settings set against Glaze, after the
    /// machine's own configuration, at `target` (`pattern` or `font`, the two
    /// stages a user's `fonts.conf` may edit).
    static func hostileConfiguration(target: String) -> String {
        let machine = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] ?? "/etc/fonts/fonts.conf"
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <include ignore_missing="yes">\(machine)</include>
          <match target="\(target)">
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="autohint" mode="assign"><bool>true</bool></edit>
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcdlegacy</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
          </match>
        </fontconfig>
        """
    }

    /// A title, segment labels and an emoji (a colour bitmap font), at 1x and 2x.
    static let theme = """
    assets:
      - {name: bar, kind: navigationBar, title: "Settings 😀", backTitle: Back, width: 240,
         background: {gradient: ["#FAFBFC", "#E4E8ED"]}}
      - {name: views, kind: segmentedControl, segments: [List, Grid, Map], segmentWidth: 72, selected: 2}
    """

    // Before the fix, antialias=false or rgba=rgb at either stage changed about
    // 500 of the 1x segmented control's pixels and 800 of the title bar's.
    @Test("a fonts.conf asking for hinting, aliasing or subpixel glyphs changes no pixel",
          arguments: ["pattern", "font"])
    func hostileConfigurationChangesNothing(target: String) async throws {
        let scratch = try scratchDirectory("glaze-fontconfig")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let theme = scratch.appendingPathComponent("theme.yaml")
        try Self.theme.write(to: theme, atomically: true, encoding: .utf8)
        let configuration = scratch.appendingPathComponent("fonts.conf")
        try Self.hostileConfiguration(target: target).write(to: configuration, atomically: true, encoding: .utf8)
        let plain = scratch.appendingPathComponent("plain"), hostile = scratch.appendingPathComponent("hostile")
        let first = try await runGlaze(["render", theme.path, "--out", plain.path, "--scales", "1,2"])
        #expect(first.status == 0, "\(first.error)")
        let second = try await runGlaze(["render", theme.path, "--out", hostile.path, "--scales", "1,2"],
                                        environment: ["FONTCONFIG_FILE": configuration.path])
        #expect(second.status == 0, "\(second.error)")
        for name in ["bar@1x.png", "bar@2x.png", "views@1x.png", "views@2x.png"] {
            let expected = try ImageSurface(contentsOf: plain.appendingPathComponent(name))
            let actual = try ImageSurface(contentsOf: hostile.appendingPathComponent(name))
            expectSamePixels(allPixels(actual), allPixels(expected), "\(name), rules at the \(target) stage")
        }
    }
}
