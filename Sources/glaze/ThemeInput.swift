import ArgumentParser
import Foundation
import GlazeTheme

/// The theme file every command reads, and how far the files it names may be from it.
struct ThemeInput: ParsableArguments {
    @Argument(help: "The theme file (.json, .yaml or .yml).")
    var theme: String

    @Option(help: ArgumentHelp(
        "A folder the theme's image and font files may be anywhere inside (default: only the theme's own folder).",
        valueName: "dir"))
    var assetsRoot: String?

    func validate() throws {
        if let assetsRoot {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: assetsRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--assets-root '\(assetsRoot)' is not a folder")
            }
        }
    }

    /// Reads the theme, turning its errors into one line and a non-zero exit.
    func load() throws -> Theme {
        do {
            return try Theme(contentsOf: URL(fileURLWithPath: theme),
                             assetsRoot: assetsRoot.map { URL(fileURLWithPath: $0, isDirectory: true) })
        } catch {
            report("glaze: \(error)")
            throw ExitCode.failure
        }
    }
}
