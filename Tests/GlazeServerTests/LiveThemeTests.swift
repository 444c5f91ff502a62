#if Server
import Foundation
import GlazeServer
import GlazeTestSupport
import Testing

/// Theme files that change while they are served.
@Suite("glaze serve: themes that change")
struct LiveThemeTests {
    @Test("an edited theme is read again and the preview stream names it", .tags(.needsCurl))
    func editAndEvents() async throws {
        try await withServer { base, folder in
            let stream = try await streamed(base, "/events", seconds: 60, until: "data: warm-glossy\n\n") {
                try await Task.sleep(for: .milliseconds(700))
                let file = folder.appendingPathComponent("warm-glossy.yaml")
                let text = try String(contentsOf: file, encoding: .utf8)
                try text.replacingOccurrences(of: "name: Warm glossy", with: "name: Warm glossy, edited")
                    .write(to: file, atomically: true, encoding: .utf8)
                let reached1 = try await eventually { try await fetch(base, "/themes").text.contains("Warm glossy, edited") }
                #expect(reached1)
            }
            #expect(stream.hasPrefix("retry: 1000\n"))
            #expect(stream.contains("event: change\ndata: warm-glossy\n\n"), "\(stream)")
        }
    }

    @Test("an edited icon a theme uses changes that theme's looks, and the stream names the theme", .tags(.needsCurl))
    func editedIcon() async throws {
        try await withServer { base, folder in
            let before = try await fetch(base, "/themes/brand/assets/reply@2x.png")
            #expect(before.status == 200)
            let stream = try await streamed(base, "/events", seconds: 60, until: "data: brand\n\n") {
                try await Task.sleep(for: .milliseconds(700))
                let icon = folder.appendingPathComponent("brand/icons/reply.svg")
                let text = try String(contentsOf: icon, encoding: .utf8)
                try text.replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"3\"")
                    .write(to: icon, atomically: true, encoding: .utf8)
                let changed = try await eventually {
                    try await fetch(base, "/themes/brand/assets/reply@2x.png").header("ETag") != before.header("ETag")
                }
                #expect(changed, "the look's ETag did not change with its icon")
            }
            #expect(stream.contains("event: change\ndata: brand\n\n"), "\(stream)")
            #expect(!stream.contains("data: warm-glossy"))
        }
    }

    @Test("a theme that breaks keeps serving its last version, shows its error, and refuses what only the broken file has")
    func brokenTheme() async throws {
        try await withServerInProcess { server, folder in
            let before = try await fetch(server, "/themes/flat-light/manifest.json")
            #expect(before.status == 200)
            let file = folder.appendingPathComponent("flat-light.json")
            try Data("{ \"name\": \"Flat light\", \"assets\": [ { \"name\": \"primary\"".utf8).write(to: file)
            let reached2 = try await eventually { try await fetch(server, "/themes").text.contains("malformed JSON") }
            #expect(reached2)
            // What the last good version had is still served.
            let firstAsset = try #require(String(decoding: before.body, as: UTF8.self).split(separator: "\"").first { $0.hasSuffix("@2x.png") })
            let reached3 = try await fetch(server, "/themes/flat-light/assets/\(firstAsset)").status == 200
            #expect(reached3)
            // A name only the broken file could have is 503, with the theme's error.
            let missing = try await fetch(server, "/themes/flat-light/assets/brand-new@2x.png")
            #expect(missing.status == 503)
            #expect(missing.text.contains("theme 'flat-light' does not read now") && missing.text.contains("malformed JSON"))
            #expect(missing.text.split(separator: "\n").count == 1)
            // The preview page shows the error.
            let page = try await fetch(server, "/").text
            #expect(page.contains("class=error") && page.contains("malformed JSON"))
            // Mended, the error goes.
            let original = try Data(contentsOf: examplesFolder.appendingPathComponent("flat-light.json"))
            try original.write(to: file)
            let reached4 = try await eventually { !(try await fetch(server, "/themes").text.contains("malformed JSON")) }
            #expect(reached4)
        }
    }

    @Test("a theme that never read is listed with its error and its files are 503")
    func neverRead() async throws {
        let folder = try scratchDirectory("glaze-serve-broken")
        try Data("name: [unclosed\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        try await withServerInProcess(folder: folder) { server, _ in
            let themes = try await fetch(server, "/themes").text
            #expect(themes.contains("\"name\" : \"bad\"") && themes.contains("\"error\""))
            let manifest = try await fetch(server, "/themes/bad/manifest.json")
            #expect(manifest.status == 503 && manifest.text.hasPrefix("theme 'bad' does not read: "))
        }
    }

    @Test("content-addressed URLs keep working after their theme changes")
    func looksOutliveEdits() async throws {
        try await withServerInProcess { server, folder in
            let reply = try await fetch(server, "/themes/warm-glossy/assets/start@2x.png")
            let look = try #require(reply.header("Content-Location"))
            let file = folder.appendingPathComponent("warm-glossy.yaml")
            try FileManager.default.removeItem(at: file)
            let reached5 = try await eventually { !(try await fetch(server, "/themes").text.contains("warm-glossy")) }
            #expect(reached5)
            let later = try await fetch(server, look)
            #expect(later.status == 200 && later.body == reply.body)
        }
    }

    @Test("SIGTERM ends open preview streams and the server exits 0, promptly", .tags(.needsCurl))
    func gracefulShutdown() async throws {
        let themes = try scratchDirectory("glaze-serve-stop").appendingPathComponent("themes")
        try FileManager.default.copyItem(at: examplesFolder, to: themes)
        try await ProcessSlots.withSlot {
            let server = try await ServerProcess(folder: themes, arguments: [])
            let base = URL(string: "http://127.0.0.1:\(server.port)")!
            let started = Date()
            var status: Int32?
            let stream = try await streamed(base, "/events", seconds: 20) {
                try await Task.sleep(for: .milliseconds(500))
                status = await server.stop(within: 10)
            }
            #expect(status == 0)
            #expect(stream.hasPrefix("retry: 1000\n"))
            // The stream ended with the server, long before curl's own 20-second limit.
            #expect(Date().timeIntervalSince(started) < 12)
        }
    }
}
#endif
