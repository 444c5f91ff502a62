#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import GlazeTheme
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What an operator does to a running `glaze serve` — deploys that keep file
/// times, ConfigMap swaps, links out of the folder, edit after edit of a large
/// theme, more connections than descriptors — each done to the real server,
/// which must serve the change and go on serving a good theme byte for byte,
/// its descriptors and memory back near where they started
/// (``ServerBaseline``).
@Suite("glaze serve: operator faults")
struct OperatorFaultTests {
    /// A one-button theme in `color`; every colour `#RRGGBB` gives a file of the same length.
    static func theme(_ color: String) -> String {
        "name: Reload\nassets:\n  - {name: start, kind: glossyButton, color: \"\(color)\", height: 44}\n"
    }

    /// The button of ``theme(_:)`` at 2x as this process renders it.
    static func button(_ color: String) async throws -> Data {
        let asset = try Theme(yaml: theme(color), file: "/themes/reload.yaml").assets[0]
        return try await AssetFile(asset: asset, state: .normal, scale: 2, format: .png).data(cache: RasterCache())
    }

    static let buttonPath = "/themes/reload/assets/start@2x.png"

    /// Waits for the server to serve `expected` at ``buttonPath`` under an ETag
    /// other than `oldTag`, and returns how long that took.
    static func served(_ expected: Data, after oldTag: String?, at base: URL) async throws -> Duration {
        let clock = ContinuousClock(), start = clock.now
        var reply: HTTPReply?
        // The reload time stated in ServingThemes.md is the next poll (100 ms
        // here); 10 s allows a loaded machine and stays well below the minute
        // after which the periodic sweep would read the theme whatever the stamps said.
        let changed = try await eventually(patience(10)) {
            reply = try await fetch(base, buttonPath)
            return reply?.header("ETag") != oldTag
        }
        #expect(changed, "still the old look after 10 s")
        #expect(reply?.status == 200 && reply?.body == expected, "\(reply?.status ?? 0): \(reply?.body.count ?? 0) bytes")
        return clock.now - start
    }

    static func modificationTime(_ path: String) throws -> timespec {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return status.st_mtim
    }

    @Test("a theme replaced by one of the same size and modification time is served, with its new ETag, at the next poll")
    func sameSizeAndTimeReplacement() async throws {
        let folder = try copyOfExamples()
        let file = folder.appendingPathComponent("reload.yaml")
        try Self.theme("#A60D0D").write(to: file, atomically: true, encoding: .utf8)
        try await withServerProcess(folder: folder) { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            let red = try await fetch(base, Self.buttonPath), redButton = try await Self.button("#A60D0D")
            #expect(red.status == 200 && red.body == redButton)
            // As rsync -t, tar and Nix deploy: a new file renamed over the old
            // one, with the old one's time to the nanosecond.
            var times = [try Self.modificationTime(file.path), try Self.modificationTime(file.path)]
            try Self.theme("#0DA60D").write(to: file, atomically: true, encoding: .utf8)
            #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
            _ = try await Self.served(try await Self.button("#0DA60D"), after: red.header("ETag"), at: base)
            try await baseline.expectRestored(base, server)
        }
    }

    @Test("a ConfigMap's ..data swap is served; a theme linking out of the folder is refused, named in the log, never read")
    func configMapSwapAndEscape() async throws {
        let folder = try copyOfExamples()
        let manager = FileManager.default
        // The kubelet's layout: the visible name links through ..data to a
        // hidden timestamped folder; an update swaps ..data atomically.
        func version(_ name: String, _ color: String) throws {
            let directory = folder.appendingPathComponent(name)
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Self.theme(color).write(to: directory.appendingPathComponent("reload.yaml"), atomically: false, encoding: .utf8)
        }
        try version("..2026_11_26_10_00_00.1", "#A60D0D")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("..data").path, withDestinationPath: "..2026_11_26_10_00_00.1")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("reload.yaml").path, withDestinationPath: "..data/reload.yaml")
        // A theme outside the folder, and a link to it inside.
        let outside = try scratchDirectory("glaze-outside").appendingPathComponent("secret.yaml")
        try Self.theme("#0D0DA6").write(to: outside, atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("escape.yaml").path, withDestinationPath: outside.path)

        try await withServerProcess(folder: folder) { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            let red = try await fetch(base, Self.buttonPath), redButton = try await Self.button("#A60D0D")
            #expect(red.status == 200 && red.body == redButton)

            try version("..2026_11_26_10_05_00.2", "#0DA60D")
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("..data_tmp").path,
                                           withDestinationPath: "..2026_11_26_10_05_00.2")
            #expect(rename(folder.appendingPathComponent("..data_tmp").path, folder.appendingPathComponent("..data").path) == 0)
            try manager.removeItem(at: folder.appendingPathComponent("..2026_11_26_10_00_00.1"))
            _ = try await Self.served(try await Self.button("#0DA60D"), after: red.header("ETag"), at: base)

            let escape = try await fetch(base, "/themes/escape/assets/start@2x.png"), secret = try await Self.button("#0D0DA6")
            #expect(escape.status != 200 && escape.body != secret, "\(escape.status) \(escape.text)")
            let refused = ServerLogTests.lines(server.standardError, with: [
                "error", "theme does not read", "theme=escape",
                "escape.yaml is a symbolic link that leaves the served folder; it is not read"])
            #expect(refused.count == 1, "\(server.standardError)")
            try await baseline.expectRestored(base, server)
        }
    }

    @Test("thirty edits of a theme with a 2 MiB image under --look-memory 4: resident memory levels off",
          .disabled(if: underThreadSanitizer, "ThreadSanitizer's shadow memory grows with every byte touched: no level to see"))
    func editsOfALargeTheme() async throws {
        let folder = try copyOfExamples()
        let big = folder.appendingPathComponent("big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        // An icon with 2 MiB of comment: every version of the theme holds its bytes.
        let icon = try String(contentsOf: examplesFolder.appendingPathComponent("brand/icons/reply.svg"), encoding: .utf8)
        let comment = "<!-- " + String(repeating: "glaze ", count: (2 << 20) / 6) + "-->\n"
        try (comment + icon).write(to: big.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
        let file = big.appendingPathComponent("big.yaml")
        func edit(_ number: Int) throws {
            let color = String(format: "#%02X%02X%02X", 0x20 + number, 0x60, 0xD0 - number)
            try "name: Big\nassets:\n  - {name: icon, kind: tintedImage, image: icon.svg, color: \"\(color)\"}\n"
                .write(to: file, atomically: true, encoding: .utf8)
        }
        try edit(0)
        try await withServerProcess(folder: folder, arguments: ["--look-memory", "4"]) { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            func reads() -> Int { ServerLogTests.lines(server.standardError, with: ["theme read", "theme=big"]).count }
            var settled = 0
            for number in 1...30 {
                let before = reads()
                try edit(number)
                let read = try await eventually(patience(10)) { reads() > before }
                #expect(read, "edit \(number) was not read: \(server.standardError.suffix(500))")
                // By now the registry holds as many versions as 4 MiB allows.
                if number == 10 { settled = server.residentBytes }
            }
            let last = server.residentBytes
            // Measured: 9 MiB more (malloc's arenas settling); without the
            // budget the last 20 versions' images alone add 40 MiB (52 measured).
            #expect(last - settled < 24 << 20, "\(settled >> 20) MiB after 10 edits, \(last >> 20) MiB after 30")
            let icon = try await fetch(base, "/themes/big/assets/icon@2x.png")
            #expect(icon.status == 200, "\(icon.text)")
            // The registry's 4 MiB budget and the current version's image come on top of the usual slack.
            try await baseline.expectRestored(base, server, memorySlack: ServerBaseline.memorySlack + (4 << 20) + (2 << 20))
        }
    }

    /// Under `ulimit -n 256`, the cap asked for (`nil`: the default, 4,096)
    /// and the one the server holds to: 100 as asked, or 190 that the limit
    /// leaves room for beside one worker.
    static let caps: [(asked: Int?, held: Int)] = [(100, 100), (nil, 190)]

    @Test("under ulimit -n 256, 300 idle connections leave /healthz, theme reads and the rest working",
          .tags(.needsPython3), arguments: caps)
    func descriptorExhaustion(asked: Int?, held: Int) async throws {
        let scratch = try scratchDirectory("glaze-exhaustion")
        let ready = scratch.appendingPathComponent("ready"), done = scratch.appendingPathComponent("done")
        // 300 connections, held idle until the test is done looking; then, on
        // each one the server kept, /healthz (the first also /metrics).
        let script = """
        import os, socket, sys, time
        port = int(sys.argv[1])
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(300)]
        time.sleep(1)
        open(sys.argv[2], "w").close()
        start = time.monotonic()
        while time.monotonic() - start < float(sys.argv[4]) and not os.path.exists(sys.argv[3]):
            time.sleep(0.1)
        answered, closed, refused = 0, 0, "-"
        for i, s in enumerate(held):
            s.settimeout(10)
            try:
                if i == 0:
                    s.sendall(b"GET /metrics HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
                    data = b""
                    while b"glaze_connections_refused_total" not in data or not data.endswith(b"\\n"):
                        chunk = s.recv(65536)
                        if not chunk:
                            break
                        data += chunk
                    for line in data.decode().split("\\n"):
                        if line.startswith("glaze_connections_refused_total "):
                            refused = line.split(" ")[1]
                s.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n")
                reply = s.recv(4096)
                if b"200 OK" in reply:
                    answered += 1
                else:
                    closed += 1
            except OSError:
                closed += 1
            s.close()
        print(answered, closed, refused)
        """
        let arguments = ["--max-renders", "1"] + (asked.map { ["--max-connections", "\($0)"] } ?? [])
        try await withServerProcess(arguments: arguments, descriptorLimit: 256) { base, folder, server in
            #expect(ServerLogTests.lines(server.standardError, with: ["descriptor limit", "openFiles=256"]).count == 1,
                    "\(server.standardError)")
            let lowered = ServerLogTests.lines(server.standardError, with: ["notice", "connection cap lowered", "maxConnections=\(held)"])
            #expect(lowered.count == (asked == nil ? 1 : 0), "\(server.standardError)")
            let baseline = try await ServerBaseline(base, server)
            async let clients = runToolOffPool("python3", ["-c", script, "\(base.port!)", ready.path, done.path, "\(patience(120))"])
            let holding = try await eventually(patience(60)) { FileManager.default.fileExists(atPath: ready.path) }
            #expect(holding)
            #expect(server.openDescriptors < 256, "\(server.openDescriptors) descriptors")
            // The server can still open files: a theme added now is read.
            try OperatorFaultTests.theme("#A60D0D").write(to: folder.appendingPathComponent("pressure.yaml"),
                                                          atomically: true, encoding: .utf8)
            let read = try await eventually(patience(10)) {
                !ServerLogTests.lines(server.standardError, with: ["theme read", "theme=pressure"]).isEmpty
            }
            #expect(read, "\(server.standardError.suffix(1000))")
            try Data().write(to: done)
            // The kept ones are answered, as many as the cap (less one, which
            // may be the test's own keep-alive connection); the rest were
            // closed as they arrived, and counted.
            let output = (try await clients).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let answered = Int(output.first ?? "") ?? 0
            #expect(output.count == 3 && (held - 1...held).contains(answered) && output[1] == "\(300 - answered)"
                    && output[2] == "\(300 - answered)", "answered, closed, counted as refused: \(output)")
            #expect(try await fetch(base, "/healthz").status == 200)
            #expect(try await fetch(base, Self.buttonPath.replacingOccurrences(of: "reload", with: "pressure")).status == 200)
            // No theme was taken for removed while descriptors were short.
            #expect(ServerLogTests.lines(server.standardError, with: ["theme removed"]).isEmpty, "\(server.standardError)")
            try await baseline.expectRestored(base, server)
        }
    }
}
#endif
