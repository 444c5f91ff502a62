import Foundation
import GlazeTestSupport
import Testing

/// Hostile themes through the real executable, each under a memory and time
/// bound: exit 1, a few lines naming the problem, nothing written.
@Suite("glaze: hostile input, bounded")
struct CLIBadInputTests {
    /// The commands that read a theme, each of which a hostile theme must stop.
    enum Command: CaseIterable {
        case validate, render, sheet
    }

    /// Runs each of `commands` on `theme` and expects exit 1, a few lines with
    /// every fragment, and nothing written.
    func expectRefusal(_ theme: URL, mentions fragments: [String], commands: [Command] = Command.allCases,
                       sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let target = out.appendingPathComponent("assets")
        for command in commands {
            let arguments = switch command {
            case .validate: ["validate", theme.path]
            case .render: ["render", theme.path, "--out", target.path, "--scales", "1,2,3"]
            case .sheet: ["sheet", theme.path, "-o", out.appendingPathComponent("sheet.png").path]
            }
            let result = try await runGlaze(arguments, bounded: true)
            // 124 or 137 would mean the time or memory bound was hit: a failure.
            #expect(result.status == 1, "\(arguments[0]): exit \(result.status) \(result.error)", sourceLocation: sourceLocation)
            let lines = result.error.split(separator: "\n")
            #expect((1...4).contains(lines.count), "\(arguments[0]): \(result.error)", sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(result.error.contains(fragment), "'\(fragment)' in: \(result.error)", sourceLocation: sourceLocation)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("a YAML alias bomb of under 500 bytes")
    func aliasBomb() async throws {
        let theme = try themeFile("bomb.yaml", ThemeLimitsTests.aliasBomb)
        #expect(try Data(contentsOf: theme).count < 500)
        try await expectRefusal(theme, mentions: ["bomb.yaml:6:", "more than 100000 values"])
    }

    @Test("the theme fuzzer's findings stop within the bounds")
    func fuzzFindings() async throws {
        let findings = fixtureFiles("Fixtures/FuzzFindings")
        #expect(!findings.isEmpty)
        // timeout-alias-key.yaml: keys that alias nested anchors ran for minutes in the YAML library used before libyaml's events.
        for finding in findings {
            try await expectRefusal(finding, mentions: [finding.lastPathComponent + ":", "more than 100000 values"])
        }
    }

    @Test("nesting 100,000 deep, in YAML and JSON")
    func deepNesting() async throws {
        let depth = 100_000
        let brackets = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        try await expectRefusal(try themeFile("deep.yaml", "assets: " + brackets), mentions: ["deep.yaml:1:", "nests deeper than 32 levels"])
        try await expectRefusal(try themeFile("deep.json", #"{"assets": "# + brackets + "}"), mentions: ["deep.json", "nests deeper than 32 levels"])
    }

    @Test("a 50 MB theme is refused before it is read")
    func hugeFile() async throws {
        let theme = try themeFile("huge.yaml", "")
        let handle = try FileHandle(forWritingTo: theme)
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        try await expectRefusal(theme, mentions: ["huge.yaml", "52428800 bytes, over the limit of 4194304"])
    }

    @Test("/dev/zero and a FIFO return at once")
    func specialFiles() async throws {
        try await expectRefusal(URL(fileURLWithPath: "/dev/zero"), mentions: ["/dev/zero", "not a regular file (a character device)"])
        let fifo = try scratchDirectory().appendingPathComponent("theme.yaml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try await expectRefusal(fifo, mentions: ["theme.yaml", "not a regular file (a FIFO)"])
    }

    @Test("invalid UTF-8, NUL and control characters")
    func encoding() async throws {
        let theme = try themeFile("latin1.yaml", "")
        try (Data("assets:\n  - name: caf".utf8) + Data([0xE9]) + Data("\n    kind: hybridBackground\n".utf8)).write(to: theme)
        try await expectRefusal(theme, mentions: ["latin1.yaml:2:", "not UTF-8 text (invalid byte at offset 21)"])
        try await expectRefusal(try themeFile("nul.json", #"{"assets": [{"name": "a", "kind": "backButton", "title": "Ba\u0000ck"}]}"#),
                          mentions: ["nul.json", "control character U+0000"])
        try await expectRefusal(try themeFile("bell.yaml", "assets:\n  - {name: a, kind: backButton, title: \"Back\\a\"}\n"),
                          mentions: ["bell.yaml:2:", "control character U+0007"])
    }

    @Test("NaN, infinity and 1e309")
    func numbers() async throws {
        for (value, fragment) in [(".nan", "must be a finite number, not nan"), (".inf", "must be a finite number, not inf"),
                                 ("-.inf", "must be a finite number, not -inf"), ("1e309", "must be a finite number, not inf")] {
            try await expectRefusal(try themeFile("n.yaml", "assets:\n  - {name: a, kind: hybridBackground, height: \(value)}\n"),
                              mentions: ["n.yaml:2:", "key 'height'", fragment])
        }
        // JSON reads 1e309 as YAML does, and refuses it at the key.
        try await expectRefusal(try themeFile("n.json", #"{"assets": [{"name": "a", "kind": "hybridBackground", "height": 1e309}]}"#),
                          mentions: ["n.json:1:", "asset 'a': key 'height': must be a finite number, not inf"])
    }

    @Test("100,000 assets, a 1 MB title")
    func sizes() async throws {
        let assets = (0..<100_000).map { "- {name: a\($0), kind: hybridBackground}" }.joined(separator: "\n")
        try await expectRefusal(try themeFile("many.yaml", "assets:\n" + assets), mentions: ["many.yaml:", "more than 100000 values"])
        // The same count in few bytes, through aliases: the value budget stops it, at the line of the aliases.
        let aliased = "base: &b {kind: hybridBackground}\nassets: [" + Array(repeating: "*b", count: 100_000).joined(separator: ",") + "]\n"
        try await expectRefusal(try themeFile("aliased.yaml", aliased), mentions: ["aliased.yaml:2:", "more than 100000 values"])
        // One JSON object of 99,000 keys, inside the value budget: read in one
        // pass (checking each key against a set the object shares with nothing).
        let keys = (0..<99_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        try await expectRefusal(try themeFile("keys.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"hybridBackground\"}],\n\(keys)}\n"),
                          mentions: ["keys.json:2: key 'k0': unknown key"])
        let title = String(repeating: "T", count: 1 << 20)
        try await expectRefusal(try themeFile("title.yaml", "assets:\n  - {name: a, kind: backButton, title: \(title)}\n"),
                          mentions: ["title.yaml:2:", "1048576 characters is over the limit of 1000"])
    }

    @Test("hostile SVG icons: each refused in one line naming the asset, the key, the file and the element, or drawn",
          arguments: HostileSVG.all)
    func hostileIcons(_ hostile: HostileSVG.Case) async throws {
        let file = "icons/\(hostile.name).\(hostile.fileExtension)"
        let theme = try themeFile("t.yaml", "assets:\n  - {name: icon, kind: tintedImage, image: \(file), color: '#102030'}\n")
        defer { try? FileManager.default.removeItem(at: theme.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: theme.deletingLastPathComponent().appendingPathComponent("icons"),
                                                withIntermediateDirectories: true)
        try hostile.data.write(to: theme.deletingLastPathComponent().appendingPathComponent(file))
        switch hostile.expectation {
        case let .refused(fragments):
            // Through `glaze render` alone: the three commands read a theme, and
            // the files it names, through one function (ThemeInput.load), which
            // the hostile themes above check with every command; three runs of
            // each of these files cost a third of this target's time under
            // ThreadSanitizer and checked nothing more.
            try await expectRefusal(theme, mentions: ["t.yaml:2:", "asset 'icon'", "key 'image'", "cannot use '\(file)'"] + fragments,
                                    commands: [.render])
        case .renders:
            let out = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try await runGlaze(["render", theme.path, "--out", out.path, "--scales", "1,2,3"], bounded: true)
            #expect(result.status == 0, "exit \(result.status): \(result.error)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("icon@3x.png").path))
        }
    }

    @Test("a theme past the pixel budget: refused before drawing, with the option that allows it")
    func budget() async throws {
        // 50 navigation bars of 8192 × 8192 points: legal one by one, 3.4 billion pixels at 1x.
        let bars = (0..<50).map { "  - {name: bar\($0), kind: navigationBar, width: 8192, height: 8192, title: \"\($0)\"}" }
        let theme = try themeFile("wide.yaml", "assets:\n" + bars.joined(separator: "\n") + "\n")
        let out = try scratchDirectory()
        let result = try await runGlaze(["render", theme.path, "--out", out.appendingPathComponent("o").path, "--scales", "1"], bounded: true)
        #expect(result.status == 1, "exit \(result.status)")
        #expect(result.error.contains("nothing written: this needs 3,355,443,200 pixels, over the budget of 268,435,456; raise it with --max-pixels 3355443200"),
                "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let sheet = try await runGlaze(["sheet", theme.path, "-o", out.appendingPathComponent("s.pdf").path, "--max-pixels", "1000"], bounded: true)
        #expect(sheet.status == 1 && sheet.error.contains("over the budget of 1,000; raise it with --max-pixels"), "\(sheet.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
