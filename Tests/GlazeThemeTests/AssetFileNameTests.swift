import Foundation
import Glaze
import GlazeKit
import GlazeTheme
import Testing

@Suite("Asset file names")
struct AssetFileNameTests {
    @Test("names are written as NAME[-STATE]@Sx.ext and read back to the same parts")
    func roundTrip() throws {
        let names: [(AssetFileName, String)] = [
            (AssetFileName(name: "start", state: "normal", scale: 2, format: .png), "start@2x.png"),
            (AssetFileName(name: "start", state: "highlighted", scale: 1.5, format: .ninePatch), "start-highlighted@1.5x.9.png"),
            (AssetFileName(name: "start", state: "highlighted", scale: 3, format: .pdf), "start-highlighted.pdf"),
            (AssetFileName(base: String(repeating: "ab", count: 32), scale: 4, format: .svg), String(repeating: "ab", count: 32) + ".svg"),
        ]
        for (name, text) in names {
            #expect(name.description == text)
            #expect(try AssetFileName(parsing: text) == name)
        }
    }

    @Test("a name that does not read says why")
    func errors() {
        #expect(throws: AssetFileName.ParseError.unknownExtension) { try AssetFileName(parsing: "a@2x.gif") }
        #expect(throws: AssetFileName.ParseError.unreadableScale) { try AssetFileName(parsing: "a@twox.png") }
        #expect(throws: AssetFileName.ParseError.scaleNotAllowed(5)) { try AssetFileName(parsing: "a@5x.png", allowedScales: [1, 2]) }
        #expect(throws: AssetFileName.ParseError.missingScale(example: "a@2x.9.png")) { try AssetFileName(parsing: "a.9.png") }
        #expect(throws: AssetFileName.ParseError.emptyBase) { try AssetFileName(parsing: "@2x.png") }
    }
}
