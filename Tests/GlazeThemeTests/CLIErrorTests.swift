import Foundation
import GlazeTestSupport
import GlazeTheme
import Testing

@Suite("glaze: bad input")
struct CLIErrorTests {
    /// Runs `glaze validate` and `glaze render` on a theme: both must fail with
    /// one line of error that contains each of `fragments`, and write nothing.
    func expectFailure(_ name: String, _ text: String, mentions fragments: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let theme = try themeFile(name, text)
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for arguments in [["validate", theme.path], ["render", theme.path, "--out", out.path]] {
            let result = try await runGlaze(arguments)
            #expect(result.status == 1, "\(arguments[0]): exit \(result.status)", sourceLocation: sourceLocation)
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(result.error)", sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(result.error.contains(fragment), "'\(fragment)' in: \(result.error)", sourceLocation: sourceLocation)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty, "nothing written", sourceLocation: sourceLocation)
    }

    @Test("a missing file")
    func missing() async throws {
        let result = try await runGlaze(["validate", "/nonexistent/theme.yaml"])
        #expect(result.status != 0 && result.error.contains("/nonexistent/theme.yaml") && result.error.contains("no such file"))
    }

    @Test("a directory, a non-UTF-8 file: named, not read")
    func unreadable() async throws {
        let directory = try scratchDirectory()
        let result = try await runGlaze(["validate", directory.path])
        #expect(result.status == 1 && result.error.contains("is not a regular file (a directory)"), "\(result.error)")
        let binary = try themeFile("binary.yaml", "")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        #expect(try await runGlaze(["validate", binary.path]).error.contains("is not UTF-8 text (invalid byte at offset 0)"))
    }

    @Test("malformed JSON names the line")
    func malformedJSON() async throws {
        try await expectFailure("bad.json", "{\n  \"assets\": [\n    {\"name\": \"a\",, \"kind\": \"hybridBackground\"}\n  ]\n}\n",
                          mentions: ["bad.json:3:", "malformed JSON"])
    }

    @Test("a JSON object that repeats a key is refused at the repeat, as YAML's are")
    func repeatedJSONKey() async throws {
        try await expectFailure("dup.json", "{\n  \"name\": \"a\",\n  \"assets\": [{\"name\": \"x\", \"kind\": \"hybridBackground\"}],\n  \"name\": \"b\"\n}\n",
                          mentions: ["dup.json:4:3: malformed JSON: an object repeats the key 'name'"])
        try await expectFailure("dup-asset.json", "{\"assets\": [\n  {\"name\": \"x\", \"kind\": \"hybridBackground\",\n   \"kind\": \"tabBar\"}]}\n",
                          mentions: ["dup-asset.json:3:4: malformed JSON: an object repeats the key 'kind'"])
    }

    @Test("text errors name the asset, the key and the line, in YAML and JSON alike")
    func textErrors() async throws {
        let long = String(repeating: "T", count: 1001)
        let control = "text contains the control character U+0000"
        let tooLong = "text of 1001 characters is over the limit of 1000 (ThemeLimits.maximumTextLength)"
        for (name, text, message) in [
            ("nul.yaml", "assets:\n  - name: a\n    kind: backButton\n    title: \"Ba\\0ck\"\n", "nul.yaml:4: asset 'a': key 'title': " + control),
            ("nul.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"backButton\",\n  \"title\": \"Ba\\u0000ck\"}]}\n",
             "nul.json:2: asset 'a': key 'title': " + control),
            ("long.yaml", "assets:\n  - name: a\n    kind: backButton\n    title: \(long)\n", "long.yaml:4: asset 'a': key 'title': " + tooLong),
            ("long.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"backButton\",\n  \"title\": \"\(long)\"}]}\n",
             "long.json:2: asset 'a': key 'title': " + tooLong),
            ("item.yaml", "assets:\n  - name: a\n    kind: segmentedControl\n    segments:\n      - Day\n      - \"W\\0k\"\n",
             "item.yaml:6: asset 'a': key 'segments': " + control),
            ("item.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"segmentedControl\",\n  \"segments\": [\"Day\",\n    \"W\\u0000k\"]}]}\n",
             "item.json:3: asset 'a': key 'segments': " + control),
            ("key.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n    \"ti\\atle\": x\n",
             "key.yaml:4: asset 'a': key 'ti\\u{7}tle': text contains the control character U+0007"),
            ("key.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"hybridBackground\",\n  \"ti\\u0007tle\": 1}]}\n",
             "key.json:2: asset 'a': key 'ti\\u{7}tle': text contains the control character U+0007"),
            ("longkey.json", "{\"assets\": [{\"name\": \"a\", \"kind\": \"hybridBackground\",\n  \"\(long)\": 1}]}\n",
             "longkey.json:2: asset 'a': key '\(long.prefix(60))…': " + tooLong),
            ("name.json", "{\"assets\": [\n  {\"name\": \"a\\u0000\", \"kind\": \"hybridBackground\"}]}\n",
             "name.json:2: asset #1: key 'name': " + control),
        ] {
            try await expectFailure(name, text, mentions: [message])
        }
    }

    @Test("a YAML merge key is refused by name at its line")
    func mergeKey() async throws {
        try await expectFailure("merge.yaml", "base: &base {kind: hybridBackground}\nassets:\n  - name: a\n    <<: *base\n",
                          mentions: ["merge.yaml:4: YAML merge keys ('<<') are not supported: write the keys out, "
                                     + "or share whole values with an anchor (&name) and aliases (*name)"])
        // Quoted, '<<' is an ordinary key: unknown to an asset.
        try await expectFailure("quoted.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n    '<<': 1\n",
                          mentions: ["quoted.yaml:4: asset 'a': key '<<': unknown key"])
    }

    @Test("a UTF-8 byte-order mark is read in YAML and JSON, and lines and columns stay right")
    func byteOrderMark() async throws {
        let bom = "\u{FEFF}"
        for (name, text) in [("bom.yaml", bom + "name: Marked\nassets:\n  - {name: a, kind: hybridBackground}\n"),
                             ("bom.json", bom + "{\"name\": \"Marked\",\n \"assets\": [{\"name\": \"a\", \"kind\": \"hybridBackground\"}]}\n")] {
            let theme = try themeFile(name, text)
            #expect(try Data(contentsOf: theme).prefix(3) == Data([0xEF, 0xBB, 0xBF]))
            let result = try await runGlaze(["validate", theme.path])
            #expect(result.status == 0 && result.error.isEmpty, "\(name): \(result.error)")
        }
        try await expectFailure("bom-key.yaml", bom + "name: Marked\nassets:\n  - {name: a, kind: hybridBackground, colour: x}\n",
                          mentions: ["bom-key.yaml:3: asset 'a': key 'colour': unknown key"])
        try await expectFailure("bom-syntax.json", bom + "{\"name\" \"Marked\"}\n",
                          mentions: ["bom-syntax.json:1:9: malformed JSON: expected ':' after the key 'name', found '\"'"])
        // Anywhere but the start, it is no white space JSON knows.
        try await expectFailure("bom-inside.json", "{\"name\": \"Marked\",\n \(bom)\"assets\": []}\n",
                          mentions: ["bom-inside.json:2:2: malformed JSON: expected a key in double quotes, found a byte-order mark (U+FEFF)"])
    }

    @Test("malformed YAML names the line")
    func malformedYAML() async throws {
        try await expectFailure("bad.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n   oops: [\n", mentions: ["bad.yaml:4:", "malformed YAML"])
    }

    @Test("an unknown kind, with a suggestion")
    func unknownKind() async throws {
        try await expectFailure("kind.yaml", "assets:\n  - name: a\n    kind: glossyButon\n    color: \"#FF0000\"\n",
                          mentions: ["kind.yaml:3:", "asset 'a'", "key 'kind'", "unknown kind 'glossyButon'", "did you mean 'glossyButton'"])
    }

    @Test("an unknown key, with a suggestion")
    func unknownKey() async throws {
        try await expectFailure("key.yaml", "assets:\n  - name: a\n    kind: glossyButton\n    colour: \"#FF0000\"\n    color: \"#FF0000\"\n",
                          mentions: ["key.yaml:4:", "asset 'a'", "key 'colour'", "unknown key", "did you mean 'color'"])
    }

    @Test("a bad hex colour")
    func badColor() async throws {
        try await expectFailure("color.yaml", "assets:\n  - name: a\n    kind: glossyButton\n    color: \"#FF00\"\n",
                          mentions: ["color.yaml:4:", "key 'color'", "\"#FF00\" is not a colour"])
    }

    @Test("negative and absurd sizes")
    func badSizes() async throws {
        try await expectFailure("negative.yaml", "assets:\n  - name: a\n    kind: hybridBackground\n    height: -3\n",
                          mentions: ["key 'height'", "-3 is out of range 0...8192"])
        try await expectFailure("absurd.yaml", "assets:\n  - name: a\n    kind: tabBar\n    items: [home]\n    width: 9000\n",
                          mentions: ["key 'width'", "9000 is out of range 0...8192"])
    }

    @Test("a missing required key, a wrong type, a bad state and a bad index")
    func other() async throws {
        try await expectFailure("required.yaml", "assets:\n  - name: a\n    kind: glossyButton\n", mentions: ["key 'color'", "is required"])
        try await expectFailure("type.json", #"{"assets": [{"name": "a", "kind": "glossyButton", "color": 12}]}"#,
                          mentions: ["type.json", "key 'color'", "must be a hex colour"])
        try await expectFailure("state.yaml", "assets:\n  - name: a\n    kind: noiseButton\n    states: [highlighted]\n",
                          mentions: ["key 'states'", "'highlighted' is not a state of this kind"])
        try await expectFailure("index.yaml", "assets:\n  - name: a\n    kind: segmentedControl\n    segments: [x, y]\n    selected: 5\n",
                          mentions: ["key 'selected'", "out of range 0...1"])
        try await expectFailure("icon.yaml", "assets:\n  - name: a\n    kind: tabBar\n    items: [home, sarch]\n",
                          mentions: ["'sarch' is neither a built-in icon", "did you mean 'search'", "nor an .svg, .svgz or .png file"])
        try await expectFailure("dup.yaml", "assets:\n  - {name: a, kind: hybridBackground}\n  - {name: a, kind: hybridBackground}\n",
                          mentions: ["asset 'a'", "is used twice"])
    }

    @Test("bad options are refused with exit 64 before anything is read or written")
    func badOptions() async throws {
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let out = try scratchDirectory()
        for (option, value, message) in [("--scales", "0.5", "from 1 to 4"), ("--scales", "5", "from 1 to 4"),
                                         ("--scales", "nan", "from 1 to 4"), ("--scales", "inf", "from 1 to 4"),
                                         ("--scales", "1,,2", "scale '' is not a number"), ("--scales", "2,2", "given twice"),
                                         ("--formats", "gif", "not one of png, pdf, svg"), ("--formats", "png,PNG", "given twice"),
                                         ("--jobs", "0", "from 1 to 256"), ("--jobs", "100000", "from 1 to 256"),
                                         ("--jobs", "many", "many"), ("--max-pixels", "0", "at least 1"),
                                         ("--max-pixels", "1e309", "1e309"),
                                         ("--png-compression", "smallest", "'smallest' is not one of fast, default, best")] {
            let result = try await runGlaze(["render", theme, "--out", out.path, option, value])
            #expect(result.status == 64, "\(option) \(value): exit \(result.status)")
            #expect(result.error.contains(message), "\(option) \(value): \(result.error)")
            #expect((1...4).contains(result.error.split(separator: "\n").count), "a few lines: \(result.error)")
        }
        let sheet = try await runGlaze(["sheet", theme, "-o", out.appendingPathComponent("s.gif").path])
        #expect(sheet.status == 64 && sheet.error.contains("must be a .pdf or a .png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("an empty or blank output path is a usage error naming the option, not the current directory")
    func emptyOutput() async throws {
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let here = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: here) }
        for out in ["", "   ", "\t\n"] {
            let render = try await runGlaze(["render", theme, "--out", out], in: here)
            #expect(render.status == 64, "render --out '\(out)': exit \(render.status)")
            #expect(render.error == "glaze: --out must name the output directory, not an empty path\n", "\(render.error)")
            let sheet = try await runGlaze(["sheet", theme, "-o", out], in: here)
            #expect(sheet.status == 64, "sheet -o '\(out)': exit \(sheet.status)")
            #expect(sheet.error == "glaze: --output (-o) must name the sheet's .pdf or .png file, not an empty path\n", "\(sheet.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path).isEmpty, "nothing written where glaze ran")
    }

    @Test("output paths that cannot be written: exit 1, one line, nothing written")
    func badOutputs() async throws {
        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let scratch = try scratchDirectory()
        let file = scratch.appendingPathComponent("file.txt")
        try Data("keep".utf8).write(to: file)
        for (out, message) in [(file.path, "is not a directory"), (file.path + "/sub", "cannot create output directory"),
                               ("/proc/glaze-out", "cannot create output directory")] {
            let result = try await runGlaze(["render", theme, "--out", out])
            #expect(result.status == 1 && result.error.contains(message), "\(out): \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "one line: \(result.error)")
        }
        for out in [scratch.path + "/missing/sheet.pdf", "/proc/glaze-sheet.png"] {
            let result = try await runGlaze(["sheet", theme, "-o", out])
            #expect(result.status == 1 && result.error.contains(out), "\(out): \(result.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["file.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
    }
}
