import Foundation
import Glaze
import GlazeTestSupport
import GlazeTheme
import Testing

@Suite("Theme limits: hostile themes stop at a named limit")
struct ThemeLimitsTests {
    /// The error `body` throws, which must be a ``ThemeError``.
    func themeError(_ body: () throws -> Theme, sourceLocation: SourceLocation = #_sourceLocation) -> ThemeError? {
        do {
            _ = try body()
            Issue.record("the theme was accepted", sourceLocation: sourceLocation)
            return nil
        } catch let error as ThemeError {
            return error
        } catch {
            Issue.record("not a ThemeError: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Nine anchors, each a list of nine aliases of the one before: 9⁹ strings once expanded.
    static let aliasBomb: String = {
        var lines = ["a0: &a0 [x,x,x,x,x,x,x,x,x]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        return (lines + ["assets: *a9"]).joined(separator: "\n")
    }()

    @Test("a YAML alias bomb stops at the value budget, at the alias's line")
    func aliasBomb() {
        let error = themeError { try Theme(yaml: Self.aliasBomb) }
        // a5's ninth alias of a4 (9 × 66,430 values) is where the expanded document passes 100,000.
        #expect(error?.description == "theme.yaml:6: holds more than 100000 values once aliases are expanded (ThemeLimits.maximumValues)")
        #expect(error?.code == .limitExceeded)
        // Aliases within the budget are fine: a shared colour.
        let shared = try? Theme(yaml: """
            assets:
              - {name: a, kind: glossyButton, color: &brand "#A60D0D"}
              - {name: b, kind: glossyButton, color: *brand}
            """)
        #expect(shared?.assets.count == 2)
    }

    @Test("nesting deeper than the limit, in YAML and JSON, however deep")
    func deepNesting() {
        for depth in [40, 5_000] {
            let yaml = "assets: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let json = #"{"assets": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            for error in [themeError { try Theme(yaml: yaml) }, themeError { try Theme(json: json) }] {
                #expect(error?.code == .limitExceeded && error?.message == "nests deeper than 32 levels (ThemeLimits.maximumDepth)")
            }
        }
    }

    @Test("too many assets, list items and values")
    func counts() {
        let asset = "  - {name: a, kind: hybridBackground}\n"
        let many = "assets:\n" + (0...1000).map { asset.replacingOccurrences(of: "name: a", with: "name: a\($0)") }.joined()
        #expect(themeError { try Theme(yaml: many) }?.message == "lists 1001 items, over the limit of 1000 (ThemeLimits.maximumAssets)")
        let segments = (0...64).map { "s\($0)" }.joined(separator: ", ")
        let control = "assets:\n  - {name: a, kind: segmentedControl, segments: [\(segments)]}\n"
        let error = themeError { try Theme(yaml: control) }
        #expect(error?.key == "segments" && error?.message == "lists 65 items, over the limit of 64 (ThemeLimits.maximumListItems)")
        #expect(error?.code == .limitExceeded)
        var limits = ThemeLimits.standard
        limits.maximumValues = 5
        #expect(themeError { try Theme(yaml: "assets:\n" + asset + asset.replacingOccurrences(of: "name: a", with: "name: b"), limits: limits) }?
            .message.hasPrefix("holds more than 5 values") == true)
    }

    @Test("long text, long names, control characters and NUL")
    func text() {
        let title = String(repeating: "x", count: 1 << 20)
        let long = themeError { try Theme(yaml: "assets:\n  - {name: a, kind: glossyButton, color: \"#FF0000\", title: \"\(title)\"}\n") }
        #expect(long?.line == 2 && long?.message == "text of 1048576 characters is over the limit of 1000 (ThemeLimits.maximumTextLength)")
        #expect(long?.code == .limitExceeded)
        let name = String(repeating: "n", count: 101)
        let longName = themeError { try Theme(yaml: "assets:\n  - {name: \(name), kind: hybridBackground}\n") }
        #expect(longName?.code == .limitExceeded && longName?.message == "is 101 characters long, over the limit of 100 (ThemeLimits.maximumNameLength)")
        let nul = themeError { try Theme(json: #"{"assets": [{"name": "a\u0000b", "kind": "hybridBackground"}]}"#) }
        #expect(nul?.code == .invalidValue && nul?.message == "text contains the control character U+0000")
        #expect(themeError { try Theme(yaml: "assets:\n  - {name: a, kind: glossyButton, color: \"#FF0000\", title: \"a\\x1Bb\"}\n") }?.message
            == "text contains the control character U+001B")
    }

    @Test("a repeated key is one line naming it, at the repeat")
    func repeatedKey() {
        let error = themeError { try Theme(yaml: "name: a\nassets: []\nname: b\n") }
        #expect(error?.description == "theme.yaml:3: malformed YAML: a mapping repeats the key 'name'")
        #expect(error?.code == .syntax)
    }

    @Test("aliases are shared, not copied: with no value budget at all the 9⁹ bomb is read at once")
    func aliasSharing() {
        var limits = ThemeLimits.standard
        limits.maximumValues = .max
        // The whole document is read; the theme reader then finds keys a theme does not have.
        let error = themeError { try Theme(yaml: Self.aliasBomb, limits: limits) }
        #expect(error?.description == "theme.yaml:1: key 'a0': unknown key (did you mean 'name'?); valid keys are assets, fonts, name")
        // Sizes past Int.max do not overflow the count: 9³² values from 34 lines.
        var lines = ["a0: &a0 [x,x,x,x,x,x,x,x,x]"]
        for level in 1...32 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        let huge = themeError { try Theme(yaml: lines.joined(separator: "\n"), limits: limits) }
        #expect(huge?.message.hasPrefix("holds more than") == true, "\(String(describing: huge))")
    }

    @Test("the theme fuzzer's alias-key hang: refused at the value budget, and at the key without one")
    func aliasKeyFinding() throws {
        let file = try #require(fixtureFiles("Fixtures/FuzzFindings").first { $0.lastPathComponent == "timeout-alias-key.yaml" })
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(themeError { try Theme(yaml: text) }?.description
            == "theme.yaml:6: holds more than 100000 values once aliases are expanded (ThemeLimits.maximumValues)")
        var limits = ThemeLimits.standard
        limits.maximumValues = .max
        #expect(themeError { try Theme(yaml: text, limits: limits) }?.description
            == "theme.yaml:9: a mapping key must be plain text, not an alias (*h)")
    }

    @Test("keys are plain text; one document; aliases name an earlier anchor and obey the depth limit")
    func yamlStructure() {
        #expect(themeError { try Theme(yaml: "a: &x [1]\nb: {? *x : 1}\n") }?.description
            == "theme.yaml:2: a mapping key must be plain text, not an alias (*x)")
        #expect(themeError { try Theme(yaml: "? [a, b]\n: 1\n") }?.description == "theme.yaml:1: a mapping key must be plain text, not a list")
        #expect(themeError { try Theme(yaml: "{? {a: 1} : 1}\n") }?.description == "theme.yaml:1: a mapping key must be plain text, not a mapping")
        let documents = themeError { try Theme(yaml: "assets: []\n---\nassets: []\n") }
        #expect(documents?.code == .syntax && documents?.description == "theme.yaml:2: holds more than one YAML document; a theme is one")
        let alias = themeError { try Theme(yaml: "assets: *nowhere\n") }
        #expect(alias?.code == .syntax && alias?.description == "theme.yaml:1: malformed YAML: the alias *nowhere names no anchor before it")
        #expect(themeError { try Theme(yaml: "a: &a [*a]\n") }?.description
            == "theme.yaml:1: malformed YAML: the alias *a names no anchor before it")
        // 30 levels anchored at depth 1 are legal; the same alias at depth 4 would reach 34.
        let nest = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        let deep = themeError { try Theme(yaml: "a: &n \(nest)\nb: [[[*n]]]\n") }
        #expect(deep?.description == "theme.yaml:2: nests deeper than 32 levels (ThemeLimits.maximumDepth)")
        // Quoted and tagged scalars stay text; plain ones are read as flags, nulls and numbers.
        let assets = "\nassets: [{name: a, kind: hybridBackground}]\n"
        #expect(themeError { try Theme(yaml: "name: 12" + assets) }?.description == "theme.yaml:1: key 'name': must be text, not a number")
        #expect((try? Theme(yaml: "name: !!str 12" + assets))?.name == "12")
        #expect((try? Theme(yaml: "name: '12'" + assets))?.name == "12")
        #expect(themeError { try Theme(yaml: "name: ~" + assets) }?.description == "theme.yaml:1: key 'name': must be text, not null")
    }

    @Test("NaN, infinity and numbers past Double are refused")
    func numbers() {
        for value in [".nan", ".inf", "-.inf", "1e309"] {
            let error = themeError { try Theme(yaml: "assets:\n  - {name: a, kind: hybridBackground, height: \(value)}\n") }
            #expect(error?.key == "height" && error?.message.hasPrefix("must be a finite number, not ") == true, "\(value): \(String(describing: error))")
        }
        // Indexes in a list are numbers too: an infinity or 1e300 must not reach Int().
        for value in [".inf", "1e300", "-1", "0.5", ".nan"] {
            let error = themeError { try Theme(yaml: "assets:\n  - {name: t, kind: tabBar, items: [home, star], glowing: [\(value)]}\n") }
            #expect(error?.key == "glowing" && error?.message == "must list item indexes from 0 to 1", "\(value): \(String(describing: error))")
        }
        // Found by the theme fuzzer: Yams' base-60 reading overflowed and trapped on this.
        let sexagesimal = themeError { try Theme(yaml: "assets:\n  - {name: a, kind: hybridBackground, height: 4222222222202222222:2}\n") }
        #expect(sexagesimal?.key == "height" && sexagesimal?.message == "must be a number, not text")
        #expect(throws: ThemeError.self) { try Theme(yaml: "4222222222202222222:2") }
        // Decimal forms still read: underscores between digits, exponents, a leading point.
        let numbers = try? Theme(yaml: "assets:\n  - {name: a, kind: hybridBackground, height: 3_7, cornerRadius: .5e1}\n")
        #expect(numbers?.assets.first?.look.exportSize.height == 37)
        let json = themeError { try Theme(json: #"{"assets": [{"name": "a", "kind": "hybridBackground", "height": 1e309}]}"#) }
        #expect(json?.description == "theme.json:1: asset 'a': key 'height': must be a finite number, not inf")
    }

    @Test("bytes: too many, or not UTF-8")
    func bytes() {
        var limits = ThemeLimits.standard
        limits.maximumFileBytes = 16
        let data = Data("assets: [{name: a, kind: hybridBackground}]".utf8)
        let large = themeError { try Theme(data: data, format: .yaml, file: "t.yaml", limits: limits) }
        #expect(large?.code == .limitExceeded
            && large?.description == "t.yaml: is 43 bytes, over the limit of 16 bytes for a theme (ThemeLimits.maximumFileBytes)")
        let broken = Data("name: ok\nassets:\n  - name: ".utf8) + Data([0xFF, 0xFE])
        let notText = themeError { try Theme(data: broken, format: .yaml, file: "t.yaml") }
        #expect(notText?.code == .syntax && notText?.description == "t.yaml:3: is not UTF-8 text (invalid byte at offset 27)")
        #expect(throws: Never.self) { try Theme(data: data, format: .yaml) }
    }

    @Test("the pixel budget is known before rendering, and a render past it writes nothing")
    func budget() async throws {
        let theme = try Theme(yaml: "assets:\n  - {name: bar, kind: tabBar, items: [home], width: 100, height: 40}\n")
        // 100 × 45 points (the bar and its 5-point indicator) at 1x and 2x, plus a 2x SVG.
        let options = RenderOptions(scales: [1, 2], formats: [.png, .svg])
        #expect(ThemeRenderer.pixelCount(of: theme, options: options) == 100 * 45 + 200 * 90 + 200 * 90)
        let huge = RenderOptions(scales: [.infinity])
        #expect(ThemeRenderer.pixelCount(of: theme, options: huge) == .max)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-budget-\(UUID().uuidString)/nested")
        var tight = options
        tight.maximumPixels = 40_499
        await #expect(throws: RenderBudgetError.self) { try await ThemeRenderer.render(theme, to: out, options: tight) }
        #expect(!FileManager.default.fileExists(atPath: out.deletingLastPathComponent().path))
        tight.maximumPixels = 40_500
        let report = try await ThemeRenderer.render(theme, to: out, options: tight)
        #expect(report.files.contains("bar@2x.png"))
        try? FileManager.default.removeItem(at: out.deletingLastPathComponent())
    }
}
