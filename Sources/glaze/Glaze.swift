import ArgumentParser
import Foundation
import GlazeTheme

@main
struct GlazeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glaze",
        abstract: "Turn a theme file into a complete set of UI assets.",
        discussion: """
        A theme is a JSON or YAML file naming assets — glossyButton, hybridBackground, noiseButton,
        backButton, segmentedControl, tabBar, navigationBar — with their colours (hex), sizes in
        points, corner radii, titles and states. See Examples/ for three complete themes.

        Examples:
          glaze validate Examples/warm-glossy.yaml
          glaze render Examples/warm-glossy.yaml --out assets --scales 1,2,3 --formats png,pdf --ninepatch
          glaze sheet Examples/dark-textured.yaml -o dark.pdf
        """,
        subcommands: [Render.self, Sheet.self, Validate.self])
}

/// Prints one line to standard error.
func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Reads a theme, turning its errors into one line and a non-zero exit.
func loadTheme(_ path: String) throws -> Theme {
    do {
        return try Theme(contentsOf: URL(fileURLWithPath: path))
    } catch {
        report("glaze: \(error)")
        throw ExitCode.failure
    }
}

/// The budget error in the command's terms: how much was asked and the option that allows it.
func budgetMessage(_ error: RenderBudgetError) -> String {
    "nothing written: this needs \(error.needed.formatted()) pixels, over the budget of \(error.budget.formatted()); "
        + "raise it with --max-pixels \(error.needed)"
}
