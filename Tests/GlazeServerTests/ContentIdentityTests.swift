#if Server
import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// Identity that a theme author cannot forge: looks, ETags and addresses are
/// SHA-256 digests, so crafting a file to collide with another theme's cannot
/// get that theme's render served.
@Suite("glaze serve: content identity")
struct ContentIdentityTests {
    @Test("two icons with one FNV-1a digest, in two themes: two looks, two ETags, two addresses, two renders")
    func fnvCollision() async throws {
        let folder = try scratchDirectory("glaze-serve-collision")
        let (first, second) = FNVCollision.icons
        #expect(FNVCollision.fnv1a64(first) == FNVCollision.fnv1a64(second))
        for (name, icon) in [("a", first), ("b", second)] {
            let themeFolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: themeFolder, withIntermediateDirectories: true)
            try icon.write(to: themeFolder.appendingPathComponent("icon.svg"))
            try FNVCollision.theme(named: name).write(to: themeFolder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        try await withServerInProcess(folder: folder) { server, _ in
            let a = try await fetch(server, "/themes/a/assets/badge@2x.png")
            let b = try await fetch(server, "/themes/b/assets/badge@2x.png")
            #expect(a.status == 200 && b.status == 200, "\(a.text) \(b.text)")
            let tags = [a.header("ETag"), b.header("ETag")]
            #expect(tags[0] != nil && tags[0] != tags[1], "\(tags)")
            let looks = [a.header("Content-Location"), b.header("Content-Location")]
            #expect(looks[0] != looks[1], "\(looks)")
            #expect(a.body != b.body, "each theme gets its own icon's render")
            // The addresses are SHA-256 digests, and each serves its own bytes.
            for (look, body) in zip(looks.compactMap { $0 }, [a.body, b.body]) {
                let expectedLength: Int = "/looks/".count + 64 + "@2x.png".count
                #expect(look.count == expectedLength, "\(look)")
                let served = try await fetch(server, look)
                #expect(served.status == 200)
                #expect(served.body == body)
            }
            let metrics = try await fetch(server, "/metrics").text
            #expect(metrics.contains("glaze_renders_total{format=\"png\"} 2"), "two renders, not one shared: \(metrics)")
        }
    }
}
#endif
