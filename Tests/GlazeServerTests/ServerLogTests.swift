#if Server
import Foundation
import GlazeServer
import GlazeTestSupport
import Testing

/// What `glaze serve` writes on standard error: one line per event, with a
/// level and the facts as `key=value` metadata.
@Suite("glaze serve: log lines")
struct ServerLogTests {
    /// The lines of `log` that hold every one of `parts`.
    static func lines(_ log: String, with parts: [String]) -> [Substring] {
        log.split(separator: "\n").filter { line in parts.allSatisfy { line.contains($0) } }
    }

    @Test("quiet for requests that succeed; a theme that stops reading is one error line naming it and why, its mending one info line")
    func themeEvents() async throws {
        try await withServerProcess { base, folder, server in
            #expect(try await fetch(base, "/themes/warm-glossy/assets/start@2x.png").status == 200)
            let file = folder.appendingPathComponent("flat-light.json")
            let original = try Data(contentsOf: file)
            try Data("{ \"name\": \"Flat light\", \"assets\": [".utf8).write(to: file)
            let refused = try await eventually { !Self.lines(server.standardError, with: ["theme does not read"]).isEmpty }
            #expect(refused)
            let lines = Self.lines(server.standardError, with: ["error", "theme does not read", "theme=flat-light", "malformed JSON"])
            #expect(lines.count == 1, "\(server.standardError)")
            try original.write(to: file)
            let mended = try await eventually {
                !Self.lines(server.standardError, with: ["info", "theme read", "theme=flat-light"]).isEmpty
            }
            #expect(mended, "\(server.standardError)")
            #expect(Self.lines(server.standardError, with: ["start@2x.png"]).isEmpty, "no access log unless asked")
        }
    }

    @Test("--access-log gives every request a line: method, path, status and milliseconds")
    func accessLog() async throws {
        try await withServerProcess(arguments: ["--access-log"]) { base, _, server in
            #expect(try await fetch(base, "/healthz").status == 200)
            #expect(try await fetch(base, "/themes/nothing/manifest.json").status == 404)
            // A cached file too: with the access log on, it goes through the router.
            for _ in 0..<2 { #expect(try await fetch(base, "/themes/warm-glossy/assets/start@2x.png").status == 200) }
            let logged = try await eventually { Self.lines(server.standardError, with: ["request"]).count >= 4 }
            #expect(logged, "\(server.standardError)")
            #expect(Self.lines(server.standardError, with: ["info", "method=GET", "path=/healthz", "status=200", "ms="]).count == 1,
                    "\(server.standardError)")
            #expect(Self.lines(server.standardError, with: ["path=/themes/nothing/manifest.json", "status=404"]).count == 1)
            #expect(Self.lines(server.standardError, with: ["path=/themes/warm-glossy/assets/start@2x.png", "status=200"]).count == 2)
        }
    }
}
#endif
