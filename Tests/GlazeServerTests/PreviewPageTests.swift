#if Server
import Foundation
import Glaze
import GlazeServer
import GlazeTestSupport
import Testing

/// The preview page, as a real browser (Debian's headless Chromium) shows it.
@Suite("glaze serve: the preview page in Chromium", .tags(.needsChromium))
struct PreviewPageTests {
    /// A screenshot of the server's `/` at 1x.
    func screenshot(_ base: URL, width: Int = 1100, height: Int = 1500) async throws -> ImageSurface {
        let shot = try scratchDirectory("glaze-preview").appendingPathComponent("preview.png")
        _ = try await runToolOffPool("chromium-headless-shell", [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=\(width),\(height)", "--screenshot=\(shot.path)", base.absoluteString + "/",
        ])
        return try ImageSurface(contentsOf: shot)
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

    @Test("an edited theme reaches an open page without a manual reload")
    func liveUpdate() async throws {
        try await withServer { base, folder in
            let page = try await ChromiumPage(URL(string: base.absoluteString + "/")!)
            do {
                let heading = "document.querySelector('#theme-warm-glossy h2').firstChild.textContent"
                let opened = try await eventually(20) {
                    try await page.evaluate("document.readyState === 'complete' && events.readyState === EventSource.OPEN") as? Bool == true
                }
                #expect(opened, "the page did not load or did not subscribe to /events")
                let before = try await page.evaluate(heading) as? String
                #expect(before == "Warm glossy ")
                // Gone once the page has reloaded itself.
                _ = try await page.evaluate("window.notReloaded = true")

                let file = folder.appendingPathComponent("warm-glossy.yaml")
                let text = try String(contentsOf: file, encoding: .utf8)
                try text.replacingOccurrences(of: "name: Warm glossy", with: "name: Warm glossy, edited")
                    .replacingOccurrences(of: "color: \"#A60D0D\"", with: "color: \"#0D6BA6\"")
                    .write(to: file, atomically: true, encoding: .utf8)
                // The page reloads itself: an evaluation that meets the navigation
                // ("Inspected target navigated or closed") is tried again, not an error.
                let updated = try await eventually(20) {
                    (try? await page.evaluate(heading)) as? String == "Warm glossy, edited "
                }
                #expect(updated, "the page never showed the edited theme")
                let marker = try await page.evaluate("window.notReloaded")
                #expect(marker == nil, "the page changed without reloading")
                // The new look's image arrived: the start button is blue now.
                let drawn = try await eventually(20) {
                    (try? await page.evaluate("[...document.images].every(i => i.complete && i.naturalWidth > 0)")) as? Bool == true
                }
                #expect(drawn)
                // The theme is below the fold: scrolled into view first.
                let start = try #require(try await page.evaluate("""
                    (image => { image.scrollIntoView({ block: 'center' });
                                const r = image.getBoundingClientRect();
                                return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height * 0.75)]; })
                    (document.querySelector('img[alt="start@2x.png"]'))
                    """) as? [Int])
                let png = try await page.screenshot()
                if let keep = ProcessInfo.processInfo.environment["GLAZE_LIVE_SCREENSHOT"] { try png.write(to: URL(fileURLWithPath: keep)) }
                let shot = try ImageSurface(pngData: png)
                try #require(start.count == 2 && (0..<shot.pixelWidth).contains(start[0]) && (0..<shot.pixelHeight).contains(start[1]))
                let pixel = shot.withPixels { $0[start[0], start[1]] }
                #expect(pixel.blue > pixel.red + 60, "\(pixel) at \(start)")
            } catch {
                await page.close()
                throw error
            }
            await page.close()
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
