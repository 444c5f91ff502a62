import Foundation
import Testing

/// Every command's `--help`, as a terminal of 80 columns shows it: its prose is
/// wrapped by ArgumentParser alone, so no line breaks mid-sentence.
@Suite("glaze --help")
struct CLIHelpTests {
    static let width = 80
    static let commands: [[String]] = [[], ["render"], ["sheet"], ["validate"], ["serve"], ["worker"]]

    @Test("every command's help wraps its paragraphs at 80 columns without a break mid-sentence", arguments: commands)
    func helpWraps(command: [String]) async throws {
        let result = try await runGlaze(command + ["--help"], environment: ["COLUMNS": "\(Self.width)"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("USAGE:"), "\(result.output)")
        let faults = Self.brokenLines(result.output, width: Self.width)
        #expect(faults.isEmpty, "glaze \((command + ["--help"]).joined(separator: " ")):\n\(faults.joined(separator: "\n"))")
    }

    @Test("the rule finds a hard line break that ArgumentParser wrapped again, and accepts its own wrapping")
    func ruleFindsHardBreaks() {
        // `glaze render --help` at 80 columns before its text became paragraphs,
        // shortened: two hard breaks mid-sentence, an example too wide, and
        // an option's help with a hard break.
        let before = """
            OVERVIEW: Render every asset of a theme, in each state, scale and format.

            Files are named NAME[-STATE]@Nx.png (NAME[-STATE].pdf and .svg), resizable
            assets at their
            minimum size, with manifest.json describing each file: logical size, scale, cap
            insets,
            resizing mode and CSS border-image values. Output is staged and moved into

            Examples:
              glaze render Examples/warm-glossy.yaml --out platforms --scales 1,1.5,2,3
            --layout xcassets,android,web

            USAGE: glaze render <theme> [--assets-root <dir>] --out <out> [--scales <scales>] [--formats <formats>]

            OPTIONS:
              --assets-root <dir>     A folder the theme's image and font files may be
                                      anywhere inside (default: only the theme's own
                                      folder).
              --scales <scales>       Scales to render, each from 1 to
                                      4, comma-separated.
              --max-pixels <max-pixels>
                                      The most pixels the render may produce, all files
                                      together. (default: 268435456)
            """
        let faults = Self.brokenLines(before, width: 80)
        #expect(faults.count == 4, "\(faults)")
        for word in ["\"minimum\"", "\"resizing\"", "--layout", "\"4,\""] {
            #expect(faults.contains { $0.contains(word) }, "\(word) in \(faults)")
        }
    }

    /// The lines of rendered help that show text broken where ArgumentParser
    /// would not have broken it, each as `line N: text`.
    ///
    /// ArgumentParser wraps a paragraph greedily: it ends a line only where the
    /// next word would not fit (a word that would end exactly at the width may
    /// move down too). So when two lines of one paragraph follow each other —
    /// prose of the overview at column 0, or an option's help continued at the
    /// help column — and the next line's first word would have fitted with
    /// room to spare (`line + space + word < width`), the break is a hard line
    /// break in the text. It is a mid-sentence break unless the line ends a
    /// sentence or introduces what follows (`.`, `!`, `?`, `:`).
    ///
    /// Indented lines of the overview are examples and tables, kept as they are
    /// written; one wider than the width comes back as a line at column 0
    /// right under it, which is a fault too.
    static func brokenLines(_ help: String, width: Int) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let helpColumn = 26
        var faults: [String] = []
        var inOverview = true
        for index in lines.indices.dropFirst() {
            let above = lines[index - 1], line = lines[index]
            if isSectionHeading(line) { inOverview = false }
            guard !above.trimmingCharacters(in: .whitespaces).isEmpty, !line.trimmingCharacters(in: .whitespaces).isEmpty,
                  !isSectionHeading(line) else { continue }
            let continues: Bool
            if inOverview {
                if indent(above) > 0 && indent(line) == 0 {
                    faults.append("line \(index + 1): under an indented line without a blank line between, "
                                  + "so an example or table line is wider than \(width) columns: \(line)")
                    continue
                }
                continues = indent(above) == 0 && indent(line) == 0
            } else {
                // A continuation sits at the help column, under a line whose help text starts there.
                let aboveHasHelp = above.count > helpColumn && Array(above)[helpColumn - 1] == " "
                    && Array(above)[helpColumn] != " "
                continues = indent(line) == helpColumn && aboveHasHelp
            }
            guard continues else { continue }
            let word = line.drop { $0 == " " }.prefix { $0 != " " }
            let endsClause = above.last.map { ".!?:".contains($0) } ?? true
            if !endsClause && above.count + 1 + word.count < width {
                faults.append("line \(index): broken mid-sentence before \"\(word)\": \(above)")
            }
        }
        return faults
    }

    /// Whether a line is one of ArgumentParser's headings (`USAGE:`, `OPTIONS:`, …).
    static func isSectionHeading(_ line: String) -> Bool {
        guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return false }
        return line[..<colon].allSatisfy { $0.isUppercase || $0 == " " } && line.first?.isUppercase == true
            && !line.hasPrefix("OVERVIEW")
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
}
