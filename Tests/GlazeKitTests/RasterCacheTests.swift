import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import Synchronization
import Testing

/// A badge with caps of 5 that may be drawn at its minimum frame.
struct CapBadge: Rasterizable {
    var color: Color
    var identifier = 0
    static var cacheKeyName: String { "CapBadge" }
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["color": color] }
    var capInsets: EdgeInsets { EdgeInsets(all: 5) }
    var usesMinimumFrameForCaps: Bool { true }
    func draw(in rect: CGRect, on canvas: Canvas) throws {
        try canvas.fill(Path(roundedRect: rect, cornerRadius: 5), with: .color(color))
    }
}

/// A look that takes a while to draw, so that concurrent requests overlap.
struct SlowLook: Rasterizable {
    var tint: Double
    static var cacheKeyName: String { "SlowLook" }
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["tint": tint] }
    func draw(in rect: CGRect, on canvas: Canvas) throws {
        Thread.sleep(forTimeInterval: 0.15)
        try canvas.fill(rect, with: .color(Color(white: tint)))
    }
}

/// A look whose colour lives outside its key, as when something outside the look
/// changed: only a fresh render shows the new colour.
struct PaintedLook: Rasterizable {
    final class Paint: Sendable {
        private let color = Mutex(Color.red)
        var current: Color {
            get { color.withLock { $0 } }
            set { color.withLock { $0 = newValue } }
        }
    }

    var paint: Paint
    static var cacheKeyName: String { "PaintedLook" }
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { [:] }
    func draw(in rect: CGRect, on canvas: Canvas) throws {
        try canvas.fill(rect, with: .color(paint.current))
    }
}

@Suite("Raster cache")
struct RasterCacheTests {
    static let looks: [ButtonBackgroundLook] = [
        ButtonBackgroundLook(.glossy(GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05)))),
        ButtonBackgroundLook(.glossy(GlossyButton(color: Color(red: 0.05, green: 0.05, blue: 0.65)))),
        ButtonBackgroundLook(.hybrid(HybridBackground())),
        ButtonBackgroundLook(.hybrid(HybridBackground()), state: .highlighted),
    ]

    @Test("a table of 1,000 buttons with 4 looks and widths from 80 to 320 renders exactly 4 images")
    func thousandButtons() throws {
        let cache = try RasterCache()
        let table = try ImageSurface(width: 340, height: 400, scale: 1)
        try table.draw { canvas in
            for index in 0..<1000 {
                var look = Self.looks[index % 4]
                if case var .glossy(button) = look.kind {
                    button.title = ButtonTitle("Row \(index)")  // not part of the look
                    look.kind = .glossy(button)
                }
                let width = CGFloat(80 + (index * 37) % 241)
                let height: CGFloat = index % 4 < 2 ? 44 : 37
                let raster = try cache.raster(for: look, size: CGSize(width: width, height: height), scale: 1)
                try raster.draw(in: CGRect(x: 10, y: CGFloat(index % 9) * 44, width: width, height: height), on: canvas)
            }
        }
        let stats = cache.statistics
        #expect(stats.renders == 4 && stats.misses == 4 && stats.hits == 996 && stats.entries == 4, "\(stats)")
        #expect(stats.bytes == [23 * 44, 23 * 44, 11 * 37, 11 * 37].map { $0 * 4 }.reduce(0, +))
    }

    @Test("the minimum-frame image of a cap-5 component is 11 × 11 at 1x, 22 × 22 at 2x")
    func minimumFrame() throws {
        let cache = try RasterCache()
        let one = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 200, height: 30), scale: 1)
        #expect(one.image.pixelWidth == 11 && one.image.pixelHeight == 11 && one.capInsets == EdgeInsets(all: 5))
        let two = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 90, height: 60), scale: 2)
        #expect(two.image.pixelWidth == 22 && two.image.pixelHeight == 22)
        #expect(cache.statistics.renders == 2, "one look per scale, whatever the size")
    }

    @Test("eight concurrent requests for one look render it once")
    func singleFlight() async throws {
        let cache = try RasterCache()
        let results = try await withThrowingTaskGroup(of: CachedRaster.self) { group in
            for _ in 0..<8 {
                group.addTask { try await cache.rasterAsync(for: SlowLook(tint: 0.5), size: CGSize(width: 10, height: 10), scale: 1) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Requests that start after the render is done are plain hits, not coalesced ones.
        #expect(cache.statistics.renders == 1 && cache.statistics.hits == 7, "\(cache.statistics)")
        #expect(Set(results.map { ObjectIdentifier($0.image) }).count == 1, "every request got the same image")
    }

    @Test("synchronous requests from several threads outside any task also share one render")
    func singleFlightSync() throws {
        let cache = try RasterCache()
        let threads = (0..<4).map { _ in
            Thread { _ = try? cache.raster(for: SlowLook(tint: 0.25), size: CGSize(width: 10, height: 10), scale: 1) }
        }
        threads.forEach { $0.start() }
        while !threads.allSatisfy(\.isFinished) { Thread.sleep(forTimeInterval: 0.01) }
        #expect(cache.statistics.renders == 1 && cache.statistics.coalesced == 3, "\(cache.statistics)")
    }

    @Test("eviction keeps the byte budget, dropping the least recently used look")
    func eviction() throws {
        // Each badge is 11 × 11 × 4 = 484 bytes; the budget holds three.
        let cache = try RasterCache(memoryBudget: 3 * 484)
        let colors = [Color.red, .green, .blue, .cyan, .magenta]
        for color in colors.prefix(3) { _ = try cache.raster(for: CapBadge(color: color), size: CGSize(width: 20, height: 20), scale: 1) }
        _ = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 1)  // red is used again
        for color in colors.suffix(2) { _ = try cache.raster(for: CapBadge(color: color), size: CGSize(width: 20, height: 20), scale: 1) }
        let stats = cache.statistics
        #expect(stats.bytes <= 3 * 484 && stats.entries == 3 && stats.evictions == 2, "\(stats)")
        // Green and blue were least recently used; red survived.
        _ = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 1)
        #expect(cache.statistics.renders == 5)
        _ = try cache.raster(for: CapBadge(color: .green), size: CGSize(width: 20, height: 20), scale: 1)
        #expect(cache.statistics.renders == 6)
    }

    @Test("the disk layer survives a restart and rejects a corrupt file by rendering again")
    func diskLayer() throws {
        let directory = temporaryURL("raster-cache")
        defer { try? FileManager.default.removeItem(at: directory) }
        let look = Self.looks[0], size = CGSize(width: 200, height: 44)
        let first = try RasterCache(directory: directory)
        let original = try first.raster(for: look, size: size, scale: 2)
        #expect(first.statistics.renders == 1 && first.statistics.diskWrites == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["v2"], "one folder per layout version")
        let layout = directory.appendingPathComponent("v2")
        let files = try FileManager.default.contentsOfDirectory(atPath: layout.path).sorted()
        #expect(files == [original.key.fileName + ".json", original.key.fileName + ".png"])
        #expect(original.key.fileName.count == 64, "a SHA-256 digest")

        let restarted = try RasterCache(directory: directory)
        let read = try restarted.raster(for: look, size: size, scale: 2)
        #expect(restarted.statistics.renders == 0 && restarted.statistics.diskHits == 1)
        #expect(try read.image.pngData() == original.image.pngData())

        try Data("not a png".utf8).write(to: layout.appendingPathComponent(original.key.fileName + ".png"))
        let third = try RasterCache(directory: directory)
        let rerendered = try third.raster(for: look, size: size, scale: 2)
        #expect(third.statistics.diskRejects == 1 && third.statistics.renders == 1)
        #expect(try rerendered.image.pngData() == original.image.pngData())
        #expect(try RasterCache(directory: directory).raster(for: look, size: size, scale: 2).image.pixelWidth == 46, "the file was rewritten")
    }

    @Test("files of the first layout (FNV-1a names and checksums) are never read, nor records without a version")
    func diskLayoutVersion() throws {
        let directory = temporaryURL("raster-cache-v1")
        defer { try? FileManager.default.removeItem(at: directory) }
        let look = Self.looks[0], size = CGSize(width: 200, height: 44)
        let key = try RasterCache().key(for: look, size: size, scale: 2)
        // What version 1 wrote for this look: its FNV-1a name in the folder itself,
        // here holding another picture under a record that would have matched.
        let impostor = try Image(size: CGSize(width: 23, height: 44), scale: 2) { try $0.fill(Path(rect: $0.bounds), with: .color(.blue)) }
        let png = try impostor.pngData()
        let v1Record = #"{"key":"\#(key.description)","pixelWidth":46,"pixelHeight":88,"scale":2,"capInsets":[0,11,0,11],"checksum":"0"}"#
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try png.write(to: directory.appendingPathComponent("f79ed3cd1a3b6c0e.png"))
        try Data(v1Record.utf8).write(to: directory.appendingPathComponent("f79ed3cd1a3b6c0e.json"))
        let cache = try RasterCache(directory: directory)
        let raster = try cache.raster(for: look, size: size, scale: 2)
        #expect(cache.statistics.diskHits == 0 && cache.statistics.renders == 1)
        #expect(raster.image.pixel(x: 23, y: 44) != impostor.pixel(x: 23, y: 44))

        // The same record moved under the new name, but without the version: rejected.
        let layout = directory.appendingPathComponent("v2")
        try png.write(to: layout.appendingPathComponent(key.fileName + ".png"))
        let checksum = ContentDigest(of: png).hexDigits
        try Data(v1Record.replacingOccurrences(of: #""checksum":"0""#, with: #""checksum":"\#(checksum)""#).utf8)
            .write(to: layout.appendingPathComponent(key.fileName + ".json"))
        let reread = try RasterCache(directory: directory)
        _ = try reread.raster(for: look, size: size, scale: 2)
        #expect(reread.statistics.diskRejects == 1 && reread.statistics.renders == 1)
    }

    @Test("cached and stretched equals drawing full size: exactly for glossy, within 8 levels for hybrid")
    func stretchedMatchesDirect() throws {
        let cache = try RasterCache()
        let size = CGSize(width: 300, height: 54)
        let glossy = Self.looks[0]
        let viaCache = try ImageSurface(size: size, scale: 2)
        try viaCache.draw { try cache.raster(for: glossy, size: size, scale: 2).draw(in: $0.bounds, on: $0) }
        let direct = try ImageSurface(size: size, scale: 2)
        try direct.draw { try glossy.draw(in: $0.bounds, on: $0) }
        #expect(compareImages(direct, viaCache, channelDelta: 0).differingPixels == 0)

        // The hybrid recipe's glow is all arcs at 11 points but straight at full
        // width, so its glow rows differ slightly: measured at 7 levels at 2x.
        let hybrid = Self.looks[2], hybridSize = CGSize(width: 300, height: 37)
        let stretched = try ImageSurface(size: hybridSize, scale: 2)
        try stretched.draw { try cache.raster(for: hybrid, size: hybridSize, scale: 2).draw(in: $0.bounds, on: $0) }
        let full = try ImageSurface(size: hybridSize, scale: 2)
        try full.draw { try HybridBackground().draw(in: $0.bounds, on: $0) }
        let comparison = compareImages(full, stretched, channelDelta: 8)
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.largestDelta)")
    }

    @Test("the key is readable and stable: type, properties with RGBA colours, scale and size")
    func key() throws {
        let cache = try RasterCache()
        let key = cache.key(for: CapBadge(color: Color(red: 0.65, green: 0.05, blue: 0.05), identifier: 7),
                            size: CGSize(width: 100, height: 30), scale: 2)
        #expect(key.description == "CapBadge(color: rgba(0.65, 0.05, 0.05, 1)) @2x 11×11")
        #expect(key.fileName == "da0c5a70a3db6c35c137e2351f89f3999558d7c254750f84ba82241ade24ad19", "the file name never changes between runs")
        let glossy = cache.key(for: Self.looks[0], size: CGSize(width: 80, height: 44), scale: 1).description
        #expect(glossy.hasPrefix("ButtonBackgroundLook(kind: glossy(GlossyButton(color: rgba(0.65, 0.05, 0.05, 1),"))
        #expect(glossy.contains("title: nil") && glossy.hasSuffix("state: normal) @1x 23×44"))
        let hybridKey = cache.key(for: Self.looks[3], size: CGSize(width: 80, height: 37), scale: 2).description
        #expect(hybridKey.contains("state: highlighted") && hybridKey.hasSuffix("@2x 11×37"))
    }

    @Test("observers hear about renders and evictions")
    func events() async throws {
        let cache = try RasterCache(memoryBudget: 484)
        let stream = cache.events()
        _ = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 1)
        _ = try cache.raster(for: CapBadge(color: .blue), size: CGSize(width: 20, height: 20), scale: 1)
        var seen: [String] = []
        for await event in stream {
            switch event {
            case let .willRender(key): seen.append("will \(key.description.prefix(30))")
            case let .didRender(key, _): seen.append("did \(key.description.prefix(30))")
            case let .evicted(key): seen.append("evicted \(key.description.prefix(30))")
            }
            if seen.count == 5 { break }
        }
        #expect(seen == ["will CapBadge(color: rgba(1, 0, 0, ", "did CapBadge(color: rgba(1, 0, 0, ",
                         "will CapBadge(color: rgba(0, 0, 1, ", "did CapBadge(color: rgba(0, 0, 1, ",
                         "evicted CapBadge(color: rgba(1, 0, 0, "])
    }

    @Test("regenerating and pre-rendering draw on demand")
    func regenerateAndPrerender() async throws {
        let cache = try RasterCache()
        try await cache.prerender(Self.looks, size: CGSize(width: 100, height: 44), scale: 2)
        #expect(cache.statistics.renders == 4)
        _ = try cache.raster(for: Self.looks[1], size: CGSize(width: 250, height: 44), scale: 2)
        #expect(cache.statistics.renders == 4)
        try cache.regenerate(Self.looks[1], size: CGSize(width: 250, height: 44), scale: 2)
        #expect(cache.statistics.renders == 5 && cache.statistics.entries == 4)
    }

    @Test("a view re-renders when its look changes, never for other properties")
    func view() throws {
        let cache = try RasterCache()
        let view = RasterView(component: CapBadge(color: .red), size: CGSize(width: 120, height: 30), cache: cache, scale: 1)
        let surface = try ImageSurface(width: 200, height: 40)
        try surface.draw { canvas in
            try view.draw(at: .zero, on: canvas)
            view.component.identifier = 42
            view.size = CGSize(width: 180, height: 30)
            try view.draw(at: .zero, on: canvas)
            #expect(cache.statistics.renders == 1 && cache.statistics.hits == 0, "\(cache.statistics)")
            view.component.color = .blue
            try view.draw(at: .zero, on: canvas)
        }
        #expect(cache.statistics.renders == 2)
        #expect(surface.pixel(x: 100, y: 15) == Pixel(.blue))
    }

    @Test("bad sizes, scales, budgets and directories are named errors")
    func errors() throws {
        let cache = try RasterCache()
        #expect(throws: GlazeError(.invalidArgument(name: "render width", value: "0.0", reason: "must be finite and greater than zero"))) {
            try cache.raster(for: SlowLook(tint: 0), size: CGSize(width: 0, height: 10), scale: 1)
        }
        #expect(throws: GlazeError.self) { try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 10, height: 10), scale: .nan) }
        #expect(throws: GlazeError.self) { try RasterCache(memoryBudget: -1) }
        #expect(throws: GlazeError.self) { try RasterCache(directory: URL(fileURLWithPath: "/proc/glaze-cache")) }
        #expect(cache.statistics.renders == 0)
    }

    @Test("regenerating draws afresh, never reading the disk layer, and replaces the copy in memory and on disk")
    func regenerateBypassesDisk() throws {
        let directory = temporaryURL("raster-cache-regenerate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let paint = PaintedLook.Paint(), look = PaintedLook(paint: paint), size = CGSize(width: 4, height: 4)
        let cache = try RasterCache(directory: directory)
        #expect(try cache.raster(for: look, size: size, scale: 1).image.pixel(x: 1, y: 1) == Pixel(.red))
        paint.current = .blue
        let fresh = try cache.regenerate(look, size: size, scale: 1)
        #expect(fresh.image.pixel(x: 1, y: 1) == Pixel(.blue), "a fresh render, not the disk copy")
        var stats = cache.statistics
        #expect(stats.renders == 2 && stats.diskHits == 0 && stats.diskWrites == 2 && stats.entries == 1, "\(stats)")
        #expect(try cache.raster(for: look, size: size, scale: 1).image === fresh.image, "the fresh render is the one in memory")

        // After a restart, the disk holds the fresh render too.
        let restarted = try RasterCache(directory: directory)
        #expect(try restarted.raster(for: look, size: size, scale: 1).image.pixel(x: 1, y: 1) == Pixel(.blue))
        stats = restarted.statistics
        #expect(stats.diskHits == 1 && stats.renders == 0, "\(stats)")
    }

    @Test("a look larger than the whole budget is handed out but not kept, and evicts nothing")
    func oversizedLook() throws {
        // One 11 × 11 badge at 1x fits exactly; at 2x it is 22 × 22 × 4 = 1,936 bytes.
        let cache = try RasterCache(memoryBudget: 484)
        _ = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 1)
        let big = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 2)
        #expect(big.image.pixelWidth == 22)
        let stats = cache.statistics
        #expect(stats.entries == 1 && stats.bytes == 484 && stats.evictions == 0 && stats.renders == 2, "\(stats)")
        _ = try cache.raster(for: CapBadge(color: .red), size: CGSize(width: 20, height: 20), scale: 1)
        #expect(cache.statistics.renders == 2, "the look that fits is still there")
    }
}
