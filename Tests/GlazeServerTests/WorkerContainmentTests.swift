#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing

/// Renders happen in worker processes: what ends a worker costs one request.
@Suite("glaze serve: render workers")
struct WorkerContainmentTests {
    /// A folder with the examples and a theme `bad` whose asset `icon` uses `svg`.
    static func folder(badIcon svg: String, size: Int? = nil) throws -> URL {
        let themes = try scratchDirectory("glaze-serve-workers").appendingPathComponent("themes")
        try FileManager.default.copyItem(at: examplesFolder, to: themes)
        let bad = themes.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try svg.write(to: bad.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
        try """
            name: Bad
            assets:
              - {name: icon, kind: tintedImage, image: icon.svg, color: "#1F6FD1"\(size.map { ", size: \($0)" } ?? "")}
            """.write(to: bad.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        return themes
    }

    /// Files of the good themes, fetched now.
    static func goodFiles(_ server: some ServerEndpoint) async throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in ["/themes/warm-glossy/assets/start-highlighted@2x.png", "/themes/brand/assets/reply@3x.png",
                     "/themes/brand/assets/title-bar.pdf"] {
            let reply = try await fetch(server, path)
            #expect(reply.status == 200, "\(path): \(reply.text)")
            files[path] = reply.body
        }
        return files
    }

    /// The worker rendering now: the one whose CPU time has grown since
    /// `before` was taken. Not the one with the most CPU time, which can be an
    /// idle worker that rendered the good files a moment earlier.
    static func busyWorker(of server: ServerProcess, since before: [pid_t: Double]) async throws -> pid_t? {
        var busy: pid_t?
        let found = try await eventually(60) {
            busy = server.children.first { ProcessStatus.cpuSeconds(of: $0) - (before[$0] ?? 0) >= 0.2 }
            return busy != nil
        }
        #expect(found, "workers and their CPU seconds: \(server.children.map { ($0, ProcessStatus.cpuSeconds(of: $0)) })")
        return busy
    }

    @Test("a worker that aborts mid-render costs its own request: a 500 naming it, remembered; every other theme is served as before")
    func abortContained() async throws {
        let arguments = ["--worker-seconds", "120", "--worker-cpu-seconds", "120", "--max-pixels", "200000000"]
        try await withServerProcess(folder: try Self.folder(badIcon: Self.heavy, size: 2500), arguments: arguments) { base, _, server in
            let before = try await Self.goodFiles(base)
            // SIGABRT is how a C library's abort ends a process (librsvg's panics,
            // glib's assertions); the preflights refuse every such file known.
            let cpuBefore = Dictionary(uniqueKeysWithValues: server.children.map { ($0, ProcessStatus.cpuSeconds(of: $0)) })
            async let reply = fetch(base, "/themes/bad/assets/icon@3x.png", timeout: 120)
            if let busy = try await Self.busyWorker(of: server, since: cpuBefore) { kill(busy, SIGABRT) }
            let crash = try await reply
            #expect(crash.status == 500)
            #expect(crash.text.split(separator: "\n").count == 1, "one line: \(crash.text)")
            #expect(crash.text.contains("asset 'icon'") && crash.text.contains("crashed its worker (ended by SIGABRT)"), "\(crash.text)")
            // Asked again at once: the remembered failure, not a second render.
            let again = try await fetch(base, "/themes/bad/assets/icon@3x.png")
            #expect(again.status == 500 && again.text == crash.text)
            #expect(try await fetch(base, "/healthz").status == 200)
            // Cached files are the same bytes; a file never asked for renders in a
            // fresh worker, exactly as the theme renders it in this process.
            #expect(try await Self.goodFiles(base) == before)
            let theme = try Theme(contentsOf: examplesFolder.appendingPathComponent("brand/brand.yaml"))
            let inbox = try #require(theme.assets.first { $0.name == "inbox-tab-bar" })
            let fresh = try await fetch(base, "/themes/brand/assets/inbox-tab-bar@2x.png")
            let expected = try await AssetFile(asset: inbox, state: .normal, scale: 2, format: .png).data(cache: RasterCache())
            #expect(fresh.status == 200 && fresh.body == expected)
            let metrics = try await fetch(base, "/metrics").text
            #expect(metrics.contains(#"glaze_worker_crashes_total{reason="signal"} 1"#), "\(metrics)")
            #expect(metrics.contains("glaze_worker_restarts_total 1"), "\(metrics)")
            #expect(server.peakResidentBytes < 512 << 20, "the server itself stayed small: \(server.peakResidentBytes) bytes")
        }
    }

    /// A render that takes seconds of CPU and about a gigabyte: a 24-point icon
    /// drawn 2,500 points wide at 4x.
    static let heavy = try! String(contentsOf: examplesFolder.appendingPathComponent("brand/icons/reply.svg"), encoding: .utf8)

    @Test("a render past its CPU seconds ends with SIGXCPU: 422 naming the limit, and the server goes on")
    func cpuLimit() async throws {
        let arguments = ["--worker-cpu-seconds", "1", "--max-pixels", "200000000"]
        try await withServer(folder: try Self.folder(badIcon: Self.heavy, size: 2500), arguments: arguments) { base, _ in
            let reply = try await fetch(base, "/themes/bad/assets/icon@4x.png")
            #expect(reply.status == 422, "\(reply.text)")
            #expect(reply.text.contains("more than 1 CPU seconds") && reply.text.contains("asset 'icon'"), "\(reply.text)")
            #expect(try await fetch(base, "/themes/warm-glossy/assets/start@2x.png").status == 200)
            #expect(try await fetch(base, "/metrics").text.contains(#"glaze_worker_crashes_total{reason="cpu"} 1"#))
        }
    }

    /// A process's state letter from `/proc/PID/stat` (`S`, `R`, `T` for stopped, …).
    static func state(of pid: pid_t) -> String {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return "gone" }
        return String(stat[stat.index(after: end)...].split(separator: " ").first ?? "?")
    }

    @Test("a worker that stops answering is killed at the wall-clock limit: 422 naming it; the next render starts a fresh worker")
    func stoppedWorker() async throws {
        // Long enough for a worker to start and render under the thread sanitizer.
        let arguments = ["--worker-seconds", "10", "--max-renders", "1"]
        try await withServerProcess(folder: try Self.folder(badIcon: Self.heavy), arguments: arguments) { base, _, server in
            // One render leaves one idle worker, which is then stopped.
            #expect(try await fetch(base, "/themes/bad/assets/icon@1x.png").status == 200)
            let workers = server.children
            #expect(workers.count == 1)
            for worker in workers { kill(worker, SIGSTOP) }
            let stopped = try await eventually(5) { workers.allSatisfy { Self.state(of: $0) == "T" } }
            #expect(stopped, "\(workers.map { ($0, Self.state(of: $0)) })")
            let reply = try await fetch(base, "/themes/bad/assets/icon@2x.png", timeout: 60)
            #expect(reply.status == 422 && reply.text.contains("took longer than 10 s"),
                    "\(reply.status) \(reply.text); workers were \(workers), now \(server.children.map { ($0, Self.state(of: $0)) })")
            #expect(try await fetch(base, "/themes/bad/assets/icon@3x.png").status == 200)
            #expect(try await fetch(base, "/metrics").text.contains(#"glaze_worker_crashes_total{reason="timeout"} 1"#))
        }
    }

    @Test("a worker killed while idle is reaped and replaced at once, and costs nothing: no zombie, the crash counted")
    func killedIdleWorker() async throws {
        try await withServerProcess(arguments: ["--max-renders", "1"]) { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            let workers = server.children
            #expect(workers.count == 1)
            for worker in workers { kill(worker, SIGKILL) }
            // Without a request, the next polls of the folder reap it and start another.
            let replaced = try await eventually(10) {
                let children = server.children
                return children.count == 1 && children != workers
                    && workers.allSatisfy { !FileManager.default.fileExists(atPath: "/proc/\($0)") }
            }
            #expect(replaced, "children \(server.children), killed \(workers)")
            let metrics = try await fetch(base, "/metrics").text
            #expect(metrics.contains(#"glaze_worker_crashes_total{reason="signal"} 1"#) && metrics.contains("glaze_workers 1"),
                    "\(metrics)")
            let log = server.standardError.split(separator: "\n")
            #expect(log.filter { $0.contains("error") && $0.contains("render worker ended") && $0.contains("reason=signal") }.count == 1,
                    "\(server.standardError)")
            #expect(log.contains { $0.contains("render worker restarted") }, "\(server.standardError)")
            let reply = try await fetch(base, "/themes/warm-glossy/assets/start@2x.png")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(server.children.count == 1 && server.children != workers)
            try await baseline.expectRestored(base, server)
        }
    }
}
#endif
