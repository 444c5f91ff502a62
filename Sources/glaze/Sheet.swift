import ArgumentParser
import Foundation
import GlazeTheme

struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a contact sheet of every asset in a theme.",
        discussion: "Each asset is drawn at a few widths with its name, its states side by side.\n\nExample:\n  glaze sheet Examples/warm-glossy.yaml -o warm.pdf")

    @OptionGroup var input: ThemeInput

    @Option(name: [.short, .customLong("output")], help: "The sheet to write: a .pdf, or a .png at 2x.")
    var output: String

    @Option(help: "The most pixels the sheet may have at 2x.")
    var maxPixels: Int = RenderOptions.standardMaximumPixels

    func run() throws {
        guard !output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            report("glaze: --output (-o) must name the sheet's .pdf or .png file, not an empty path")
            throw ExitCode.validationFailure
        }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard ext == "pdf" || ext == "png" else {
            report("glaze: the sheet must be a .pdf or a .png file, not '\(output)'")
            throw ExitCode.validationFailure
        }
        guard maxPixels >= 1 else {
            report("glaze: --max-pixels must be at least 1")
            throw ExitCode.validationFailure
        }
        let loaded = try input.load()
        do {
            try ContactSheet.write(loaded, to: URL(fileURLWithPath: output), maximumPixels: maxPixels)
        } catch let error as RenderBudgetError {
            report("glaze: \(input.theme): \(budgetMessage(error))")
            throw ExitCode.failure
        } catch {
            report("glaze: \(error)")
            throw ExitCode.failure
        }
        print("wrote \(output)")
    }
}
