import Foundation
import GlazeTestSupport
import GlazeTheme
import Testing

/// `glaze render` stages its files in `OUT/.glaze-staging-UUID`, locked by a
/// `.lock` file beside it for the run's life. A run that is killed leaves that
/// folder; the next render into the same output removes it, and never one
/// whose lock is held or anything else.
@Suite("glaze render: staging folders of killed, interrupted and live runs")
struct CLIStagingTests {
    /// 150 glossy buttons in two states: about two seconds at three scales and
    /// three formats on one job, long enough to be caught mid-run.
    static func bigTheme() throws -> URL {
        let assets = (0..<150).map { index in
            "  - {name: b\(index), kind: glossyButton, color: \"#\(String(format: "%02X%02X40", index * 37 % 256, index * 91 % 256))\", "
                + "height: \(30 + index % 40), states: [normal, highlighted]}"
        }
        return try themeFile("big.yaml", "assets:\n" + assets.joined(separator: "\n") + "\n")
    }

    static func renderArguments(_ theme: URL, into out: URL) -> [String] {
        ["render", theme.path, "--out", out.path, "--scales", "1,2,3", "--formats", "png,pdf,svg", "--jobs", "1", "--quiet"]
    }

    /// The names in `out` that start with `.glaze-staging-`, sorted.
    static func stagingNames(in out: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix(".glaze-staging-") }.sorted()
    }

    /// Waits until `process` has staged a few files in `out`; false if it ends first.
    /// Polled on this thread, not by sleeping in a task: a task could wake after
    /// the render is over, when the pool's threads are busy with other tests.
    static func waitForStagedFiles(in out: URL, of process: ChildProcess) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while process.status == nil, Date() < deadline {
            for name in stagingNames(in: out) where !name.hasSuffix(".lock") {
                let staged = (try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(name).path)) ?? []
                if staged.count >= 10 { return true }
            }
            usleep(10_000)
        }
        return false
    }

    /// A staging folder and its lock file, as a run makes them; `locked` holds
    /// the lock with this process as the owner. Returns the folder's name and
    /// the lock's descriptor (-1 when not locked).
    static func stagingFolder(in out: URL, locked: Bool) throws -> (name: String, descriptor: Int32) {
        let name = ".glaze-staging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: false)
        try Data("staged".utf8).write(to: out.appendingPathComponent(name).appendingPathComponent("a@2x.png"))
        let descriptor = open(out.appendingPathComponent(name + ".lock").path, O_RDONLY | O_CREAT | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        guard locked else {
            close(descriptor)
            return (name, -1)
        }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return (name, descriptor)
    }

    @Test("killed with SIGKILL mid-run: the staging folder stays, and the next render removes it and completes")
    func killedRun() async throws {
        let theme = try Self.bigTheme()
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("assets")
        let arguments = Self.renderArguments(theme, into: out)
        let status = try await ProcessSlots.withSlot {
            let process = try startGlaze(arguments, errorFile: scratch.appendingPathComponent("stderr"))
            #expect(Self.waitForStagedFiles(in: out, of: process), "the render ended before it could be killed")
            process.send(SIGKILL)
            return await process.waitForExit()
        }
        #expect(status == 128 + SIGKILL)
        let left = Self.stagingNames(in: out)
        let folder = left.first ?? ""
        #expect(left == [folder, folder + ".lock"], "the killed run's folder and lock: \(left)")

        let again = try await runGlaze(arguments)
        #expect(again.status == 0, "\(again.error)")
        #expect(Self.stagingNames(in: out).isEmpty, "the orphan is removed")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json")))
        let listed = manifest.assets.flatMap { $0.files.map(\.path) }
        let expectedFiles = 150 * 2 * 5   // 150 assets, two states, five scales
        #expect(listed.count == expectedFiles)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out.path)) == Set(listed + ["manifest.json"]), "complete, nothing else")
    }

    @Test("SIGINT and SIGTERM mid-run: the render stops, removes its staging folder, and ends by the signal",
          arguments: [SIGINT, SIGTERM])
    func interruptedRun(signal: Int32) async throws {
        let theme = try Self.bigTheme()
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A folder the render creates, which it removes again when it stops.
        let out = scratch.appendingPathComponent("assets")
        let errorFile = scratch.appendingPathComponent("stderr")
        let status = try await ProcessSlots.withSlot {
            let process = try startGlaze(Self.renderArguments(theme, into: out), errorFile: errorFile)
            #expect(Self.waitForStagedFiles(in: out, of: process), "the render ended before it could be interrupted")
            process.send(signal)
            return await process.waitForExit()
        }
        #expect(status == 128 + signal)
        let error = try String(contentsOf: errorFile, encoding: .utf8)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(error == "glaze: \(theme.path): interrupted by \(name); nothing written\n", "\(error)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing left: \(Self.stagingNames(in: out))")
    }

    @Test("a live run's staging folder is left alone; orphans go; names that are not Glaze's staging are never touched")
    func liveFolder() async throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let live = try Self.stagingFolder(in: out, locked: true)
        let orphan = try Self.stagingFolder(in: out, locked: false)
        // Not Glaze's: a name that only looks like it, a lower-case UUID, and a
        // folder without a lock file (as Glaze wrote them before locks: maybe live).
        let unlocked = ".glaze-staging-\(UUID().uuidString)"
        let others = [".glaze-staging-mine", ".glaze-staging-\(UUID().uuidString.lowercased())", unlocked]
        for name in others {
            try FileManager.default.createDirectory(at: out.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        try Data("keep".utf8).write(to: out.appendingPathComponent(".glaze-staging-\(UUID().uuidString).txt"))

        let theme = examplesDirectory.appendingPathComponent("flat-light.json").path
        let first = try await runGlaze(["render", theme, "--out", out.path])
        #expect(first.status == 0, "\(first.error)")
        let after = Self.stagingNames(in: out)
        #expect(after.contains(live.name) && after.contains(live.name + ".lock"), "the live folder stays: \(after)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(live.name).appendingPathComponent("a@2x.png").path))
        #expect(!after.contains(orphan.name) && !after.contains(orphan.name + ".lock"), "the orphan goes: \(after)")
        #expect(after.count == 2 + others.count + 1, "the others stay: \(after)")

        // Once its owner lets go, the same folder is an orphan.
        close(live.descriptor)
        let second = try await runGlaze(["render", theme, "--out", out.path])
        #expect(second.status == 0, "\(second.error)")
        #expect(!Self.stagingNames(in: out).contains(live.name))
    }
}
