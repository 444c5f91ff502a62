import ArgumentParser
import Foundation
import GlazeTheme

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a theme without rendering anything.",
        discussion: "Example:\n  glaze validate Examples/flat-light.json")

    @Argument(help: "The theme file (.json, .yaml or .yml).")
    var theme: String

    func run() throws {
        let loaded = try loadTheme(theme)
        let states = loaded.assets.map(\.states.count).reduce(0, +)
        print("\(theme): ok — \(loaded.assets.count) assets, \(states) asset states")
    }
}
