#if Server
import Foundation
import GlazeTestSupport
import Testing

/// Every hostile SVG of `HostileSVG` dropped into a served folder, beside good
/// themes, while the server runs.
@Suite("glaze serve: hostile files")
struct HostileFileTests {
    /// The server's own peak resident set may not pass this: the examples and
    /// every hostile theme read, their assets served, with room for the heap.
    static let memoryBound = 512 << 20

    @Test("each is refused with its reason or rendered; the server stays up, the good themes' bytes are unchanged, memory is bounded, a stop mid-read is prompt")
    func dropped() async throws {
        try await withServerProcess { base, folder, server in
            let before = try await WorkerContainmentTests.goodFiles(base)
            let cases = HostileSVG.all
            // Written in a hidden folder, which the server does not look in, and
            // moved in whole: one change, so the server reads them all once
            // rather than again at every poll that sees a few more of them.
            let incoming = folder.appendingPathComponent(".incoming")
            try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
            for hostile in cases {
                let icon = "icon-\(hostile.name).\(hostile.fileExtension)"
                try hostile.data.write(to: incoming.appendingPathComponent(icon))
                try """
                    name: \(hostile.name)
                    assets:
                      - {name: icon, kind: tintedImage, image: \(icon), color: "#1F6FD1"}
                    """.write(to: incoming.appendingPathComponent("hostile-\(hostile.name).yaml"), atomically: true, encoding: .utf8)
            }
            try FileManager.default.moveItem(at: incoming, to: folder.appendingPathComponent("hostile"))
            let listed = try await eventually(patience(60)) {
                let themes = try await fetch(base, "/themes").text
                return cases.allSatisfy { themes.contains("\"hostile-\($0.name)\"") }
            }
            #expect(listed)
            for hostile in cases {
                let reply = try await fetch(base, "/themes/hostile-\(hostile.name)/assets/icon@2x.png", timeout: patience(60))
                switch hostile.expectation {
                case let .refused(fragments):
                    #expect(reply.status == 503, "\(hostile.name): \(reply.status) \(reply.text)")
                    #expect(reply.text.split(separator: "\n").count == 1, "\(hostile.name): one line: \(reply.text)")
                    #expect(reply.text.contains("asset 'icon'") && reply.text.contains("key 'image'"), "\(hostile.name): \(reply.text)")
                    for fragment in fragments {
                        #expect(reply.text.contains(fragment), "\(hostile.name): '\(fragment)' in \(reply.text)")
                    }
                case .renders:
                    #expect(reply.status == 200, "\(hostile.name): \(reply.status) \(reply.text)")
                }
            }
            #expect(try await fetch(base, "/healthz").status == 200)
            #expect(try await WorkerContainmentTests.goodFiles(base) == before)
            #expect(server.peakResidentBytes < Self.memoryBound, "peak \(server.peakResidentBytes) bytes")
            // A change just before the stop: SIGTERM arrives while the server
            // reads the whole folder again, which under the thread sanitizer
            // takes longer than the harness waits for a stop.
            try "# a change\n".write(to: folder.appendingPathComponent("zz-change.yaml"), atomically: true, encoding: .utf8)
            try await Task.sleep(for: .milliseconds(300))
        }
    }
}
#endif
