import ArgumentParser
import Foundation
import Glaze
import GlazeTheme

@main
struct GlazeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glaze",
        abstract: "Turn a theme file into a complete set of UI assets.",
        // Paragraphs are single lines (a trailing backslash joins source lines),
        // so ArgumentParser wraps them to the terminal; examples fit 80 columns.
        discussion: """
        A theme is a JSON or YAML file naming assets of the kinds below with their colours (hex), \
        sizes in points, corner radii, titles, fonts and states. It may name SVG and PNG images and \
        TTF/OTF fonts beside it; files outside its folder need --assets-root. See Examples/ for \
        complete themes (Examples/brand/ brings its own icons and font).

        Kinds:
        \(kindLines)

        Examples:
          glaze validate Examples/warm-glossy.yaml
          glaze render Examples/warm-glossy.yaml --out assets --scales 1,2,3 \\
              --formats png,pdf --ninepatch
          glaze sheet Examples/dark-textured.yaml -o dark.pdf
          glaze render Examples/brand/brand.yaml --out brand-assets --formats png,svg
          glaze serve Examples --port 8080
        """,
        version: GlazeRelease.version,
        subcommands: [Render.self, Sheet.self, Validate.self, Serve.self, Worker.self])
}

/// One help line per asset kind, from the kinds themselves.
/// One sentence per kind, unindented and ending in a full stop, so that
/// ArgumentParser wraps a long one like any paragraph.
let kindLines = AssetKind.allCases.map { "\($0.rawValue): \($0.summary)." }.joined(separator: "\n")

/// Prints one line to standard error.
func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The budget error in the command's terms: how much was asked and the option that allows it.
func budgetMessage(_ error: RenderBudgetError) -> String {
    "nothing written: this needs \(error.needed.formatted()) pixels, over the budget of \(error.budget.formatted()); "
        + "raise it with --max-pixels \(error.needed)"
}
