#if Server
import Foundation
import GlazeServer
import Testing

/// Cached files answered on the event loop, before the router: the same
/// answers as the router's, in order, counted and kept alive as the router's.
@Suite("glaze serve: cached files answered before the router", .tags(.needsPython3))
struct CachedFileResponderTests {
    static let cached = "/themes/warm-glossy/assets/start@2x.png"

    /// Sends `requests` on one connection, pipelined (all at once) or one at a
    /// time `pause` seconds apart, and prints each response as one line:
    /// status, then each header `name=value` but Date's, then the body's
    /// length and SHA-256; "closed" if the connection ends first.
    static let client = """
    import hashlib, socket, sys, time
    port, pipelined, pause = int(sys.argv[1]), sys.argv[2] == "pipelined", float(sys.argv[3])
    requests = [r.replace("\\\\r\\\\n", "\\r\\n").encode() for r in sys.argv[4:]]
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(60)
    buffer = b""
    def read_response(head_only):
        global buffer
        while b"\\r\\n\\r\\n" not in buffer:
            chunk = s.recv(65536)
            if not chunk:
                return "closed"
            buffer += chunk
        head, buffer = buffer.split(b"\\r\\n\\r\\n", 1)
        lines = head.decode().split("\\r\\n")
        headers = [tuple(l.split(": ", 1)) for l in lines[1:]]
        length = 0 if head_only else int(dict((k.lower(), v) for k, v in headers).get("content-length", "0"))
        while len(buffer) < length:
            chunk = s.recv(65536)
            if not chunk:
                return "closed"
            buffer += chunk
        body, buffer = buffer[:length], buffer[length:]
        shown = " ".join(f"{k.lower()}={v}" for k, v in headers if k.lower() != "date")
        return f"{lines[0].split(' ', 1)[1]} {shown} body={len(body)}:{hashlib.sha256(body).hexdigest()[:16]}"
    if pipelined:
        s.sendall(b"".join(requests))
    for request in requests:
        if not pipelined:
            s.sendall(request)
        print(read_response(request.startswith(b"HEAD")), flush=True)
        if not pipelined:
            time.sleep(pause)
    """

    static func get(_ path: String, _ headers: String = "") -> String {
        "GET \(path) HTTP/1.1\\r\\nHost: x\\r\\n\(headers)\\r\\n"
    }

    static func exchange(_ base: URL, pipelined: Bool, pause: Double = 0, _ requests: [String]) async throws -> [String] {
        let output = try await runToolOffPool("python3", ["-c", client, "\(base.port!)", pipelined ? "pipelined" : "paced", "\(pause)"] + requests)
        return output.split(separator: "\n").map(String.init)
    }

    @Test("a cached file comes with the router's status, headers and bytes, 200 and 304 alike, and is counted")
    func sameAnswers() async throws {
        try await withServerProcess { base, _, _ in
            // The first request renders through the router; `Connection: close`
            // always goes to the router; the others are answered from memory.
            let router = try await Self.exchange(base, pipelined: false, [Self.get(Self.cached, "Connection: close\\r\\n")])
            let answers = try await Self.exchange(base, pipelined: false, [Self.get(Self.cached), Self.get(Self.cached)])
            let routed = try #require(router.first).replacingOccurrences(of: " connection=close", with: "")
            #expect(routed.hasPrefix("200 OK etag=") && routed.contains("content-type=image/png") && routed.contains("server=glaze"))
            #expect(answers == [routed, routed])

            let tag = try #require(try await fetch(base, Self.cached).header("ETag"))
            let revalidated = try await Self.exchange(base, pipelined: false, [
                Self.get(Self.cached, "If-None-Match: \(tag)\\r\\nConnection: close\\r\\n"),
            ])
            let fast = try await Self.exchange(base, pipelined: false, [Self.get(Self.cached, "If-None-Match: \(tag)\\r\\n")])
            #expect(fast.count == 1 && revalidated.first?.replacingOccurrences(of: " connection=close", with: "") == fast.first)
            #expect(fast.first?.hasPrefix("304 Not Modified etag=\(tag) ") == true, "\(fast)")

            let metrics = try await fetch(base, "/metrics").text
            #expect(metrics.contains("glaze_http_requests_total{route=\"/themes/{name}/assets/{file}\",status=\"200\"} 4\n"), "\(metrics)")
            #expect(metrics.contains("glaze_http_requests_total{route=\"/themes/{name}/assets/{file}\",status=\"304\"} 2\n"), "\(metrics)")
        }
    }

    @Test("pipelined requests are answered in order: a cached file never overtakes a render the router has")
    func order() async throws {
        try await withServerProcess { base, _, _ in
            #expect(try await fetch(base, Self.cached).status == 200)
            // A render no one asked for yet (3x), then the cached file, twice,
            // then a HEAD and a 404, which the router answers.
            let uncached = "/themes/dark-textured/assets/slate@3x.png"
            let lines = try await Self.exchange(base, pipelined: true, [
                Self.get(uncached), Self.get(Self.cached), "HEAD \(Self.cached) HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n",
                Self.get(Self.cached), Self.get("/themes/warm-glossy/assets/nothing@2x.png"),
            ])
            let expected = [try await fetch(base, uncached), try await fetch(base, Self.cached)].map { $0.header("ETag") ?? "none" }
            #expect(lines.count == 5, "\(lines)")
            guard lines.count == 5 else { return }
            #expect(lines[0].contains("etag=\(expected[0])") && lines[0].hasPrefix("200"))
            #expect(lines[1].contains("etag=\(expected[1])") && lines[1].hasPrefix("200"))
            #expect(lines[2].hasPrefix("200") && lines[2].contains("etag=\(expected[1])") && lines[2].hasSuffix("body=0:e3b0c44298fc1c14"))
            #expect(lines[3] == lines[1])
            #expect(lines[4].hasPrefix("404"), "\(lines[4])")
        }
    }

    @Test("a connection busy with cached files only is not idle: it outlives the idle timeout")
    func notIdle() async throws {
        try await withServerProcess(arguments: ["--idle-timeout", "1"]) { base, _, _ in
            #expect(try await fetch(base, Self.cached).status == 200)
            // Ten requests 0.3 s apart: 3 s on one connection, past the 1 s timeout.
            let lines = try await Self.exchange(base, pipelined: false, pause: 0.3, Array(repeating: Self.get(Self.cached), count: 10))
            #expect(lines.count == 10 && lines.allSatisfy { $0.hasPrefix("200 OK") }, "\(lines)")
        }
    }
}
#endif
