#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeServer
import GlazeTestSupport
import GlazeTheme
import Testing

/// A kind's own states over HTTP: `ASSET-STATE` names each, the manifest lists
/// them, and each is its own look.
@Suite("glaze serve: states by URL")
struct StateURLTests {
    @Test("a switch's off, on and disabled are served by name, each its own look; other names are 404s")
    func switchStates() async throws {
        let folder = try scratchDirectory("glaze-serve-states")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "assets:\n  - {name: wifi, kind: switch, states: [off, on, disabled]}\n"
            .write(to: folder.appendingPathComponent("switches.yaml"), atomically: true, encoding: .utf8)
        try await withServer(folder: folder) { base, _ in
            let manifest = try JSONDecoder().decode(Manifest.self, from: try await fetch(base, "/themes/switches/manifest.json").body)
            #expect(manifest.assets.map(\.state) == ["off", "on", "disabled"])
            #expect(manifest.assets[1].files.first?.path == "wifi-on@1x.png")
            var tags: Set<String> = []
            for (state, knob, track) in [("off", 22, 80), ("on", 80, 22)] {
                let reply = try await fetch(base, "/themes/switches/assets/wifi-\(state)@2x.png")
                #expect(reply.status == 200 && reply.header("Content-Type") == "image/png", "\(state): \(reply.text)")
                try tags.insert(#require(reply.header("ETag")))
                // The knob is white where the state puts it; the track shows at the other end.
                try Image(pngData: reply.body, scale: 2).withPixels { pixels in
                    #expect(pixels[knob, 31] == Pixel(red: 255, green: 255, blue: 255, alpha: 255), "\(state)")
                    #expect(pixels[track, 31] != Pixel(red: 255, green: 255, blue: 255, alpha: 255), "\(state)")
                }
            }
            let disabled = try await fetch(base, "/themes/switches/assets/wifi-disabled.svg")
            #expect(disabled.status == 200 && disabled.header("Content-Type") == "image/svg+xml")
            try tags.insert(#require(disabled.header("ETag")).replacingOccurrences(of: ".svg", with: "@2x.png"))
            #expect(tags.count == 3, "three looks: \(tags)")
            for missing in ["wifi", "wifi-normal", "wifi-highlighted", "wifi-On"] {
                let reply = try await fetch(base, "/themes/switches/assets/\(missing)@2x.png")
                #expect(reply.status == 404 && reply.text.contains("has no state"), "\(missing): \(reply.status) \(reply.text)")
            }
        }
    }
}
#endif
