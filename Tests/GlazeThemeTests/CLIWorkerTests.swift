import Foundation
import GlazeTestSupport
import Testing

/// `glaze render` and `glaze sheet` draw in worker processes: a file that ends
/// a worker fails the run with one line naming the asset, and nothing is written.
@Suite("glaze render and glaze sheet: render workers")
struct CLIWorkerTests {
    /// A theme of `count` tinted images of `layers` translucent squares, `size`
    /// points wide: seconds of filling in the worker, little work for the
    /// parent. 500 layers at 2500 points and 1x are 3 × 10⁹ pixel operations,
    /// about 1.5 s; 60 layers at 1500 points and 2x about 0.3 s.
    static func heavyTheme(count: Int, layers: Int, size: Int = 2500) throws -> URL {
        let theme = try themeFile("heavy.yaml", "name: Heavy\nassets:\n"
            + (1...count).map { "  - {name: icon\($0), kind: tintedImage, image: layers.svg, color: \"#1F6FD1\", size: \(size)}\n" }.joined())
        let squares = (0..<layers).map { _ in ##"<rect width="24" height="24" fill="#203060" fill-opacity="0.5"/>"## }.joined()
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\#(squares)</svg>"#
            .write(to: theme.deletingLastPathComponent().appendingPathComponent("layers.svg"), atomically: true, encoding: .utf8)
        return theme
    }

    @Test("a worker that aborts mid-render fails glaze render in one line naming the asset; nothing is written or left staged")
    func abortedRender() async throws {
        let theme = try Self.heavyTheme(count: 1, layers: 500)
        let out = theme.deletingLastPathComponent().appendingPathComponent("out")
        let errors = theme.deletingLastPathComponent().appendingPathComponent("errors.txt")
        let status = try await ProcessSlots.withSlot {
            let glaze = try startGlaze(["render", theme.path, "--out", out.path, "--scales", "1", "--jobs", "1",
                                        "--worker-cpu-seconds", "300", "--worker-seconds", "300"],
                                       errorFile: errors)
            // SIGABRT is how a C library's abort ends a process (librsvg's panics,
            // glib's assertions); the preflights refuse every such file known.
            var worker: pid_t?
            let deadline = Date().addingTimeInterval(120)
            while worker == nil, glaze.status == nil, Date() < deadline {
                worker = ProcessStatus.children(of: glaze.pid).first { ProcessStatus.cpuSeconds(of: $0) >= 0.5 }
                // Polled on this thread, not by sleeping in a task, which could
                // wake after the render is over while other tests hold the pool.
                usleep(20_000)
            }
            let busy = try #require(worker, "no worker of glaze render used CPU; its children: \(ProcessStatus.children(of: glaze.pid).map { ($0, ProcessStatus.cpuSeconds(of: $0)) })")
            kill(busy, SIGABRT)
            return await glaze.waitForExit()
        }
        let message = try String(contentsOf: errors, encoding: .utf8)
        #expect(status == 1)
        #expect(message.contains("asset 'icon1' (tintedImage), state normal") && message.contains("icon1@1x.png")
                && message.contains("crashed its worker (ended by SIGABRT)"), "\(message)")
        #expect(message.split(separator: "\n").count == 1, "one line: \(message)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "the output folder it created is gone, staging and all")
    }

    @Test("a render past --worker-seconds fails naming the asset and the limit, and leaves an existing output as it was")
    func timeLimitedRender() async throws {
        let theme = try Self.heavyTheme(count: 1, layers: 500)
        let out = theme.deletingLastPathComponent().appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: out.appendingPathComponent("earlier.txt"))
        let result = try await runGlaze(["render", theme.path, "--out", out.path, "--scales", "1", "--worker-seconds", "1"])
        #expect(result.status == 1)
        #expect(result.error.contains("asset 'icon1'") && result.error.contains("took longer than 1 s"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["earlier.txt"])
    }

    @Test("--in-process draws in glaze itself, and the same files come out as from the workers")
    func inProcess() async throws {
        // Light: the point is the bytes, not the time two renders take.
        let theme = try Self.heavyTheme(count: 1, layers: 3, size: 200)
        let folder = theme.deletingLastPathComponent()
        let contained = try await runGlaze(["render", theme.path, "--out", folder.appendingPathComponent("workers").path, "--scales", "1"])
        let direct = try await runGlaze(["render", theme.path, "--out", folder.appendingPathComponent("direct").path, "--scales", "1",
                                   "--in-process"])
        #expect(contained.status == 0 && direct.status == 0, "\(contained.error)\(direct.error)")
        let png = "icon1@1x.png"
        #expect(try Data(contentsOf: folder.appendingPathComponent("workers/\(png)"))
                == Data(contentsOf: folder.appendingPathComponent("direct/\(png)")))
    }

    @Test("a sheet past --worker-cpu-seconds fails naming the asset it was drawing, and writes no file")
    func cpuLimitedSheet() async throws {
        let theme = try Self.heavyTheme(count: 10, layers: 60, size: 1500)
        let sheet = theme.deletingLastPathComponent().appendingPathComponent("sheet.png")
        let result = try await runGlaze(["sheet", theme.path, "-o", sheet.path, "--worker-cpu-seconds", "1"])
        #expect(result.status == 1)
        #expect(result.error.contains("drawing the contact sheet (at asset 'icon") && result.error.contains("used more than 1 CPU seconds"),
                "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: sheet.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sheet.deletingLastPathComponent().path).sorted() == ["heavy.yaml", "layers.svg"])
    }

    @Test("glaze render, glaze sheet and glaze serve take the same worker options, checked the same way")
    func workerOptions() async throws {
        let theme = try Self.heavyTheme(count: 1, layers: 1)
        for command in [["render", theme.path, "--out", "/tmp/unused"], ["sheet", theme.path, "-o", "/tmp/unused.pdf"]] {
            let result = try await runGlaze(command + ["--worker-memory", "10"])
            #expect(result.status == 64 && result.error.contains("--worker-memory must be from 256"), "\(command[0]): \(result.error)")
        }
    }
}
