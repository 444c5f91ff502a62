import Foundation
import GlazeKit
import GlazeTheme
import Testing

/// Theme files read plain YAML scalars by YAML 1.2's core schema: only
/// `true` and `false` (and their `True`, `TRUE` spellings) are booleans, so
/// `on`, `off`, `yes` and `no` are text.
@Suite("YAML 1.2 core schema")
struct YAMLCoreSchemaTests {
    @Test("on, off, yes and no are text: states [on, off], segment titles [yes, no]")
    func wordsAreText() throws {
        let theme = try Theme(yaml: """
            assets:
              - name: toggle
                kind: switch
                states: [on, off]
              - name: answer
                kind: segmentedControl
                segments: [yes, no, On, OFF, Y, n]

            """)
        #expect(theme.assets[0].states == [.on, .off])
        #expect(theme.assets[1].look.spec(as: SegmentedControlSpec.self)?.titles == ["yes", "no", "On", "OFF", "Y", "n"])
    }

    @Test("true and false in the core schema's three spellings are booleans; other casings are text", arguments: [
        ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false),
    ])
    func booleans(text: String, flag: Bool) throws {
        let theme = try Theme(yaml: "assets:\n  - {name: b, kind: glossyButton, color: \"#FF0000\", border: \(text)}\n")
        let expected = try Theme(yaml: "assets:\n  - {name: b, kind: glossyButton, color: \"#FF0000\", border: \(flag)}\n")
        #expect(theme.assets[0].look == expected.assets[0].look)
        #expect(throws: ThemeError.self) { try Theme(yaml: "assets:\n  - {name: b, kind: glossyButton, color: \"#FF0000\", border: tRUE}\n") }
    }

    @Test("a boolean key given yes, no, on or off is an error naming file, line, key and what to write", arguments: [
        ("yes", "true"), ("no", "false"), ("On", "true"), ("OFF", "false"),
    ])
    func yaml11Boolean(word: String, meant: String) {
        let text = "name: Old\nassets:\n  - name: start\n    kind: glossyButton\n    color: \"#A60D0D\"\n    border: \(word)\n"
        do {
            _ = try Theme(yaml: text, file: "old.yaml")
            Issue.record("border: \(word) was read")
        } catch {
            #expect(error.file == "old.yaml" && error.line == 6 && error.key == "border" && error.asset == "'start'", "\(error)")
            #expect(error.message.contains("not the text '\(word)'") && error.message.contains("YAML 1.2")
                    && error.message.contains("(write \(meant))"), "\(error)")
        }
    }

    @Test("null's core spellings are null; a state list of them is refused as not text")
    func nulls() {
        for spelling in ["null", "Null", "NULL", "~"] {
            #expect(throws: ThemeError.self) { try Theme(yaml: "assets:\n  - {name: t, kind: switch, states: [\(spelling)]}\n") }
        }
    }
}
