import Foundation
import Glaze
import GlazeKit
import GlazeTheme

/// Draws a theme's assets in a ``RenderWorkerPool``'s workers, for
/// `ThemeRenderer`: a file that makes a C library abort or run past a limit
/// fails the render, naming the asset, and the caller goes on.
///
/// ```swift
/// let pool = RenderWorkerPool(size: options.jobs, command: RenderWorkerPool.glazeWorkerCommand)
/// let drawing = WorkerDrawing(pool: pool, source: theme.source)
/// let report = try await ThemeRenderer.render(theme, to: output, options: options, drawing: drawing)
/// await pool.endAll()
/// ```
///
/// Repeated looks are drawn once: rasters are kept by look while they fit in
/// `memoryBudget`.
public actor WorkerDrawing: AssetDrawing {
    private let pool: RenderWorkerPool
    private let source: ThemeSource
    private let memoryBudget: Int
    private var looks: [LookRequest: Task<[Image], any Error>] = [:]
    private var keptBytes = 0
    private var renders = 0
    private var hits = 0

    /// Draws assets of the theme read from `source` in `pool`'s workers,
    /// keeping up to `memoryBudget` bytes of rasters for repeated looks.
    public init(pool: RenderWorkerPool, source: ThemeSource, memoryBudget: Int = 256 << 20) {
        self.pool = pool
        self.source = source
        self.memoryBudget = memoryBudget
    }

    /// The rasters, drawn by a worker in one request, or kept from an asset
    /// with the same look.
    public func rasters(of asset: ThemeAsset, state: ControlState, scales: [CGFloat]) async throws -> [Image] {
        // The look's key itself, not its digest: the dictionary lives in this
        // process only, and an icon set's hundreds of SHA-256 digests are not free.
        let key = LookRequest(look: AssetFile(asset: asset, state: state, scale: 1, format: .png).lookKey, scales: scales)
        if let known = looks[key] {
            hits += scales.count
            return try await known.value
        }
        renders += scales.count
        let pool = self.pool, source = self.source
        let task = Task { try await pool.rasters(of: asset, state: state, scales: scales, source: source) }
        // In floating point: a pixel count may be Int.max, which a sum would overflow.
        let bytes = scales.reduce(0.0) { $0 + 4 * Double(PixelRounding.pixelCount(asset.look.exportSize, scale: $1)) }
        if bytes <= Double(memoryBudget - keptBytes) {
            looks[key] = task
            keptBytes += Int(bytes)
        }
        return try await task.value
    }

    /// The document, drawn by a worker.
    public func document(of asset: ThemeAsset, state: ControlState, format: AssetFile.Format) async throws -> Data {
        renders += 1
        return try await pool.render(AssetFile(asset: asset, state: state, scale: 1, format: format), of: source)
    }

    /// One look at a list of scales: what a request for rasters is kept under.
    private struct LookRequest: Hashable {
        let look: RasterCacheKey
        let scales: [CGFloat]
    }

    /// Files asked of workers, and rasters found already drawn.
    public var statistics: (renders: Int, hits: Int) { (renders, hits) }
}
