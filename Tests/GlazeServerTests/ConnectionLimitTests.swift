#if Server
import Foundation
import GlazeTestSupport
import Testing

/// What a connection may hold of the server: a place among a bounded number,
/// responses only while it reads them, and HTTP/1.0's rules for ending.
@Suite("glaze serve: connections")
struct ConnectionLimitTests {
    @Test("HTTP/1.0 ends with its response and says so; with keep-alive it is told keep-alive; 1.1's close is answered",
          .tags(.needsPython3))
    func http10() async throws {
        try await withServerProcess { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            // Each request on its own connection: the Connection header sent
            // back, and whether the server ended the connection within 2 s.
            let script = """
            import socket, sys, time
            for request in sys.argv[2:]:
                s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
                s.settimeout(2)
                s.sendall(request.encode().replace(b"|", b"\\r\\n"))
                data, ended = b"", False
                try:
                    while True:
                        chunk = s.recv(65536)
                        if not chunk:
                            ended = True
                            break
                        data += chunk
                except socket.timeout:
                    pass
                heads = [l for l in data.decode().split("\\r\\n") if l.lower().startswith("connection:")]
                print(data.count(b"200 OK"), "ended" if ended else "open", heads[0].split(": ")[1] if heads else "-")
            """
            let lines = try await runToolOffPool("python3", ["-c", script, "\(base.port!)",
                                                             "GET /healthz HTTP/1.0||",
                                                             "GET /healthz HTTP/1.0|Connection: keep-alive||",
                                                             "GET /healthz HTTP/1.1|Host: x|Connection: close||",
                                                             "GET /healthz HTTP/1.1|Host: x||"])
                .split(separator: "\n")
            #expect(lines == ["1 ended close", "1 open keep-alive", "1 ended close", "1 open -"], "\(lines)")
            try await baseline.expectRestored(base, server)
        }
    }

    @Test("past --max-connections a connection is closed as it arrives and counted; a place frees when one closes",
          .tags(.needsPython3))
    func connectionCap() async throws {
        try await withServer(arguments: ["--max-connections", "4"]) { base, _ in
            // Four idle connections fill the server; the fifth asks for /healthz.
            let script = """
            import socket, sys, time
            port = int(sys.argv[1])
            held = [socket.create_connection(("127.0.0.1", port)) for _ in range(4)]
            time.sleep(0.5)
            s = socket.create_connection(("127.0.0.1", port))
            s.settimeout(5)
            try:
                s.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
                print("fifth", "served" if b"200 OK" in s.recv(4096) else "closed")
            except OSError:
                print("fifth closed")
            held[0].close()
            time.sleep(0.5)
            s = socket.create_connection(("127.0.0.1", port))
            s.settimeout(5)
            s.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n")
            print("after", "served" if b"200 OK" in s.recv(4096) else "closed")
            """
            let output = try await runToolOffPool("python3", ["-c", script, "\(base.port!)"])
            #expect(output.split(separator: "\n") == ["fifth closed", "after served"], "\(output)")
            let metrics = try await fetch(base, "/metrics").text
            #expect(metrics.contains("glaze_connections_refused_total 1"), "\(metrics)")
        }
    }

    @Test("a client that pipelines requests and never reads is closed at the write timeout, and the server stays small",
          .tags(.needsPython3))
    func clientThatNeverReads() async throws {
        try await withServerProcess(arguments: ["--write-timeout", "1", "--idle-timeout", "60"]) { base, _, server in
            let baseline = try await ServerBaseline(base, server)
            #expect(try await fetch(base, "/themes/warm-glossy/assets/start@3x.png").status == 200)
            // 8 connections each ask for the same cached 3x PNG 5,000 times
            // (more than the kernel's buffers hold), with a small receive
            // buffer, and never read; they stay open until the test is done
            // looking (a file appears), 30 s at most (ten times that under the
            // thread sanitizer, where a loaded machine can take longer than
            // 25 s to time all eight out).
            let script = """
            import socket, sys, threading, time
            request = b"GET /themes/warm-glossy/assets/start@3x.png HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n" * 5000
            clients = []
            def flood(s):
                try:
                    s.sendall(request)
                except OSError:
                    pass
            for _ in range(8):
                s = socket.socket()
                s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
                s.connect(("127.0.0.1", int(sys.argv[1])))
                threading.Thread(target=flood, args=(s,), daemon=True).start()
                clients.append(s)
            import os
            start = time.monotonic()
            while time.monotonic() - start < float(sys.argv[3]) and not os.path.exists(sys.argv[2]):
                time.sleep(0.1)
            """
            let done = try scratchDirectory("glaze-never-reads").appendingPathComponent("done")
            async let clients = runToolOffPool("python3", ["-c", script, "\(base.port!)", done.path, "\(patience(30))"])
            func metric(_ name: String) async throws -> Int {
                let metrics = try await fetch(base, "/metrics").text
                let line = metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }
                return line.flatMap { Double($0.split(separator: " ")[1]).map(Int.init) } ?? 0
            }
            // Each is hung up on at the write timeout, and only the metrics request stays open.
            var timedOut = 0, open = 0
            let ended = try await eventually(patience(25)) {
                timedOut = try await metric("glaze_connections_write_timeouts_total")
                open = try await metric("glaze_connections")
                return timedOut == 8 && open <= 1
            }
            #expect(ended, "write timeouts \(timedOut), open \(open)")
            try Data().write(to: done)
            _ = try await clients
            #expect(try await fetch(base, "/healthz").status == 200)
            #expect(server.peakResidentBytes < 400 << 20, "peak \(server.peakResidentBytes >> 20) MiB")
            // The 40,000 responses queued before the timeout leave freed blocks
            // in malloc's arenas: 22 MiB more than before, measured.
            try await baseline.expectRestored(base, server, memorySlack: 48 << 20)
        }
    }
}
#endif
