import ArgumentParser
import Foundation
import GlazeTheme
import GlazeWorkers

struct Sheet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a contact sheet of every asset in a theme.",
        discussion: "Each asset is drawn at a few widths with its name, its states side by side. The sheet is drawn in a worker process (glaze itself, started as `glaze worker`) with limits on memory, CPU and time: a file that crashes or exhausts it fails the sheet, naming the asset it was drawing, and writes nothing.\n\nExample:\n  glaze sheet Examples/warm-glossy.yaml -o warm.pdf")

    @OptionGroup var input: ThemeInput

    @Option(name: [.short, .customLong("output")], help: "The sheet to write: a .pdf, or a .png at 2x.")
    var output: String

    @Option(help: "The most pixels the sheet may have at 2x.")
    var maxPixels: Int = RenderOptions.standardMaximumPixels

    @OptionGroup var workers: WorkerOptions

    func run() async throws {
        guard !output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            report("glaze: --output (-o) must name the sheet's .pdf or .png file, not an empty path")
            throw ExitCode.validationFailure
        }
        guard let format = ContactSheet.Format(fileName: output) else {
            report("glaze: the sheet must be a .pdf or a .png file, not '\(output)'")
            throw ExitCode.validationFailure
        }
        guard maxPixels >= 1 else {
            report("glaze: --max-pixels must be at least 1")
            throw ExitCode.validationFailure
        }
        let loaded = try input.load()
        let pool = workers.pool(size: 1)
        do {
            try ContactSheet.checkBudget(loaded, maximumPixels: maxPixels)
            let fonts = Array(Set(loaded.assets.flatMap(\.fontFiles))).sorted { $0.hexDigits < $1.hexDigits }
            let sheet = try await pool.sheet(of: loaded.source, fonts: fonts, format: format, maximumPixels: maxPixels)
            await pool.endAll()
            try sheet.write(to: URL(fileURLWithPath: output), options: .atomic)
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
