import Foundation
import Glaze
import GlazeKit

/// Renders a theme's assets into a directory, atomically.
public enum ThemeRenderer {
    /// Renders every asset of `theme` in each state, scale and format into
    /// `directory`, with `manifest.json`.
    ///
    /// Files are written to a hidden staging folder first and moved into place
    /// only when all succeeded; a failed or cancelled render leaves nothing
    /// behind and no existing file changed, even when moving into place fails
    /// part-way (what was moved is put back). A staging folder left by a run that
    /// was killed is removed by the next render into the same directory (one
    /// whose run is still going is left alone). Repeated looks render once,
    /// through a raster cache.
    /// - Parameters:
    ///   - theme: the theme to render.
    ///   - directory: where the files go; created if missing.
    ///   - options: scales, formats, jobs and the pixel budget, checked first (``RenderOptions/validate()``).
    ///   - drawing: where assets are drawn; in this process, through a raster
    ///     cache of 256 MiB, when `nil`. `glaze render` draws in worker
    ///     processes (`GlazeWorkers`), so that a C library's crash fails the
    ///     render, naming the asset, and never the process.
    ///   - progress: called with (finished, total) after each piece of work.
    public static func render(_ theme: Theme, to directory: URL, options: RenderOptions, drawing: (any AssetDrawing)? = nil,
                              progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> RenderReport {
        try options.validate()
        let needed = pixelCount(of: theme, options: options)
        guard needed <= options.maximumPixels else { throw RenderBudgetError(needed: needed, budget: options.maximumPixels) }
        let (folder, created) = try OutputTransaction.prepare(directory)
        let staging = folder.url
        do {
            let several = options.layouts.count > 1
            let writers = try options.layouts.map { layout in
                let folder = LayoutFolder(root: several ? staging.appendingPathComponent(layout.rawValue) : staging,
                                          prefix: several ? "\(layout.rawValue)/" : "")
                try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
                return try layout.writer.init(folder: folder, options: options, theme: theme)
            }
            let drawing = try drawing ?? InProcessDrawing(cache: RasterCache(memoryBudget: 256 << 20))
            let work = theme.assets.flatMap { asset in asset.states.map { (asset, $0) } }
            let entries = try await RenderPipeline(work: work, jobs: options.jobs, progress: progress).run { asset, state in
                try await draw(asset, state: state, options: options, drawing: drawing)
            } place: { rendered in
                try place(rendered, writers: writers)
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
            let files = try OutputTransaction.commit(staging, into: directory)
            folder.remove()
            let stats = await drawing.statistics
            return RenderReport(files: files, renders: stats.renders, cacheHits: stats.hits, notes: notes)
        } catch {
            folder.remove()
            if let created { try? FileManager.default.removeItem(at: created) }
            throw error
        }
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

    /// Draws one asset in one state at every scale and format the layouts need.
    static func draw(_ asset: ThemeAsset, state: ControlState, options: RenderOptions,
                     drawing: any AssetDrawing) async throws -> RenderedAsset {
        do {
            try Task.checkCancellation()
            var rasters: [(scale: CGFloat, image: Image)] = []
            if options.needsRasters {
                let scales = options.renderedScales
                rasters = Array(zip(scales, try await drawing.rasters(of: asset, state: state, scales: scales)))
            }
            let pdf = options.formats.contains(.pdf) ? try await drawing.document(of: asset, state: state, format: .pdf) : nil
            let svg = options.formats.contains(.svg) ? try await drawing.document(of: asset, state: state, format: .svg) : nil
            return RenderedAsset(asset: asset, state: state, size: asset.look.exportSize, rasters: rasters, pdf: pdf, svg: svg)
        } catch {
            throw failure(of: asset, state: state, error)
        }
    }

    /// Has each layout place a drawn asset, and describes it for the manifest.
    static func place(_ rendered: RenderedAsset, writers: [any LayoutWriter]) throws -> Manifest.Entry {
        let (asset, state, size) = (rendered.asset, rendered.state, rendered.size)
        var files: [Manifest.File] = []
        do {
            for writer in writers { files += try writer.write(rendered) }
        } catch {
            throw failure(of: asset, state: state, error)
        }
        let caps = asset.look.capInsets.map { Manifest.Insets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
        return Manifest.Entry(name: asset.name, kind: asset.look.kind.rawValue, state: state.rawValue,
                              logicalSize: Manifest.Size(width: size.width, height: size.height),
                              capInsets: caps, resizingMode: asset.look.resizingMode?.rawValue, files: files)
    }

    /// `error` as the render's error, naming the asset and state (a
    /// ``RenderError`` already names them).
    private static func failure(of asset: ThemeAsset, state: ControlState, _ error: Error) -> Error {
        if error is RenderError { return error }
        return RenderError(.assetFailed, "asset '\(asset.name)' (\(asset.look.kind.rawValue)), state \(state.rawValue): \(error)")
    }
}
