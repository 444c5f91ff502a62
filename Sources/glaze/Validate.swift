import ArgumentParser
import Foundation
import GlazeTheme

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a theme without rendering anything.",
        discussion: "Example:\n  glaze validate Examples/flat-light.json")

    @OptionGroup var input: ThemeInput

    func run() throws {
        let loaded = try input.load()
        let states = loaded.assets.map(\.states.count).reduce(0, +)
        print("\(input.theme): ok — \(loaded.assets.count) assets, \(states) asset states")
    }
}
