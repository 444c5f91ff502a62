import Foundation
import Glaze
import GlazeKit

/// A render refused before anything was drawn because it would produce more
/// pixels than its budget allows.
public struct RenderBudgetError: Error, CustomStringConvertible, Sendable {
    /// The pixels the render would produce.
    public var needed: Int
    /// The budget it was given.
    public var budget: Int

    /// One line with both numbers.
    public var description: String {
        "this render needs \(needed.formatted()) pixels, over the budget of \(budget.formatted()) (RenderOptions.maximumPixels)"
    }
}

/// What a render did.
public struct RenderReport: Sendable {
    /// The files written, relative to the output directory, manifest included.
    public var files: [String]
    /// Looks actually drawn; repeated looks are drawn once.
    public var renders: Int
    /// Raster requests answered from the cache.
    public var cacheHits: Int
}

/// A render that could not be completed; nothing was written.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the asset or path.
    public var description: String
}

/// Renders a theme's assets into a directory, atomically.
public enum ThemeRenderer {
    /// Renders every asset of `theme` in each state, scale and format into
    /// `directory`, with `manifest.json`.
    ///
    /// Files are written to a hidden staging folder first and moved into place
    /// only when all succeeded; a failed render leaves nothing behind and no
    /// existing file changed. Repeated looks render once, through a raster cache.
    /// - Parameters:
    ///   - theme: the theme to render.
    ///   - directory: where the files go; created if missing.
    ///   - options: scales, formats, jobs and the pixel budget, checked first (``RenderOptions/validate()``).
    ///   - progress: called with (finished, total) after each piece of work.
    public static func render(_ theme: Theme, to directory: URL, options: RenderOptions,
                              progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> RenderReport {
        try options.validate()
        let needed = pixelCount(of: theme, options: options)
        guard needed <= options.maximumPixels else { throw RenderBudgetError(needed: needed, budget: options.maximumPixels) }
        let (staging, created) = try prepare(directory)
        let manager = FileManager.default
        do {
            let cache = try RasterCache(memoryBudget: 256 << 20)
            let work = theme.assets.flatMap { asset in asset.states.map { (asset, $0) } }
            let total = work.count
            let entries = try await withThrowingTaskGroup(of: (Int, Manifest.Entry).self) { group in
                var results: [(Int, Manifest.Entry)] = []
                var next = 0
                func start() {
                    let index = next, (asset, state) = work[index]
                    next += 1
                    group.addTask { (index, try await renderAsset(asset, state: state, into: staging, options: options, cache: cache)) }
                }
                while next < min(options.jobs, total) { start() }
                while let result = try await group.next() {
                    results.append(result)
                    progress?(results.count, total)
                    if next < total { start() }
                }
                return results.sorted { $0.0 < $1.0 }.map(\.1)
            }
            let manifest = Manifest(theme: theme.name, scales: options.scales.map(Double.init), assets: entries)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(manifest).write(to: staging.appendingPathComponent("manifest.json"))
            let files = try commit(staging, into: directory)
            let stats = cache.statistics
            return RenderReport(files: files, renders: stats.renders, cacheHits: stats.hits)
        } catch {
            try? manager.removeItem(at: staging)
            if let created { try? manager.removeItem(at: created) }
            throw error
        }
    }

    /// The pixels a render of `theme` with `options` produces: every PNG and
    /// nine-patch at every scale, and each PDF or SVG counted as a 2x raster of
    /// its size, the density of the images a document may hold. Known before
    /// anything is drawn, for the budget.
    public static func pixelCount(of theme: Theme, options: RenderOptions) -> Int {
        func pixels(_ size: CGSize, _ scale: CGFloat, border: Int = 0) -> Int {
            let width = (size.width * scale - 1e-9).rounded(.up), height = (size.height * scale - 1e-9).rounded(.up)
            // Past a billion a side the count is over any budget anyway; this keeps Int() from trapping.
            guard width.isFinite, height.isFinite, width < 1e9, height < 1e9 else { return .max }
            return (Int(width) + border) * (Int(height) + border)
        }
        var total = 0
        func add(_ count: Int) {
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? .max : sum
        }
        for asset in theme.assets {
            let size = asset.look.exportSize
            for _ in asset.states {
                for scale in options.scales where options.formats.contains(.png) {
                    add(pixels(size, scale))
                    if options.ninePatch, asset.look.capInsets != nil { add(pixels(size, scale, border: 2)) }
                }
                for format in options.formats where format != .png { add(pixels(size, 2)) }
            }
        }
        return total
    }

    /// Creates the output directory if needed and a hidden staging folder in it.
    /// `created` is the outermost folder this made, which a failed render removes
    /// again, so that it leaves nothing behind.
    static func prepare(_ directory: URL) throws -> (staging: URL, created: URL?) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var created: URL?
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw RenderError(description: "\(directory.path) is not a directory") }
        } else {
            var outermost = directory.standardizedFileURL
            while case let parent = outermost.deletingLastPathComponent(), parent.path != outermost.path,
                  !manager.fileExists(atPath: parent.path) {
                outermost = parent
            }
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                try? manager.removeItem(at: outermost)
                throw RenderError(description: "cannot create output directory \(directory.path)")
            }
            created = outermost
        }
        let staging = directory.appendingPathComponent(".glaze-staging-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            if let created { try? manager.removeItem(at: created) }
            throw RenderError(description: "cannot write to output directory \(directory.path)")
        }
        return (staging, created)
    }

    /// Moves every staged file into `directory` (each rename is atomic) and removes the staging folder.
    static func commit(_ staging: URL, into directory: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: staging.path).sorted()
        for name in names {
            let from = staging.appendingPathComponent(name).path, to = directory.appendingPathComponent(name).path
            guard rename(from, to) == 0 else {
                throw RenderError(description: "cannot move \(name) into \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
        try FileManager.default.removeItem(at: staging)
        return names
    }

    /// The file name of an asset in a state: the state is left out when normal.
    static func baseName(_ asset: ThemeAsset, _ state: ControlState) -> String {
        state == .normal ? asset.name : "\(asset.name)-\(state.rawValue)"
    }

    static func renderAsset(_ asset: ThemeAsset, state: ControlState, into staging: URL, options: RenderOptions,
                            cache: RasterCache) async throws -> Manifest.Entry {
        let base = baseName(asset, state)
        let size = asset.look.exportSize
        let raster = AssetRaster(look: asset.look, state: state)
        var files: [Manifest.File] = []
        func failure(_ error: Error) -> RenderError {
            RenderError(description: "asset '\(asset.name)' (\(asset.look.kind.rawValue)), state \(state.rawValue): \(error)")
        }
        do {
            if options.formats.contains(.png) {
                for scale in options.scales {
                    let suffix = "@\(CacheScale.label(scale))x"
                    let image = try await cache.rasterAsync(for: raster, size: size, scale: scale).image
                    try image.pngData().write(to: staging.appendingPathComponent("\(base)\(suffix).png"))
                    var css: Manifest.CSS?
                    var ninePatch: Manifest.File?
                    if let caps = asset.look.capInsets, let mode = asset.look.resizingMode {
                        let resizable = try ResizableImage(image: image, capInsets: caps, resizingMode: mode)
                        let values = resizable.cssBorderImage
                        css = Manifest.CSS(slice: values.slice, width: values.width.map(Double.init), repeat: values.repeatMode)
                        if options.ninePatch {
                            let path = "\(base)\(suffix).9.png"
                            try NinePatch(resizable).pngData().write(to: staging.appendingPathComponent(path))
                            ninePatch = Manifest.File(path: path, format: "9.png", scale: Double(scale),
                                                      pixelWidth: image.pixelWidth + 2, pixelHeight: image.pixelHeight + 2)
                        }
                    }
                    files.append(Manifest.File(path: "\(base)\(suffix).png", format: "png", scale: Double(scale),
                                               pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, css: css))
                    if let ninePatch { files.append(ninePatch) }
                }
            }
            if options.formats.contains(.pdf) {
                let path = "\(base).pdf"
                let pdf = try PDFDocument(writingTo: staging.appendingPathComponent(path), title: asset.name)
                try pdf.addPage(size: size) { try raster.draw(in: $0.bounds, on: $0) }
                try pdf.close()
                files.append(Manifest.File(path: path, format: "pdf"))
            }
            if options.formats.contains(.svg) {
                let path = "\(base).svg"
                let svg = try SVGDocument(size: size)
                try svg.draw { try raster.draw(in: $0.bounds, on: $0) }
                try svg.write(to: staging.appendingPathComponent(path))
                files.append(Manifest.File(path: path, format: "svg"))
            }
        } catch {
            throw failure(error)
        }
        let caps = asset.look.capInsets.map { Manifest.Insets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
        return Manifest.Entry(name: asset.name, kind: asset.look.kind.rawValue, state: state.rawValue,
                              logicalSize: Manifest.Size(width: size.width, height: size.height),
                              capInsets: caps, resizingMode: asset.look.resizingMode?.rawValue, files: files)
    }
}

enum CacheScale {
    /// `2` for 2.0, `1.5` for 1.5.
    static func label(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : "\(scale)"
    }
}
