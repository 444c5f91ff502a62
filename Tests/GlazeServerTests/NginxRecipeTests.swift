#if Server
import Foundation
import GlazeTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The recipe in docs/nginx/glaze-serve.conf, run as written on loopback: two
/// instances, Debian's nginx in front of them as balancer and cache.
@Suite("glaze serve: two instances behind nginx", .tags(.needsNginx))
struct NginxRecipeTests {
    static let recipe = examplesFolder.deletingLastPathComponent().appendingPathComponent("docs/nginx/glaze-serve.conf")

    @Test("both instances answer with the same bytes and ETags; nginx balances names and caches looks")
    func twoInstances() async throws {
        let themes = try scratchDirectory("glaze-nginx-themes").appendingPathComponent("themes")
        try FileManager.default.copyItem(at: examplesFolder, to: themes)
        try await withServer(folder: themes) { first, _ in
            try await withServer(folder: themes) { second, _ in
                try await withNginx(before: [first, second]) { nginx in
                    try await check(nginx, first: first, second: second)
                }
            }
        }
    }

    private func check(_ nginx: URL, first: URL, second: URL) async throws {
        let named = "/themes/warm-glossy/assets/start@2x.png"
        // Each instance on its own: the same validator and bytes for the same look.
        let a = try await fetch(first, named), b = try await fetch(second, named)
        #expect(a.status == 200 && b.status == 200)
        #expect(a.header("ETag") != nil && a.header("ETag") == b.header("ETag"))
        #expect(a.header("Content-Location") == b.header("Content-Location") && a.body == b.body)
        let manifestA = try await fetch(first, "/themes/warm-glossy/manifest.json")
        let manifestB = try await fetch(second, "/themes/warm-glossy/manifest.json")
        #expect(manifestA.body == manifestB.body && manifestA.header("ETag") == manifestB.header("ETag"))

        // Through nginx, a named asset (no-cache) reaches both instances in turn, with one ETag.
        var upstreams = Set<String>(), tags = Set<String>()
        for _ in 0..<6 {
            let reply = try await fetch(nginx, named)
            #expect(reply.status == 200 && reply.body == a.body)
            upstreams.insert(reply.header("X-Upstream") ?? "none")
            tags.insert(reply.header("ETag") ?? "none")
        }
        let instances = Set([first, second].map { "\($0.host!):\($0.port!)" })
        #expect(upstreams == instances, "\(upstreams)")
        #expect(tags == [a.header("ETag")!])
        let revalidated = try await fetch(nginx, named, headers: ["If-None-Match": a.header("ETag")!])
        #expect(revalidated.status == 304)

        // The look's own address is cached by nginx after its first request.
        let look = try #require(a.header("Content-Location"))
        let miss = try await fetch(nginx, look)
        #expect(miss.status == 200 && miss.header("X-Cache-Status") == "MISS" && miss.body == a.body)
        let hit = try await fetch(nginx, look)
        #expect(hit.status == 200 && hit.header("X-Cache-Status") == "HIT" && hit.body == a.body)
        #expect(hit.header("ETag") == a.header("ETag") && hit.header("Cache-Control") == "public, max-age=31536000, immutable")
        let notModified = try await fetch(nginx, look, headers: ["If-None-Match": a.header("ETag")!])
        #expect(notModified.status == 304)
    }

    /// nginx with the recipe's configuration, its ports changed to the test's,
    /// in a folder of its own; stopped (SIGQUIT, as `nginx -s quit`) after `body`.
    private func withNginx(before front: [URL], _ body: (URL) async throws -> Void) async throws {
        let prefix = try scratchDirectory("glaze-nginx")
        let port = try freeLoopbackPort()
        let configuration = try String(contentsOf: Self.recipe, encoding: .utf8)
            .replacingOccurrences(of: "127.0.0.1:8081", with: "127.0.0.1:\(front[0].port!)")
            .replacingOccurrences(of: "127.0.0.1:8082", with: "127.0.0.1:\(front[1].port!)")
            .replacingOccurrences(of: "127.0.0.1:8080", with: "127.0.0.1:\(port)")
        let file = prefix.appendingPathComponent("nginx.conf")
        try configuration.write(to: file, atomically: true, encoding: .utf8)
        let log = prefix.appendingPathComponent("stderr.txt")
        let nginx = try ChildProcess(["/usr/sbin/nginx", "-p", prefix.path, "-e", "stderr", "-c", file.path], standardError: log)
        let base = URL(string: "http://127.0.0.1:\(port)")!
        do {
            let up = try await eventually(15) {
                guard nginx.status == nil else { return true }
                return (try? await fetch(base, "/healthz"))?.status == 200
            }
            let errors = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            guard up, nginx.status == nil else { throw ServerProcessFailure(description: "nginx did not start: \(errors)") }
            try await body(base)
        } catch {
            nginx.send(SIGKILL)
            _ = await nginx.waitForExit()
            throw error
        }
        nginx.send(SIGQUIT)
        let status = await nginx.waitForExit(within: 15)
        #expect(status == 0, "nginx: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        if status == nil {
            nginx.send(SIGKILL)
            _ = await nginx.waitForExit()
        }
    }
}

/// A loopback port nothing listens on now (the kernel's choice for port 0).
func freeLoopbackPort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw ServerProcessFailure(description: "no socket: \(String(cString: strerror(errno)))") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
    }
    guard bound else { throw ServerProcessFailure(description: "no free port: \(String(cString: strerror(errno)))") }
    return Int(UInt16(bigEndian: address.sin_port))
}
#endif
