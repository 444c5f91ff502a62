import Foundation
import Glaze
import GlazeTheme
import Testing

/// Every list kept outside Swift — the README, the DocC articles, the fuzzer's
/// dictionary, `--help` — held to the registries it copies (`AssetKind.registry`
/// and `OutputLayout`), so a kind, key, state or layout one of them misses fails
/// here, naming the file. The manifest schema has its own test
/// (`AssetKindTests.schema`).
@Suite("Lists kept by hand")
struct HandKeptListTests {
    /// A file of the repository with its lines joined by spaces, so a list
    /// may wrap anywhere.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: AssetKindTests.repository.appendingPathComponent(path), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// The kinds as prose lists them: `` `glossyButton`, `hybridBackground`, … ``, in the registry's order.
    static let kindList = AssetKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")

    @Test("the README and the DocC articles name every kind, in the registry's order", arguments: [
        "README.md",
        "Sources/GlazeTheme/GlazeTheme.docc/GlazeTheme.md",
        "Sources/GlazeTheme/GlazeTheme.docc/WritingThemes.md",
    ])
    func kindLists(_ path: String) throws {
        let text = try Self.text(path)
        #expect(text.contains("— \(Self.kindList) —"), "\(path) should list the kinds as — \(Self.kindList) —")
        #expect(text.contains("\(AssetKind.allCases.count.spelledOut) kinds") || !path.hasPrefix("README"),
                "the README should count \(AssetKind.allCases.count.spelledOut) kinds")
    }

    @Test("the theme-writing article's table of states gives each kind's, the rest state first")
    func stateTable() throws {
        let article = try String(contentsOf: AssetKindTests.repository.appendingPathComponent(
            "Sources/GlazeTheme/GlazeTheme.docc/WritingThemes.md"), encoding: .utf8)
        for kind in AssetKind.allCases {
            let row = try #require(article.split(separator: "\n").first { $0.hasPrefix("| ") && $0.contains("`\(kind.rawValue)`") },
                                   "WritingThemes.md has no row for \(kind) in its table of states")
            let others = kind.allowedStates.dropFirst().map { "`\($0)`" }.joined(separator: ", ")
            #expect(row.hasSuffix("| `\(kind.states.rest)` | \(others.isEmpty ? "—" : others) |"), "\(row)")
        }
    }

    @Test("the layout guide and DEVELOPMENT.md name every layout")
    func layoutLists() throws {
        let names = OutputLayout.allCases.map(\.rawValue)
        let guide = try Self.text("Sources/GlazeTheme/GlazeTheme.docc/PlatformLayouts.md")
        #expect(guide.contains("--layout \(names.joined(separator: ","))"), "PlatformLayouts.md")
        let development = try Self.text("docs/DEVELOPMENT.md")
        #expect(development.contains(names.joined(separator: ", ")), "docs/DEVELOPMENT.md")
    }

    @Test("the theme fuzzer's dictionary holds every kind, key and state a theme can name")
    func fuzzDictionary() throws {
        let file = try String(contentsOf: AssetKindTests.repository.appendingPathComponent("Fuzz/theme.dict"), encoding: .utf8)
        let tokens = Set(file.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\""), line.hasSuffix("\""), line.count > 1 else { return nil }
            return String(line.dropFirst().dropLast())
        })
        var expected = Set(["name", "assets", "kind", "states", "width"])
        for kind in AssetKind.allCases {
            expected.insert(kind.rawValue)
            expected.formUnion(kind.spec.keys)
            expected.formUnion(kind.allowedStates.map(\.rawValue))
        }
        let missing = expected.subtracting(tokens).sorted()
        #expect(missing.isEmpty, "Fuzz/theme.dict lacks \(missing)")
    }

    @Test("glaze --help gives every kind with its summary; render --help every layout, format and PNG compression")
    func help() async throws {
        let help = try await runGlaze(["--help"]).output.replacingOccurrences(of: "\n", with: " ")
        for kind in AssetKind.allCases {
            #expect(help.contains(kind.rawValue) && help.contains(String(kind.summary.prefix(20))), "\(kind)")
        }
        // ArgumentParser wraps lines and indents them: compare the words alone.
        let words = try await runGlaze(["render", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for layout in OutputLayout.allCases {
            #expect(words.contains("\(layout.rawValue) (\(layout.summary.split(whereSeparator: \.isWhitespace).joined(separator: " ")))"),
                    "render --help lacks \(layout)")
        }
        #expect(words.contains("Layouts: \(OutputLayout.allCases.map(\.rawValue).joined(separator: ", ")), comma-separated"))
        #expect(words.contains("Formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")), comma-separated"))
        #expect(words.contains("PNG compression: \(PNGCompression.allCases.map(\.rawValue).joined(separator: ", "));"))
    }
}

private extension Int {
    /// The number in English words, as prose writes counts up to twenty.
    var spelledOut: String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                     "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
        return self < words.count ? words[self] : String(self)
    }
}
