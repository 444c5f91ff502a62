#if Server
import Foundation
import Glaze
import GlazeServer
import GlazeTestSupport
import Testing

/// The preview page, as a real browser (Debian's headless Chromium) shows it.
@Suite("glaze serve: the preview page in Chromium")
struct PreviewPageTests {
    /// A screenshot of the server's `/` at 1x.
    func screenshot(_ base: URL, width: Int = 1100, height: Int = 1500) async throws -> ImageSurface {
        let shot = try scratchDirectory("glaze-preview").appendingPathComponent("preview.png")
        _ = try await runToolOffPool("chromium-headless-shell", [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", base.absoluteString + "/",
        ])
        return try ImageSurface(contentsOfPNG: shot)
    }

    /// Pixels whose colour is far from grey: the assets, not the page.
    func colourful(_ surface: ImageSurface) -> Int {
        surface.withPixels { pixels in
            var count = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let p = pixels[x, y]
                    if Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 60 { count += 1 }
                }
            }
            return count
        }
    }

    /// Pixels of the error box's background, #FDE7E7.
    func errorBox(_ surface: ImageSurface) -> Int {
        surface.withPixels { pixels in
            var count = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width where pixels[x, y] == Pixel(red: 0xFD, green: 0xE7, blue: 0xE7, alpha: 255) { count += 1 }
            }
            return count
        }
    }

    @Test("the page shows every theme's assets, drawn by the server, and subscribes to changes")
    func assetsShow() async throws {
        try await withServer { base, _ in
            let page = try await fetch(base, "/").text
            #expect(page.contains("new EventSource('/events')"))
            #expect(page.contains("<img src=\"/themes/warm-glossy/assets/start@2x.png\""))
            #expect(page.contains("border-image: url('/themes/warm-glossy/assets/start@2x.png')"))
            let surface = try await screenshot(base)
            // GLAZE_SERVE_SCREENSHOT=FILE keeps it (the README's picture).
            if let keep = ProcessInfo.processInfo.environment["GLAZE_SERVE_SCREENSHOT"] {
                try surface.writePNG(to: URL(fileURLWithPath: keep))
            }
            // The images arrived: a good part of the page is the assets' colour.
            #expect(colourful(surface) > 20_000, "\(colourful(surface)) colourful pixels")
            #expect(errorBox(surface) == 0)
        }
    }

    @Test("a theme that does not read shows its error in a red box")
    func errorShows() async throws {
        let folder = try scratchDirectory("glaze-preview-broken")
        try Data("name: Broken\nassets: [ {\n".utf8).write(to: folder.appendingPathComponent("broken.yaml"))
        try await withServer(folder: folder) { base, _ in
            let surface = try await screenshot(base, width: 900, height: 400)
            #expect(errorBox(surface) > 2_000)
        }
    }
}
#endif
