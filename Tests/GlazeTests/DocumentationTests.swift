import Foundation
import Testing

/// Every public symbol of the library modules carries a doc comment: checked by
/// reading the sources, so an undocumented addition fails the suite.
@Suite("Documentation")
struct DocumentationTests {
    static let sourcesRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static let libraryModules = ["Glaze", "GlazeKit", "GlazeTheme"]

    @Test("every public declaration and public enum case has a doc comment")
    func publicSymbolsAreDocumented() throws {
        var undocumented: [String] = []
        var checked = 0
        for module in Self.libraryModules {
            let directory = Self.sourcesRoot.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: directory.path))
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let (missing, count) = Self.undocumentedLines(in: text)
                checked += count
                undocumented += missing.map { "\(module)/\(file):\($0.line): \($0.text)" }
            }
        }
        #expect(checked > 100, "the checker must find the public API (\(checked) declarations)")
        #expect(undocumented.isEmpty, "undocumented public symbols:\n\(undocumented.joined(separator: "\n"))")
    }

    @Test("the checker flags what it should")
    func checkerWorks() {
        let sample = """
        /// Documented.
        public struct A {
            public var documented: Int
        }
        /// Documented enum.
        public enum B {
            /// Fine.
            case one
            case two
            func f() {
                switch self {
                case .one: break
                }
            }
        }
        @discardableResult
        public func g() -> Int { 0 }
        """
        let (missing, count) = Self.undocumentedLines(in: sample)
        #expect(missing.map(\.line) == [3, 9, 17])
        #expect(count == 6)
    }

    /// Public declarations (and cases directly inside a public enum) whose
    /// preceding lines, attributes aside, are not a `///` comment.
    static func undocumentedLines(in text: String) -> ([(line: Int, text: String)], Int) {
        let lines = text.components(separatedBy: "\n")
        var missing: [(Int, String)] = []
        var count = 0
        // For each open brace, whether it opened a public enum's body.
        var braces: [Bool] = []
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let isPublic = line.hasPrefix("public ") || line.hasPrefix("open ")
            let isEnumCase = line.hasPrefix("case ") && braces.last == true
            if isPublic || isEnumCase {
                count += 1
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    previous -= 1
                }
                let above = previous >= 0 ? lines[previous].trimmingCharacters(in: .whitespaces) : ""
                if !above.hasPrefix("///") && !above.hasSuffix("*/") {
                    missing.append((index + 1, line))
                }
            }
            var opensPublicEnum = line.hasPrefix("public enum ") || line.hasPrefix("public indirect enum ")
            for character in line {
                if character == "{" {
                    braces.append(opensPublicEnum)
                    opensPublicEnum = false
                }
                if character == "}", !braces.isEmpty { braces.removeLast() }
            }
        }
        return (missing, count)
    }
}
