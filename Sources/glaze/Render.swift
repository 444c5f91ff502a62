import ArgumentParser
import Foundation
import Glaze
import GlazeTheme
import GlazeWorkers
import Synchronization

struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every asset of a theme, in each state, scale and format.",
        // Paragraphs are single lines (a trailing backslash joins source lines),
        // so ArgumentParser wraps them to the terminal; examples fit 80 columns.
        discussion: """
        Files are named NAME[-STATE]@Nx.png (NAME[-STATE].pdf and .svg), resizable assets at their \
        minimum size, with manifest.json describing each file: logical size, scale, cap insets, \
        resizing mode and CSS border-image values. Output is staged and moved into place only when \
        everything succeeded; SIGINT or SIGTERM stops the render and leaves nothing behind, and a \
        staging folder a killed run left in the output is removed by the next render there. \
        Repeated looks render once. Every file is drawn in a worker process (glaze itself, started \
        as `glaze worker`) with limits on memory, CPU and time: a file that crashes or exhausts a \
        worker fails the render, naming its asset, and leaves nothing behind; --in-process draws \
        in glaze itself, for themes whose files you trust.

        Layouts: \(layoutsText). Several layouts go into subfolders named after them; what a layout cannot do as asked is noted on standard error and in the manifest.
        Without --scales each layout renders its platform's densities: \(defaultScalesText).

        Examples:
          glaze render Examples/warm-glossy.yaml --out assets --scales 1,2,3 \\
              --ninepatch
          glaze render Examples/warm-glossy.yaml --out platforms \\
              --scales 1,1.5,2,3 --layout xcassets,android,web
        """)

    @OptionGroup var input: ThemeInput

    @Option(help: "The output directory; created if missing.")
    var out: String

    @Option(help: "Scales to render, each from 1 to 4, comma-separated (default: each layout's platform densities).")
    var scales: String?

    @Option(help: "Formats: \(formatNames), comma-separated.")
    var formats: String = "png"

    @Flag(help: "Also write a .9.png of each resizable asset at each scale.")
    var ninepatch = false

    @Option(help: "Layouts: \(layoutNames), comma-separated.")
    var layout: String = "flat"

    @Option(help: "PNG compression: \(pngCompressionNames); each writes the same pixels, fast the largest files soonest, best the smallest.")
    var pngCompression: String = PNGCompression.default.rawValue

    @Option(help: "Renders to run at once, 1 to \(RenderOptions.maximumJobs) (default: every core).")
    var jobs: Int?

    @Option(help: "The most pixels the render may produce, all files together.")
    var maxPixels: Int = RenderOptions.standardMaximumPixels

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @OptionGroup var workers: WorkerOptions

    @Flag(help: "Draw in this process, without workers: for themes whose files you trust (an icon set renders in about 60 % of the time).")
    var inProcess = false

    /// The scales as numbers, or `nil` for each layout's own; their range is
    /// checked with the other options.
    func parsedScales() throws -> [CGFloat]? {
        guard let scales else { return nil }
        return try scales.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let value = Double(text) else { throw ValidationError("scale '\(text)' is not a number from 1 to 4") }
            return CGFloat(value)
        }
    }

    func parsedLayouts() throws -> [OutputLayout] {
        try layout.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            guard let layout = OutputLayout(rawValue: name) else {
                throw ValidationError("layout '\(name)' is not one of \(layoutNames)")
            }
            return layout
        }
    }

    func parsedFormats() throws -> [OutputFormat] {
        try formats.split(separator: ",", omittingEmptySubsequences: false).map { item in
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = OutputFormat(rawValue: name) else {
                throw ValidationError("format '\(name)' is not one of \(formatNames)")
            }
            return format
        }
    }

    func parsedPNGCompression() throws -> PNGCompression {
        let name = pngCompression.trimmingCharacters(in: .whitespaces).lowercased()
        guard let compression = PNGCompression(rawValue: name) else {
            throw ValidationError("--png-compression '\(name)' is not one of \(pngCompressionNames)")
        }
        return compression
    }

    /// The options, or one line naming the bad one and the usage exit code.
    func options() throws -> RenderOptions {
        do {
            // An empty path would be the current directory: never what was meant.
            guard !out.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValidationError("--out must name the output directory, not an empty path")
            }
            var options = RenderOptions(scales: try parsedScales(), formats: try parsedFormats(), ninePatch: ninepatch,
                                        layouts: try parsedLayouts(), jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, maximumPixels: maxPixels)
            options.pngCompression = try parsedPNGCompression()
            try options.validate()
            return options
        } catch let error as ValidationError {
            report("glaze: \(error.message)")
        } catch {
            report("glaze: \(error)")
        }
        throw ExitCode.validationFailure
    }

    func run() async throws {
        let options = try options()
        // Every file is drawn in a worker process: a file that makes Cairo, Pango
        // or librsvg abort fails the render, naming the asset, and nothing is left staged.
        // They start while the theme is read.
        let pool = workers.pool(size: options.jobs)
        if !inProcess { await pool.startWorkers() }
        // --jobs bounds reading the theme's files as it bounds rendering.
        let loaded: Theme
        do {
            loaded = try ThemeReading.$threads.withValue(options.jobs) { try input.load() }
        } catch {
            await pool.endAll()
            throw error
        }
        let bar = ProgressBar(enabled: !quiet && isatty(STDERR_FILENO) == 1)
        let directory = URL(fileURLWithPath: out)
        let drawing = inProcess ? nil : WorkerDrawing(pool: pool, source: loaded.source)
        let (outcome, interruption) = await Interruption.run {
            try await ThemeRenderer.render(loaded, to: directory, options: options, drawing: drawing) { done, total in
                bar.update(done, total)
            }
        }
        await pool.endAll()
        if let interruption, case .failure = outcome {
            bar.finish()
            report("glaze: \(input.theme): interrupted by \(Interruption.name(interruption)); nothing written")
            Interruption.end(by: interruption)
        }
        let result: RenderReport
        do {
            result = try outcome.get()
        } catch let error as RenderBudgetError {
            bar.finish()
            report("glaze: \(input.theme): \(budgetMessage(error))")
            throw ExitCode.failure
        } catch {
            bar.finish()
            report("glaze: \(input.theme): \(error)")
            throw ExitCode.failure
        }
        bar.finish()
        for note in result.notes { report("glaze: note: \(note)") }
        if !quiet {
            print("wrote \(result.files.count) files to \(out) (\(result.renders) looks rendered, \(result.cacheHits) reused)")
        }
    }
}

/// The layouts' names, as `--help` and errors list them: `flat, xcassets, …`.
let layoutNames = OutputLayout.allCases.map(\.rawValue).joined(separator: ", ")

/// The formats' names, as `--help` and errors list them: `png, pdf, svg`.
let formatNames = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")

/// The PNG compression levels' names, as `--help` and errors list them: `fast, default, best`.
let pngCompressionNames = PNGCompression.allCases.map(\.rawValue).joined(separator: ", ")

/// Each layout with what it writes, as `--help` lists them: `flat (NAME…), xcassets (…)`.
let layoutsText = OutputLayout.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")

/// Each layout's densities, as `--help` lists them: `flat 2x, xcassets 1x, 2x, 3x, …`.
let defaultScalesText = OutputLayout.allCases.map { layout in
    "\(layout.rawValue) " + layout.defaultScales.map { AssetFileName.scaleLabel($0) + "x" }.joined(separator: ", ")
}.joined(separator: "; ")

/// A one-line progress bar on standard error, shown only on a terminal and only
/// once a render has taken more than a moment.
final class ProgressBar: Sendable {
    private let enabled: Bool
    private let start = Date()
    /// Whether a bar is on screen. An atomic, not a lock: updates come one at a
    /// time from the render loop, and ThreadSanitizer sees atomics (it cannot see
    /// Synchronization.Mutex on Linux).
    private let shown = Atomic(false)

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 0.3 else { return }
        let width = 30, filled = total > 0 ? width * done / total : width
        let line = "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
        FileHandle.standardError.write(Data(line.utf8))
        shown.store(true, ordering: .relaxed)
    }

    func finish() {
        if shown.load(ordering: .relaxed) { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
