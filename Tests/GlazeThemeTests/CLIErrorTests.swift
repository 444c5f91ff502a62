import Foundation
import GlazeTestSupport
import GlazeTheme
import Testing

@Suite("glaze: bad input")
struct CLIErrorTests {
    /// Runs `glaze validate` and `glaze render` on a theme: both must fail with
    /// one line of error that contains each of `fragments`, and write nothing.
    func expectFailure(_ name: String, _ text: String, mentions fragments: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let theme = try themeFile(name, text)
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for arguments in [["validate", theme.path], ["render", theme.path, "--out", out.path]] {
            let result = try runGlaze(arguments)
            #expect(result.status != 0, "\(arguments[0]) succeeded", sourceLocation: sourceLocation)
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(result.error)", sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(result.error.contains(fragment), "'\(fragment)' in: \(result.error)", sourceLocation: sourceLocation)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("a missing file")
    func missing() throws {
        let result = try runGlaze(["validate", "/nonexistent/theme.yaml"])
        #expect(result.status != 0 && result.error.contains("/nonexistent/theme.yaml") && result.error.contains("no such file"))
    }

    @Test("a directory, a non-UTF-8 file: named, not read")
    func unreadable() throws {
        let directory = try scratchDirectory()
        let result = try runGlaze(["validate", directory.path])
        #expect(result.status == 1 && result.error.contains("is not a regular file (a directory)"), "\(result.error)")
        let binary = try themeFile("binary.yaml", "")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        #expect(try runGlaze(["validate", binary.path]).error.contains("is not UTF-8 text (invalid byte at offset 0)"))
    }

    @Test("malformed JSON names the line")
    func malformedJSON() throws {
        try expectFailure("bad.json", "{\n  \"assets\": [\n    {\"name\": \"a\",, \"kind\": \"hybridBackground\"}\n  ]\n}\n",
                          mentions: ["bad.json:3:", "malformed JSON"])
    }

    @Test("malformed YAML names the line")
    func malformedYAML() throws {
        try expectFailure("bad.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n   oops: [\n", mentions: ["bad.yaml:4:", "malformed YAML"])
    }

    @Test("an unknown kind, with a suggestion")
    func unknownKind() throws {
        try expectFailure("kind.yaml", "assets:\n  - name: a\n    kind: glossyButon\n    color: \"#FF0000\"\n",
                          mentions: ["kind.yaml:3:", "asset 'a'", "key 'kind'", "unknown kind 'glossyButon'", "did you mean 'glossyButton'"])
    }

    @Test("an unknown key, with a suggestion")
    func unknownKey() throws {
        try expectFailure("key.yaml", "assets:\n  - name: a\n    kind: glossyButton\n    colour: \"#FF0000\"\n    color: \"#FF0000\"\n",
                          mentions: ["key.yaml:4:", "asset 'a'", "key 'colour'", "unknown key", "did you mean 'color'"])
    }

    @Test("a bad hex colour")
    func badColor() throws {
        try expectFailure("color.yaml", "assets:\n  - name: a\n    kind: glossyButton\n    color: \"#FF00\"\n",
                          mentions: ["color.yaml:4:", "key 'color'", "\"#FF00\" is not a colour"])
    }

    @Test("negative and absurd sizes")
    func badSizes() throws {
        try expectFailure("negative.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n    height: -3\n",
                          mentions: ["key 'height'", "-3 is out of range 0...8192"])
        try expectFailure("absurd.yaml", "assets:\n  - name: a\n    kind: tabBar\n    items: [home]\n    width: 9000\n",
                          mentions: ["key 'width'", "9000 is out of range 0...8192"])
    }

    @Test("a missing required key, a wrong type, a bad state and a bad index")
    func other() throws {
        try expectFailure("required.yaml", "assets:\n  - name: a\n    kind: glossyButton\n", mentions: ["key 'color'", "is required"])
        try expectFailure("type.json", #"{"assets": [{"name": "a", "kind": "glossyButton", "color": 12}]}"#,
                          mentions: ["type.json", "key 'color'", "must be a hex colour"])
        try expectFailure("state.yaml", "assets:\n  - name: a\n    kind: noiseButton\n    states: [highlighted]\n",
                          mentions: ["key 'states'", "'highlighted' is not a state of this kind"])
        try expectFailure("index.yaml", "assets:\n  - name: a\n    kind: segmentedControl\n    segments: [x, y]\n    selected: 5\n",
                          mentions: ["key 'selected'", "out of range 0...1"])
        try expectFailure("icon.yaml", "assets:\n  - name: a\n    kind: tabBar\n    items: [home, sarch]\n",
                          mentions: ["'sarch' is neither a built-in icon", "did you mean 'search'", "nor an .svg, .svgz or .png file"])
        try expectFailure("dup.yaml", "assets:\n  - {name: a, kind: hybridBackground}\n  - {name: a, kind: hybridBackground}\n",
                          mentions: ["asset 'a'", "is used twice"])
    }

    @Test("bad options are refused with exit 64 before anything is read or written")
    func badOptions() throws {
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let out = try scratchDirectory()
        for (option, value, message) in [("--scales", "0.5", "from 1 to 4"), ("--scales", "5", "from 1 to 4"),
                                         ("--scales", "nan", "from 1 to 4"), ("--scales", "inf", "from 1 to 4"),
                                         ("--scales", "1,,2", "scale '' is not a number"), ("--scales", "2,2", "given twice"),
                                         ("--formats", "gif", "not one of png, pdf, svg"), ("--formats", "png,PNG", "given twice"),
                                         ("--jobs", "0", "from 1 to 256"), ("--jobs", "100000", "from 1 to 256"),
                                         ("--jobs", "many", "many"), ("--max-pixels", "0", "at least 1"),
                                         ("--max-pixels", "1e309", "1e309")] {
            let result = try runGlaze(["render", theme, "--out", out.path, option, value])
            #expect(result.status == 64, "\(option) \(value): exit \(result.status)")
            #expect(result.error.contains(message), "\(option) \(value): \(result.error)")
            #expect((1...4).contains(result.error.split(separator: "\n").count), "a few lines: \(result.error)")
        }
        let sheet = try runGlaze(["sheet", theme, "-o", out.appendingPathComponent("s.gif").path])
        #expect(sheet.status == 64 && sheet.error.contains("must be a .pdf or a .png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("output paths that cannot be written: exit 1, one line, nothing written")
    func badOutputs() throws {
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let scratch = try scratchDirectory()
        let file = scratch.appendingPathComponent("file.txt")
        try Data("keep".utf8).write(to: file)
        for (out, message) in [(file.path, "is not a directory"), (file.path + "/sub", "cannot create output directory"),
                               ("/proc/glaze-out", "cannot create output directory")] {
            let result = try runGlaze(["render", theme, "--out", out])
            #expect(result.status == 1 && result.error.contains(message), "\(out): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "one line: \(result.error)")
        }
        for out in [scratch.path + "/missing/sheet.pdf", "/proc/glaze-sheet.png"] {
            let result = try runGlaze(["sheet", theme, "-o", out])
            #expect(result.status == 1 && result.error.contains(out), "\(out): \(result.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["file.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
    }
}
