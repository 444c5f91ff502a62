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
    /// What a layout could not do as asked and did instead (a scale it cannot
    /// place, a tiled nine-patch that stretches), one line each; also in the manifest.
    public var notes: [String] = []
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
    /// only when all succeeded; a failed or cancelled render leaves nothing
    /// behind and no existing file changed. A staging folder left by a run that
    /// was killed is removed by the next render into the same directory (one
    /// whose run is still going is left alone). Repeated looks render once,
    /// through a raster cache.
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
        let (folder, created) = try prepare(directory)
        let staging = folder.url
        do {
            let several = options.layouts.count > 1
            let writers = try options.layouts.map { layout in
                let folder = LayoutFolder(root: several ? staging.appendingPathComponent(layout.rawValue) : staging,
                                          prefix: several ? "\(layout.rawValue)/" : "")
                return try layout.writer.init(folder: folder, options: options, theme: theme)
            }
            let cache = try RasterCache(memoryBudget: 256 << 20)
            let work = theme.assets.flatMap { asset in asset.states.map { (asset, $0) } }
            let total = work.count
            let entries = try await withThrowingTaskGroup(of: (Int, Manifest.Entry).self) { group in
                var results: [(Int, Manifest.Entry)] = []
                var next = 0
                func start() {
                    let index = next, (asset, state) = work[index]
                    next += 1
                    group.addTask { (index, try await renderAsset(asset, state: state, writers: writers, options: options, cache: cache)) }
                }
                while next < min(options.jobs, total) { start() }
                while let result = try await group.next() {
                    results.append(result)
                    progress?(results.count, total)
                    if next < total { start() }
                }
                return results.sorted { $0.0 < $1.0 }.map(\.1)
            }
            var shared: [Manifest.File] = []
            for writer in writers { shared += try writer.finish(entries) }
            let notes = self.notes(for: theme, options: options)
            let manifest = Manifest(theme: theme.name, scales: options.renderedScales.map(Double.init),
                                    layouts: options.layouts.map(\.rawValue), assets: entries, files: shared, notes: notes)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(manifest).write(to: staging.appendingPathComponent("manifest.json"))
            // The last moment to stop: once files move into place, the render completes.
            try Task.checkCancellation()
            let files = try commit(staging, into: directory)
            folder.remove()
            let stats = cache.statistics
            return RenderReport(files: files, renders: stats.renders, cacheHits: stats.hits, notes: notes)
        } catch {
            folder.remove()
            if let created { try? FileManager.default.removeItem(at: created) }
            throw error
        }
    }

    /// The pixels a render of `theme` with `options` produces: every PNG and
    /// nine-patch at every scale, and each PDF or SVG counted as a 2x raster of
    /// its size, the density of the images a document may hold. Known before
    /// anything is drawn, for the budget.
    public static func pixelCount(of theme: Theme, options: RenderOptions) -> Int {
        func pixels(_ size: CGSize, _ scale: CGFloat, border: Int = 0) -> Int {
            PixelRounding.pixelCount(size, scale: scale, border: border)
        }
        var total = 0
        func add(_ count: Int) {
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? .max : sum
        }
        for asset in theme.assets {
            let size = asset.look.exportSize
            for _ in asset.states {
                for scale in options.renderedScales where options.formats.contains(.png) {
                    add(pixels(size, scale))
                    if options.ninePatch, asset.look.capInsets != nil { add(pixels(size, scale, border: 2)) }
                }
                for format in options.formats where format != .png { add(pixels(size, 2)) }
            }
        }
        return total
    }

    /// Creates the output directory if needed and a hidden staging folder in it
    /// (removing those that killed runs left). `created` is the outermost
    /// folder this made, which a failed render removes again, so that it leaves
    /// nothing behind.
    static func prepare(_ directory: URL) throws -> (staging: StagingFolder, created: URL?) {
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
        do {
            return (try StagingFolder(in: directory), created)
        } catch {
            if let created { try? manager.removeItem(at: created) }
            throw error
        }
    }

    /// Moves everything staged into `directory` (each rename is atomic); returns
    /// every file, as paths relative to `directory`. A folder a layout writes (`Assets.xcassets`, `res`) replaces
    /// the one a previous render left: the old one is moved into the staging
    /// folder first and goes with it.
    static func commit(_ staging: URL, into directory: URL) throws -> [String] {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: staging.path).sorted()
        var files: [String] = []
        for name in names {
            let source = staging.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue {
                let inside = manager.enumerator(atPath: source.path)?.compactMap { $0 as? String } ?? []
                files += inside.filter { path in
                    var nested: ObjCBool = false
                    return manager.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &nested) && !nested.boolValue
                }.map { "\(name)/\($0)" }
            } else {
                files.append(name)
            }
        }
        for name in names {
            let from = staging.appendingPathComponent(name).path, to = directory.appendingPathComponent(name).path
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: to, isDirectory: &isDirectory), isDirectory.boolValue {
                guard rename(to, staging.appendingPathComponent(".replaced-\(name)").path) == 0 else {
                    throw RenderError(description: "cannot replace \(to): \(String(cString: strerror(errno)))")
                }
            }
            guard rename(from, to) == 0 else {
                throw RenderError(description: "cannot move \(name) into \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
        return files.sorted()
    }

    /// What the layouts cannot do as asked, as each says: scales they cannot
    /// place, formats asked for that none of them writes, then each layout's own.
    static func notes(for theme: Theme, options: RenderOptions) -> [String] {
        var notes = options.layouts.flatMap { $0.writer.skippedScalesNote(options) }
        for format in options.formats where !options.layouts.contains(where: { $0.writer.formats.contains(format) }) {
            let writers = OutputLayout.allCases.filter { $0.writer.formats.contains(format) }.map(\.rawValue)
            notes.append("\(format.rawValue): written only in the \(writers.joined(separator: " and ")) layout\(writers.count == 1 ? "" : "s")")
        }
        return notes + options.layouts.flatMap { $0.writer.notes(for: theme, options: options) }
    }

    /// Draws one asset in one state at every scale and format the layouts need,
    /// then has each layout place it.
    static func renderAsset(_ asset: ThemeAsset, state: ControlState, writers: [any LayoutWriter], options: RenderOptions,
                            cache: RasterCache) async throws -> Manifest.Entry {
        let size = asset.look.exportSize
        let raster = AssetRaster(asset, state: state)
        func failure(_ error: Error) -> RenderError {
            RenderError(description: "asset '\(asset.name)' (\(asset.look.kind.rawValue)), state \(state.rawValue): \(error)")
        }
        var files: [Manifest.File] = []
        do {
            try Task.checkCancellation()
            var rasters: [(scale: CGFloat, image: Image)] = []
            if options.needsRasters {
                for scale in options.renderedScales {
                    rasters.append((scale, try await cache.rasterAsync(for: raster, size: size, scale: scale).image))
                }
            }
            var pdf: Data?
            if options.formats.contains(.pdf) {
                let document = try PDFDocument(title: asset.name)
                try document.addPage(size: size) { try raster.draw(in: $0.bounds, on: $0) }
                pdf = try document.data()
            }
            var svg: Data?
            if options.formats.contains(.svg) {
                let document = try SVGDocument(size: size)
                try document.draw { try raster.draw(in: $0.bounds, on: $0) }
                svg = try document.data()
            }
            for writer in writers {
                files += try writer.write(RenderedAsset(asset: asset, state: state, size: size, rasters: rasters, pdf: pdf, svg: svg))
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
