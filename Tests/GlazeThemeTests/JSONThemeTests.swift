import Foundation
import GlazeTestSupport
import GlazeTheme
import Testing

/// Glaze's own JSON reader: RFC 8259 exactly, with the line of every value and
/// the line and column of every syntax error.
@Suite("JSON themes: strict RFC 8259, with lines")
struct JSONThemeTests {
    /// The description of the error reading `json` throws.
    func failure(_ json: String, limits: ThemeLimits = .standard, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try Theme(json: json, limits: limits)
            Issue.record("the theme was accepted", sourceLocation: sourceLocation)
        } catch {
            return "\(error)"
        }
        return nil
    }

    static let asset = #"{"name": "a", "kind": "hybridBackground"}"#

    @Test("every value has its line: errors past the syntax name it, as in YAML")
    func lines() {
        #expect(failure("{\n  \"assets\": [\n    {\"name\": \"a\",\n     \"kind\": \"glossyButton\",\n     \"color\": \"#FF00\"}]}")
            == "theme.json:5: asset 'a': key 'color': \"#FF00\" is not a colour: expected #RRGGBB or #RRGGBBAA")
        let unknown = failure("{\"assets\": [\n\(Self.asset),\n{\"name\": \"b\", \"kind\": \"hybridBackground\",\r\n\r\n\"heigth\": 1}]}")
        #expect(unknown?.hasPrefix("theme.json:5: asset 'b': key 'heigth': unknown key (did you mean 'height'?)") == true, "\(unknown ?? "")")
        // A lone carriage return ends a line too, as in YAML.
        #expect(failure("{\"name\": 1,\r\"assets\": [\(Self.asset)]}") == "theme.json:1: key 'name': must be text, not a number")
        #expect(failure("{\"name\": \"n\",\r\"assets\": []}") == "theme.json:2: key 'assets': must list at least one asset")
    }

    @Test("escapes and surrogate pairs read as the characters they stand for")
    func escapes() throws {
        let theme = try Theme(json: #"{"name": "\u00e9 \ud83d\ude00 \/ \"q\" \\ caf\u00C9", "assets": ["# + Self.asset + "]}")
        #expect(theme.name == "é 😀 / \"q\" \\ cafÉ")
        #expect(try Theme(json: "{\"name\": \"日本 ☃\", \"assets\": [\(Self.asset)]}").name == "日本 ☃")
        // Escaped control characters read, and are then refused as any theme text is.
        #expect(failure(#"{"name": "a\nb", "assets": ["# + Self.asset + "]}")
            == "theme.json:1: key 'name': text contains the control character U+000A")
    }

    @Test("a number is read as RFC 8259 writes one")
    func numbers() throws {
        let heights = ["37", "3.7e1", "370E-1", "0.37e+2", "-0"]
        for height in heights {
            let json = #"{"assets": [{"name": "a", "kind": "hybridBackground", "cornerRadius": 4, "height": "# + height + "}]}"
            if height == "-0" {
                #expect(failure(json) == "theme.json:1: asset 'a': key 'height': must be greater than zero")
            } else {
                #expect(try Theme(json: json).assets.first?.look.exportSize.height == 37, "\(height)")
            }
        }
    }

    @Test("what RFC 8259 does not allow is an error at its line and column", arguments: [
        ("", "1:1: malformed JSON: expected a value, found the end of the file"),
        ("{\"assets\": [1, 2,]}", "1:18: malformed JSON: a list may not end with a comma"),
        ("{\"name\": \"a\",\n }", "2:2: malformed JSON: an object may not end with a comma"),
        ("{\n  // a comment\n}", "2:3: malformed JSON: expected a key in double quotes, found '/' (JSON has no comments)"),
        ("{'name': 'a'}", "1:2: malformed JSON: expected a key in double quotes, found a single quote (JSON strings take double quotes)"),
        ("{name: 1}", "1:2: malformed JSON: expected a key in double quotes, found 'n'"),
        ("{\"name\" 1}", "1:9: malformed JSON: expected ':' after the key 'name', found '1'"),
        ("{\"a\": 1 \"b\": 2}", "1:9: malformed JSON: expected ',' or '}' after a value in an object opened at line 1, found '\"'"),
        ("[\n1\n2]", "3:1: malformed JSON: expected ',' or ']' after a value in a list opened at line 1, found '2'"),
        ("{\"a\": [1, 2}", "1:12: malformed JSON: expected ',' or ']' after a value in a list opened at line 1, found '}'"),
        ("{\"a\": 1} {}", "1:10: malformed JSON: expected the end of the file after the document, found '{'"),
        ("{\"a\": tru}", "1:7: malformed JSON: expected a value (an object, a list, a string, a number, true, false or null), found 't'"),
        ("{\"a\": +1}", "1:7: malformed JSON: expected a value (an object, a list, a string, a number, true, false or null), found '+'"),
        ("{\"a\": .5}", "1:7: malformed JSON: expected a value (an object, a list, a string, a number, true, false or null), found '.'"),
        ("{\"a\": NaN}", "1:7: malformed JSON: expected a value (an object, a list, a string, a number, true, false or null), found 'N'"),
        ("{\"a\": 012}", "1:7: malformed JSON: a number may not start with 0 and more digits"),
        ("{\"a\": -x}", "1:8: malformed JSON: expected a digit after '-', found 'x'"),
        ("{\"a\": 1.}", "1:9: malformed JSON: expected a digit after the decimal point, found '}'"),
        ("{\"a\": 1e+}", "1:10: malformed JSON: expected a digit in the exponent, found '}'"),
        ("{\"a\": \"x\ny\"}", "1:7: malformed JSON: a string is not closed before the end of its line (a line break in a string is written \\n)"),
        ("{\"a\": \"xy", "1:7: malformed JSON: a string is not closed before the end of the file"),
        ("{\"a\": \"x\\", "1:7: malformed JSON: a string is not closed before the end of the file"),
        ("{\"a\": \"\tx\"}", "1:8: malformed JSON: the control character U+0009 must be escaped in a string (\\u0009)"),
        ("{\"a\": \"\\x\"}", "1:8: malformed JSON: a backslash followed by 'x' is not a JSON escape; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"),
        ("{\"a\": \"\\u12G4\"}", "1:12: malformed JSON: expected four hexadecimal digits after \\u, found 'G'"),
        ("{\"a\": \"\\uD83D\"}", "1:8: malformed JSON: the high surrogate \\uD83D is not followed by a low one (\\uDC00 to \\uDFFF)"),
        ("{\"a\": \"\\uD83D\\u0041\"}", "1:8: malformed JSON: the high surrogate \\uD83D is followed by \\u0041, not a low surrogate (\\uDC00 to \\uDFFF)"),
        ("{\"a\": \"\\uDE00\"}", "1:8: malformed JSON: the low surrogate \\uDE00 has no high surrogate before it"),
        // Columns count characters, not bytes.
        ("{\"é☃😀\": 1,, }", "1:11: malformed JSON: expected a key in double quotes, found ','"),
        ("{\"a\": 1,\r\n\"a\": 2}", "2:1: malformed JSON: an object repeats the key 'a'"),
        // Only the document's top level is checked here; a theme must still be an object.
        ("[]", "1: a theme must be a mapping, not a list"),
    ])
    func syntaxErrors(json: String, expected: String) {
        #expect(failure(json) == "theme.json:" + expected)
    }

    @Test("the value budget and the depth limit stop a JSON file at the line where it crosses them")
    func limits() {
        var limits = ThemeLimits.standard
        limits.maximumValues = 10
        let many = "{\"assets\": [\n" + Array(repeating: "  1", count: 20).joined(separator: ",\n") + "]}"
        // The object, the list and eight numbers make ten; the ninth number, on line 10, is one too many.
        #expect(failure(many, limits: limits) == "theme.json:10: holds more than 10 values once aliases are expanded (ThemeLimits.maximumValues)")
        // A million brackets cost no stack: refused at the 33rd level.
        let deep = "{\"assets\":\n" + String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000) + "}"
        #expect(failure(deep) == "theme.json:2: nests deeper than 32 levels (ThemeLimits.maximumDepth)")
    }

    @Test("the JSON example reads as the same theme through libyaml, which reads JSON's flow style too")
    func sameAsYAML() throws {
        let url = examplesDirectory.appendingPathComponent("flat-light.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let json = try Theme(json: text, file: url.path)
        let yaml = try Theme(yaml: text, file: url.path)
        #expect(json.name == yaml.name && json.assets == yaml.assets)
        #expect(json.assets.count == 5)
    }
}
