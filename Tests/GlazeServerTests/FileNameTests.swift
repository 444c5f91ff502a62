#if Server
import Foundation
// GlazeKit's seeded SplitMix64, so that a failure is the same on every run.
@testable import GlazeKit
@testable import GlazeServer
import GlazeTestSupport
import GlazeTheme
import Testing

/// The parser every asset and look request goes through, on its own: named
/// cases, then a hundred thousand random and mutated segments.
@Suite("glaze serve: request file names")
struct FileNameTests {
    @Test("names take apart into base, scale and format", arguments: [
        ("start@2x.png", "start", 2.0, AssetFile.Format.png),
        ("start-highlighted@1.5x.9.png", "start-highlighted", 1.5, .ninePatch),
        ("back.pdf", "back", 1, .pdf),
        ("0123456789abcdef.svg", "0123456789abcdef", 1, .svg),
        ("a@b@4x.png", "a@b", 4, .png),
    ])
    func valid(segment: String, base: String, scale: Double, format: AssetFile.Format) throws {
        let name = try FileName(segment)
        #expect(name.base == base && name.scale == CGFloat(scale) && name.format == format)
    }

    @Test("what is not a plain name is refused with its reason", arguments: [
        ("", ServerError(.badPath("a path segment must have 1 to 200 characters"))),
        (String(repeating: "a", count: 201), ServerError(.badPath("a path segment must have 1 to 200 characters"))),
        ("..", ServerError(.badPath("'..': no path may climb out"))),
        (".hidden@2x.png", ServerError(.badPath("'.hidden@2x.png': no path may climb out"))),
        ("a/b@2x.png", ServerError(.badPath("'a/b@2x.png': only letters, digits and - _ . @ are allowed in a name"))),
        ("a\nb@2x.png", ServerError(.badPath("'a\\u{a}b@2x.png': only letters, digits and - _ . @ are allowed in a name"))),
        ("é@2x.png", ServerError(.badPath("'\\u{e9}@2x.png': only letters, digits and - _ . @ are allowed in a name"))),
        ("@2x.png", ServerError(.badPath("@2x.png: no name before the extension"))),
        ("a@2x", ServerError(.notFound("a@2x: not a .png, .9.png, .pdf or .svg file"))),
        ("a@nanx.png", ServerError(.notFound("a@nanx.png: the scale must read like @2x"))),
        ("a@infx.png", ServerError(.notFound("a@infx.png: the scale must read like @2x"))),
        ("a@5x.png", ServerError(.notFound("a@5x.png: scale 5 is not one of 1, 1.5, 2, 3, 4"))),
        ("a@2.5x.png", ServerError(.notFound("a@2.5x.png: scale 2.5 is not one of 1, 1.5, 2, 3, 4"))),
    ])
    func refused(segment: String, error: ServerError) {
        #expect(throws: error) { try FileName(segment) }
    }

    @Test("random segments either parse into a safe name within the limits or throw a one-line reason")
    func randomSegments() {
        var random = SeededGenerator(seed: 0x61A2E)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@/\\%:;~ \t\n\0éß€🙂x")
        let seeds = ["start@2x.png", "start-highlighted@3x.9.png", "back.pdf", "tabs.svg", "0123456789abcdef@1.5x.png"]
        for round in 0..<100_000 {
            var segment: String
            if round % 2 == 0 {
                segment = String((0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            } else {
                // A valid name with a few characters changed, inserted or removed.
                var characters = Array(seeds.randomElement(using: &random)!)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0...characters.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0 where index < characters.count: characters[index] = alphabet.randomElement(using: &random)!
                    case 1: characters.insert(alphabet.randomElement(using: &random)!, at: index)
                    default: if index < characters.count { characters.remove(at: index) }
                    }
                }
                segment = String(characters)
            }
            do {
                let name = try FileName(segment)
                let safe = !name.base.isEmpty && !name.base.contains("..") && !name.base.hasPrefix(".")
                    && name.base.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.@".unicodeScalars.contains($0)) }
                guard safe, FileName.scales.contains(name.scale), name.format.isRaster || name.scale == 1 else {
                    Issue.record("\(segment.debugDescription) parsed into \(name)")
                    return
                }
            } catch {
                let reason = error.description
                guard error.code == .badPath, !reason.isEmpty, !reason.contains("\n") else {
                    if error.code == .notFound, !reason.isEmpty, !reason.contains("\n") { continue }
                    Issue.record("\(segment.debugDescription) threw \(error)")
                    return
                }
            }
        }
    }
}

@Suite("ServerError: codes")
struct ServerErrorCodeTests {
    @Test("every code keeps its name and its status")
    func codes() {
        #expect(ServerError.Code.all.map(\.description) == [
            "badPath", "notFound", "methodNotAllowed", "overBudget", "themeInvalid", "busy", "renderFailed",
        ])
        let error = ServerError(.busy("too many renders waiting"))
        #expect(error.code == .busy && error.status == .serviceUnavailable && error.description == "too many renders waiting")
    }
}
#endif
