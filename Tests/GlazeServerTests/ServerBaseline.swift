#if Server
import Foundation
import GlazeTestSupport
import Testing

/// What an operator's fault must leave as it found it: a good theme's files,
/// served byte for byte with the same ETags, and the server's descriptors and
/// resident memory back near where they were before the fault.
struct ServerBaseline {
    /// Files of the good example themes: PNGs at two scales of two themes, and a PDF.
    static let goodPaths = ["/themes/warm-glossy/assets/start-highlighted@2x.png", "/themes/brand/assets/reply@3x.png",
                            "/themes/brand/assets/title-bar.pdf"]

    /// Descriptors the server may hold beyond the baseline: the test's
    /// URLSession keeps one connection alive to the server, and may be between
    /// two of them (one ending at the server's idle timeout, the next opened)
    /// when a fault's test asks again.
    static let descriptorSlack = 2

    /// Resident memory the server may keep beyond the baseline without
    /// anything having leaked: glibc's malloc keeps freed blocks for reuse
    /// rather than giving every one back, and the caches fill as files are asked
    /// for. 32 MiB is well below each fault's cost when it is not contained (the
    /// issue measured 154 MB for 50 slow clients and 440 MB for 48 font edits).
    static let memorySlack = 32 << 20

    let files: [String: HTTPReply]
    let descriptors: Int
    let residentBytes: Int

    /// Fetches the good files (twice, so that both the render and the cached
    /// answer have happened) and measures the server.
    init(_ base: URL, _ server: ServerProcess) async throws {
        var files: [String: HTTPReply] = [:]
        for path in Self.goodPaths {
            _ = try await fetch(base, path)
            let reply = try await fetch(base, path)
            #expect(reply.status == 200 && reply.header("ETag") != nil, "\(path): \(reply.status) \(reply.text)")
            files[path] = reply
        }
        self.files = files
        descriptors = server.openDescriptors
        residentBytes = server.residentBytes
    }

    /// Expects the good files served as before, byte for byte with the same
    /// ETags, and the server's descriptors and memory back within the slacks
    /// (waiting up to `seconds` for them, as connections take a moment to end).
    /// Memory is not compared under ThreadSanitizer, whose shadow memory grows
    /// with every byte the server touches and is not given back.
    func expectRestored(_ base: URL, _ server: ServerProcess, memorySlack: Int = Self.memorySlack, seconds: Double = patience(30),
                        sourceLocation: SourceLocation = #_sourceLocation) async throws {
        for (path, before) in files.sorted(by: { $0.key < $1.key }) {
            let now = try await fetch(base, path)
            #expect(now.status == 200 && now.body == before.body, "\(path): \(now.status), \(now.body.count) bytes, \(before.body.count) before", sourceLocation: sourceLocation)
            #expect(now.header("ETag") == before.header("ETag"), "\(path)", sourceLocation: sourceLocation)
        }
        var descriptors = 0, resident = 0
        let settled = try await eventually(seconds) {
            descriptors = server.openDescriptors
            resident = server.residentBytes
            return descriptors <= self.descriptors + Self.descriptorSlack
                && (underThreadSanitizer || resident <= residentBytes + memorySlack)
        }
        let measured = "descriptors \(self.descriptors) before, \(descriptors) after; "
            + "resident \(residentBytes >> 20) MiB before, \(resident >> 20) MiB after"
        #expect(settled, "\(measured)", sourceLocation: sourceLocation)
    }
}
#endif
