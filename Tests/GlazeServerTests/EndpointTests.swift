#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeServer
import GlazeTestSupport
import GlazeTheme
import NIOCore
import Testing

/// Every endpoint on a server over a copy of `Examples/`.
@Suite("glaze serve: endpoints")
struct EndpointTests {
    @Test("/healthz answers ok; /themes lists the example themes with their manifests")
    func healthAndThemes() async throws {
        try await withServerInProcess { server, _ in
            let health = try await fetch(server, "/healthz")
            #expect(health.status == 200 && health.text == "ok\n")
            let themes = try await fetch(server, "/themes")
            #expect(themes.status == 200 && themes.header("Content-Type") == "application/json")
            let list = try JSONSerialization.jsonObject(with: themes.body) as? [[String: Any]] ?? []
            #expect(list.compactMap { $0["name"] as? String } == ["brand", "dark-textured", "flat-light", "warm-glossy"])
            #expect(list.first?["manifest"] as? String == "/themes/brand/manifest.json")
        }
    }

    @Test("a manifest lists every asset and state with PNGs at 1x–3x, nine-patches for resizable ones, PDF and SVG")
    func manifest() async throws {
        try await withServerInProcess { server, _ in
            let reply = try await fetch(server, "/themes/warm-glossy/manifest.json")
            #expect(reply.status == 200)
            let manifest = try JSONDecoder().decode(Manifest.self, from: reply.body)
            let theme = try Theme(contentsOf: examplesFolder.appendingPathComponent("warm-glossy.yaml"))
            #expect(manifest.theme == theme.name)
            #expect(manifest.assets.count == theme.assets.reduce(0) { $0 + $1.states.count })
            let start = try #require(manifest.assets.first { $0.name == "start" && $0.state == "highlighted" })
            #expect(start.files.map(\.path) == ["start-highlighted@1x.png", "start-highlighted@1x.9.png", "start-highlighted@2x.png",
                                                "start-highlighted@2x.9.png", "start-highlighted@3x.png", "start-highlighted@3x.9.png",
                                                "start-highlighted.pdf", "start-highlighted.svg"])
            // Every file the manifest names is served.
            for file in start.files {
                let served = try await fetch(server, "/themes/warm-glossy/assets/\(file.path)")
                #expect(served.status == 200, "\(file.path): \(served.text)")
            }
        }
    }

    @Test("a PNG is the theme's own render, with a strong ETag, revalidation, and the look's address")
    func pngAndETags() async throws {
        try await withServerInProcess { server, folder in
            let reply = try await fetch(server, "/themes/warm-glossy/assets/start-highlighted@2x.png")
            #expect(reply.status == 200 && reply.header("Content-Type") == "image/png")
            #expect(reply.header("Cache-Control") == "no-cache")
            // The same pixels as the asset rendered directly.
            let theme = try Theme(contentsOf: folder.appendingPathComponent("warm-glossy.yaml"))
            let asset = try #require(theme.assets.first { $0.name == "start" })
            let file = AssetFile(asset: asset, state: .highlighted, scale: 2, format: .png)
            let expected = try await file.data(cache: RasterCache())
            #expect(try Image(pngData: reply.body).contentDigest == Image(pngData: expected).contentDigest)
            let tag = try #require(reply.header("ETag"))
            #expect(tag == "\"\(file.lookFileName)\"")
            #expect(reply.header("Content-Location") == "/looks/\(file.lookFileName)")

            let again = try await fetch(server, "/themes/warm-glossy/assets/start-highlighted@2x.png", headers: ["If-None-Match": tag])
            #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == tag)
            let other = try await fetch(server, "/themes/warm-glossy/assets/start-highlighted@2x.png",
                                        headers: ["If-None-Match": "\"something-else\""])
            #expect(other.status == 200)

            let look = try await fetch(server, "/looks/\(file.lookFileName)")
            #expect(look.status == 200 && look.body == reply.body && look.header("ETag") == tag)
            #expect(look.header("Cache-Control") == "public, max-age=31536000, immutable")
            let head = try await fetch(server, "/looks/\(file.lookFileName)", method: "HEAD")
            #expect(head.status == 200 && head.body.isEmpty && head.header("ETag") == tag)
        }
    }

    @Test("nine-patches read back as nine-patches, PDFs through poppler, SVGs through librsvg", .tags(.needsPoppler))
    func otherFormats() async throws {
        try await withServerInProcess { server, _ in
            let patch = try await fetch(server, "/themes/warm-glossy/assets/start@2x.9.png")
            #expect(patch.status == 200)
            let decoded = try NinePatch(pngData: patch.body, scale: 2)
            #expect(!decoded.horizontalStretches.isEmpty)

            let pdf = try await fetch(server, "/themes/warm-glossy/assets/start.pdf")
            #expect(pdf.status == 200 && pdf.header("Content-Type") == "application/pdf")
            let url = try scratchDirectory().appendingPathComponent("start.pdf")
            try pdf.body.write(to: url)
            let info = try await runToolOffPool("pdfinfo", [url.path])
            #expect(pdfInfoField(info, "Pages") == "1")

            let svg = try await fetch(server, "/themes/warm-glossy/assets/start.svg")
            #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml")
            let image = try SVGImage(data: svg.body)
            #expect(image.size.width > 0 && image.size.height > 0)
        }
    }

    @Test("a burst of identical requests for a look not yet drawn renders it once")
    func singleFlight() async throws {
        try await withServerInProcess { server, _ in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<24 {
                    group.addTask { try await fetch(server, "/themes/dark-textured/assets/slate@3x.png").status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.count == 24 && statuses.allSatisfy { $0 == 200 })
            let metrics = try await fetch(server, "/metrics").text
            #expect(metrics.contains("glaze_renders_total{format=\"png\"} 1\n"), "\(metrics)")
            #expect(metrics.contains("glaze_http_requests_total"))
        }
    }

    @Test("a cached file is sent from the cache's own storage: responses by name and by look share one buffer, uncopied")
    func cachedFilesAreNotCopied() async throws {
        try await withServerInProcess { server, _ in
            let named = try await fetch(server, "/themes/warm-glossy/assets/start@2x.png")
            let again = try await fetch(server, "/themes/warm-glossy/assets/start@2x.png")
            let look = try await fetch(server, try #require(named.header("Content-Location")))
            // Each reply keeps its buffers alive, so a copy could not reuse a freed address.
            func storage(_ reply: HTTPReply) -> [UInt?] {
                reply.buffers.map { $0.withUnsafeReadableBytes { $0.baseAddress.map { UInt(bitPattern: $0) } } }
            }
            #expect(named.status == 200 && named.body.count > 1000 && named.buffers.count == 1)
            #expect(storage(again) == storage(named) && storage(look) == storage(named), "\(storage(named)) \(storage(again)) \(storage(look))")
            #expect(again.body == named.body && look.body == named.body)
        }
    }

    @Test("/metrics exposes request counts by route and status in Prometheus' text format")
    func metrics() async throws {
        try await withServerInProcess { server, _ in
            _ = try await fetch(server, "/healthz")
            _ = try await fetch(server, "/themes/nope/manifest.json")
            let reply = try await fetch(server, "/metrics")
            #expect(reply.status == 200 && reply.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
            #expect(reply.text.contains("glaze_http_requests_total{route=\"/healthz\",status=\"200\"} 1"), "\(reply.text)")
            #expect(reply.text.contains("status=\"404\"} 1"))
            #expect(reply.text.contains("# TYPE glaze_http_request_duration_seconds histogram"))
        }
    }
}
#endif
