import Foundation
import GlazeTheme
import Testing

/// Every ``ThemeError`` carries a code saying what kind of fault it is; the
/// codes of limits, syntax and files are asserted beside their messages in
/// ThemeLimitsTests and ThemeFileReferenceTests, the rest here.
@Suite("ThemeError: codes")
struct ThemeErrorCodeTests {
    /// The error reading `yaml` throws; fails the test when it reads.
    static func failure(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemeError? {
        do {
            _ = try Theme(yaml: yaml)
            Issue.record("the theme was read", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("every code keeps its name: renaming one breaks callers that log or compare it")
    func codeNames() {
        #expect(ThemeError.Code.all.map(\.description) == [
            "syntax", "limitExceeded", "unreadableFile", "pathRefused", "missingKey", "unknownKey", "invalidValue", "duplicateAsset",
        ])
        #expect(Set(ThemeError.Code.all).count == ThemeError.Code.all.count)
    }

    @Test("a required key that is missing or empty is missingKey, naming the key")
    func missingKey() {
        let noAssets = Self.failure("name: t\n")
        #expect(noAssets?.code == .missingKey && noAssets?.description == "theme.yaml:1: key 'assets': is required: list the theme's assets")
        let noImage = Self.failure("assets:\n  - {name: a, kind: tintedImage, color: '#102030'}\n")
        #expect(noImage?.code == .missingKey && noImage?.asset == "'a'" && noImage?.key == "image")
        let noColor = Self.failure("assets:\n  - {name: b, kind: glossyButton}\n")
        #expect(noColor?.code == .missingKey && noColor?.key == "color" && noColor?.message == "is required")
    }

    @Test("a key the kind does not have is unknownKey, with the suggestion")
    func unknownKey() {
        let error = Self.failure("assets:\n  - {name: a, kind: glossyButton, color: '#102030', colour: '#102030'}\n")
        #expect(error?.code == .unknownKey && error?.key == "colour" && error?.line == 2)
        #expect(error?.message.hasPrefix("unknown key (did you mean 'color'?)") == true, "\(String(describing: error))")
    }

    @Test("a value of the wrong type, out of range or not a name the key takes is invalidValue")
    func invalidValue() {
        let kind = Self.failure("assets:\n  - {name: a, kind: glossyButon}\n")
        #expect(kind?.code == .invalidValue && kind?.key == "kind" && kind?.message.hasPrefix("unknown kind 'glossyButon'") == true)
        let range = Self.failure("assets:\n  - {name: a, kind: glossyButton, color: '#102030', cornerRadius: 500}\n")
        #expect(range?.code == .invalidValue && range?.key == "cornerRadius", "\(String(describing: range))")
        let color = Self.failure("assets:\n  - {name: a, kind: glossyButton, color: red}\n")
        #expect(color?.code == .invalidValue && color?.message == "\"red\" is not a colour: expected #RRGGBB or #RRGGBBAA")
    }

    @Test("two assets of one name are duplicateAsset, at the second")
    func duplicateAsset() {
        let error = Self.failure("assets:\n  - {name: a, kind: hybridBackground}\n  - {name: a, kind: hybridBackground}\n")
        #expect(error?.code == .duplicateAsset)
        #expect(error?.description == "theme.yaml:3: asset 'a': key 'name': is used twice (first at line 2)")
    }

    @Test("malformed YAML and JSON are syntax errors with their line and column")
    func syntax() {
        let yaml = Self.failure("assets: [\n")
        #expect(yaml?.code == .syntax && yaml?.message.hasPrefix("malformed YAML") == true, "\(String(describing: yaml))")
        do {
            _ = try Theme(json: "{\"assets\": [,]}")
            Issue.record("malformed JSON was read")
        } catch where error.code == .syntax {
            #expect(error.line == 1 && error.column == 13 && error.message.hasPrefix("malformed JSON"), "\(error)")
        } catch {
            // Without this clause swiftc 6.3.1 crashes on a `catch where` of a typed error.
            Issue.record("another error: \(error)")
        }
    }

    @Test("a theme file that cannot be read is unreadableFile, naming the file")
    func unreadableTheme() {
        do {
            _ = try Theme(contentsOf: URL(fileURLWithPath: "/nonexistent/theme.yaml"))
            Issue.record("a missing file was read")
        } catch {
            #expect(error.code == .unreadableFile && error.file == "/nonexistent/theme.yaml", "\(error)")
        }
    }
}
