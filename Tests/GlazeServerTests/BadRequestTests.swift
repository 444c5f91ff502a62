#if Server
import Foundation
import GlazeServer
import GlazeTestSupport
import Testing

/// Requests the server refuses, each with a status and a one-line reason.
@Suite("glaze serve: bad requests")
struct BadRequestTests {
    /// Each with the reason the server gives ("" where the router answers on its own).
    static let unknown = [
        ("/themes/nope/manifest.json", "no theme 'nope'"),
        ("/themes/warm-glossy/assets/nope@2x.png", "theme 'warm-glossy' has no asset 'nope'"),
        ("/themes/warm-glossy/assets/start-pressed@2x.png", "asset 'start' of theme 'warm-glossy' has no state 'pressed' (it has normal, highlighted)"),
        ("/themes/warm-glossy/assets/start@9x.png", "start@9x.png: scale 9 is not one of 1, 1.5, 2, 3, 4"),
        ("/themes/warm-glossy/assets/start@0.5x.png", "start@0.5x.png: scale 0.5 is not one of 1, 1.5, 2, 3, 4"),
        ("/themes/warm-glossy/assets/start@1.0001x.png", "start@1.0001x.png: scale 1.0001 is not one of 1, 1.5, 2, 3, 4"),
        ("/themes/warm-glossy/assets/start.png", "start.png: a PNG needs its scale, as in start@2x.png"),
        ("/themes/warm-glossy/assets/start@2x.gif", "start@2x.gif: not a .png, .9.png, .pdf or .svg file"),
        ("/looks/0123456789abcdef@2x.png", "no look '0123456789abcdef'"),
        ("/themes/warm-glossy/assets/start@1.5x.png", "start@1.5x.png: asset 'start' has a cap of 11pt, which is not a whole number of pixels at 1.5x"),
        ("/nothing/here", ""),
    ]

    @Test("unknown themes, assets, states, scales and looks are 404 with a reason")
    func notFound() async throws {
        try await withServerInProcess { server, _ in
            for (path, reason) in Self.unknown {
                let reply = try await fetch(server, path)
                #expect(reply.status == 404, "\(path): \(reply.text)")
                if !reason.isEmpty {
                    #expect(reply.text == reason + "\n")
                    #expect(reply.header("Content-Type") == "text/plain; charset=utf-8")
                }
            }
        }
    }

    @Test("a nine-patch of an asset that does not stretch is 404")
    func ninePatchOfFixedAsset() async throws {
        try await withServerInProcess { server, _ in
            let manifest = try await fetch(server, "/themes/dark-textured/manifest.json").text
            // The tab bar's background does not stretch: its manifest lists no nine-patch.
            #expect(manifest.contains("tabs@2x.png") && !manifest.contains("tabs@2x.9.png"))
            let reply = try await fetch(server, "/themes/dark-textured/assets/tabs@2x.9.png")
            #expect(reply.status == 404 && reply.text == "asset 'tabs' does not stretch, so it has no nine-patch\n")
        }
    }

    static let traversals = [
        "/themes/../etc/manifest.json",
        "/themes/..%2F..%2Fetc/manifest.json",
        "/themes/%2e%2e/manifest.json",
        "/themes/warm-glossy/assets/..%2Fwarm-glossy.yaml",
        "/themes/warm-glossy/assets/.hidden@2x.png",
        "/looks/..%2F..%2Fetc%2Fpasswd",
        "/themes/warm%20glossy/manifest.json",
    ]

    @Test("path traversal in any segment is 400, however it is spelled")
    func traversal() async throws {
        try await withServerInProcess { server, _ in
            for path in Self.traversals {
                // The path reaches the router as written, as NIO's parser passes it on (curl --path-as-is).
                let reply = try await fetch(server, path)
                // A router may also answer 404 when `..` leaves no route.
                #expect(reply.status == 400 || reply.status == 404, "\(path): \(reply.status) \(reply.text)")
                #expect(!reply.text.contains("assets:") && !reply.text.contains("root:"), "\(path) leaked a file: \(reply.text)")
                if reply.status == 400 {
                    #expect(reply.text.hasSuffix("\n") && reply.text.split(separator: "\n").count == 1, "\(path): \(reply.text)")
                }
            }
        }
    }

    @Test("methods other than GET and HEAD are 405; a GET with a body is 400")
    func methodsAndBodies() async throws {
        try await withServerInProcess { server, _ in
            let post = try await fetch(server, "/themes", method: "POST", body: Data("x".utf8))
            #expect(post.status == 405, "\(post.text)")
            let withBody = try await fetch(server, "/themes", body: Data("abcd".utf8))
            #expect(withBody.status == 400 && withBody.text == "a GET request carries no body\n", "\(withBody.text)")
        }
    }

    @Test("a request over the per-request pixel budget is 422 with the numbers")
    func overBudget() async throws {
        try await withServerInProcess(configure: { $0.maximumPixelsPerRequest = 10000 }) { server, _ in
            let reply = try await fetch(server, "/themes/warm-glossy/assets/start@4x.png")
            #expect(reply.status == 422)
            #expect(reply.text.hasPrefix("start@4x.png needs ") && reply.text.hasSuffix("pixels, over the per-request budget of 10000\n"))
            let small = try await fetch(server, "/themes/warm-glossy/assets/start@1x.png")
            #expect(small.status == 200)
        }
    }

    @Test("a client that stalls mid-request is disconnected after the idle timeout; others are served meanwhile", .tags(.needsPython3))
    func stalledClient() async throws {
        try await withServer(arguments: ["--idle-timeout", "1"]) { base, _ in
            // Half a request, then nothing: how long until the server hangs up, and what it sent.
            let script = """
            import socket, sys, time
            s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
            s.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\n")
            start = time.monotonic()
            s.settimeout(20)
            data = s.recv(4096)
            print(f"{time.monotonic() - start:.2f} {len(data)}")
            """
            async let stalled = runToolOffPool("python3", ["-c", script, "\(base.port!)"])
            try await Task.sleep(for: .milliseconds(300))
            let other = try await fetch(base, "/healthz")
            #expect(other.status == 200)
            let fields = try await stalled.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            try #require(fields.count == 2, "\(fields)")
            #expect(fields[0] >= 0.7 && fields[0] < 10, "closed after \(fields[0]) s")
            #expect(fields[1] == 0, "the server answered half a request with \(fields[1]) bytes")
        }
    }

    @Test("a client that trickles a request's head a byte at a time is disconnected at the deadline", .tags(.needsPython3))
    func tricklingClient() async throws {
        try await withServer(arguments: ["--idle-timeout", "1"]) { base, _ in
            // A byte every 0.2 s. Hummingbird's idle timer counts complete request
            // heads, not bytes, so the trickle does not keep the connection alive.
            let script = """
            import socket, sys, time
            s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
            s.settimeout(0.2)
            start = time.monotonic()
            received = b""
            for byte in b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: " + b"a" * 200:
                try:
                    s.sendall(bytes([byte]))
                    chunk = s.recv(4096)
                    received += chunk
                    if not chunk:
                        break
                except socket.timeout:
                    continue
                except OSError:
                    break
            print(f"{time.monotonic() - start:.2f} {len(received)}")
            """
            let fields = try await runToolOffPool("python3", ["-c", script, "\(base.port!)"])
                .split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            try #require(fields.count == 2, "\(fields)")
            // The whole trickle would take 47 s; the deadline is 1 s.
            #expect(fields[0] >= 0.7 && fields[0] < 6, "closed after \(fields[0]) s")
            #expect(fields[1] == 0, "the server answered half a request with \(fields[1]) bytes")
        }
    }

    @Test("bad options stop glaze serve before it listens, with exit 64 and the option named", arguments: [
        (["--idle-timeout", "0"], "--idle-timeout"),
        (["--poll-interval", "5"], "--poll-interval"),
        (["--cache-memory", "0"], "--cache-memory"),
        (["--max-renders", "0"], "--max-renders"),
        (["--max-renders", "99999"], "--max-renders"),
        (["--port", "70000"], "--port"),
        (["--max-pixels", "0"], "pixel budget"),
        (["--port", "eighty"], "--port"),
    ])
    func badOptions(options: [String], named: String) async throws {
        let log = try scratchDirectory("glaze-serve-options").appendingPathComponent("stderr.txt")
        let process = try ChildProcess([glazeExecutable.path, "serve", examplesFolder.path] + options, standardError: log)
        let status = await process.waitForExit(within: 30)
        if status == nil {
            process.send(SIGKILL)
            _ = await process.waitForExit()
        }
        let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 64, "\(options): status \(status.map(String.init) ?? "none"): \(message)")
        #expect(message.contains(named) && !message.contains("serving"), "\(message)")
    }

    @Test("a theme folder that is not there is a usage error naming it")
    func missingFolder() async throws {
        let log = try scratchDirectory("glaze-serve-options").appendingPathComponent("stderr.txt")
        let process = try ChildProcess([glazeExecutable.path, "serve", "/nonexistent/themes"], standardError: log)
        let status = await process.waitForExit(within: 30)
        if status == nil {
            process.send(SIGKILL)
            _ = await process.waitForExit()
        }
        let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(status == 64 && message.contains("'/nonexistent/themes' is not a folder"), "\(message)")
    }

    @Test("an oversized request header is refused, not held")
    func hugeHeader() async throws {
        try await withServer { base, _ in
            let huge = String(repeating: "a", count: 200_000)
            let reply = try? await fetch(base, "/healthz", headers: ["X-Huge": huge])
            #expect(reply.map { $0.status >= 400 } ?? true)
            // The server still answers.
            let after = try await fetch(base, "/healthz")
            #expect(after.status == 200)
        }
    }
}
#endif
