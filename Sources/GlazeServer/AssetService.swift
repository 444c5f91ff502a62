#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeTheme
import GlazeWorkers
import Logging
import NIOCore

/// What every request shares: the themes, the response cache, the render slots
/// and the workers behind them, the looks named so far, the preview streams and
/// the metrics. Immutable itself; its parts are actors or sendable.
final class AssetService: Sendable {
    let configuration: ServerConfiguration
    let library: ThemeLibrary
    let responses: ResponseCache
    let gate: RenderGate
    let workers: RenderWorkerPool
    let looks: LookRegistry
    let connections: ConnectionCount
    let changes = ChangeBroadcaster()
    let metrics = ServerMetrics()

    init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
        looks = LookRegistry(byteBudget: configuration.lookMemoryBudget)
        connections = ConnectionCount(limit: configuration.maximumConnections)
        library = ThemeLibrary(directory: configuration.themeDirectory, limits: configuration.themeLimits,
                               assetsRoot: configuration.assetsRoot)
        responses = ResponseCache(budget: configuration.cacheMemoryBudget)
        gate = RenderGate(slots: configuration.maximumConcurrentRenders, queueLimit: configuration.maximumQueuedRenders)
        var events = RenderWorkerPool.Events()
        let logger = configuration.logger
        events.started = { [metrics] restart in
            metrics.recordWorkerStart(restart: restart)
            if restart { logger.notice("render worker restarted") }
        }
        events.crashed = { [metrics] reason in
            metrics.recordWorkerCrash(reason: reason)
            logger.error("render worker ended", metadata: ["reason": "\(reason)"])
        }
        workers = RenderWorkerPool(size: configuration.maximumConcurrentRenders, command: configuration.workerCommand,
                                   limits: configuration.workerLimits, themeLimits: configuration.themeLimits,
                                   failureMemory: configuration.failedLookMemory, events: events)
    }

    /// Reads the folder again (unconditionally when `rereading`) and, if
    /// themes changed, remembers their looks and tells the preview pages;
    /// returns the changed names.
    @discardableResult
    func refresh(rereading: Bool = false) async -> [String] {
        let changed = await library.reload(rereading: rereading)
        guard !changed.isEmpty else { return [] }
        for name in changed {
            let served = await library.theme(named: name)
            if let index = served?.index { await looks.remember(index) }
            let logger = configuration.logger
            switch (served, served?.error) {
            case (nil, _): logger.info("theme removed", metadata: ["theme": "\(name)"])
            case (_, let error?): logger.error("theme does not read", metadata: ["theme": "\(name)", "error": "\(error)"])
            case (let served?, nil):
                logger.info("theme read", metadata: ["theme": "\(name)", "assets": "\(served.theme?.assets.count ?? 0)"])
            }
        }
        await changes.publish(changed)
        return changed
    }

    /// The theme called `name`, with a version that reads.
    func theme(named name: String) async throws -> (ServedTheme, Theme) {
        try FileName.checkSegment(name)
        guard let served = await library.theme(named: name) else { throw ServerError(.notFound("no theme '\(name)'")) }
        guard let theme = served.theme else {
            throw ServerError(.themeInvalid("theme '\(name)' does not read: \(served.error ?? "unknown error")"))
        }
        return (served, theme)
    }

    /// The file `segment` names in theme `name`.
    func file(theme name: String, segment: String) async throws -> ServedFile {
        let (served, theme) = try await self.theme(named: name)
        let requested = try FileName(segment)
        if let file = served.index?.file(requested) { return file }
        do {
            // Not in the index: resolving says what is wrong with the name.
            let file = try requested.resolve(in: theme, themeName: name)
            return ServedFile(file: file, digest: file.lookDigest, source: theme.source)
        } catch {
            // What the last good version lacks may be in the broken file.
            if let problem = served.error, error.code == .notFound {
                throw ServerError(.themeInvalid("\(error); theme '\(name)' does not read now: \(problem)"))
            }
            throw error
        }
    }

    /// The look file `segment` names (`DIGEST@Sx.ext`).
    func lookFile(segment: String) async throws -> ServedFile {
        let requested = try FileName(segment)
        guard ContentDigest(hexDigits: requested.base) != nil, requested.base == requested.base.lowercased() else {
            throw ServerError(.notFound("no look '\(requested.base)'"))
        }
        if let served = await looks.file(digest: requested.base, scale: requested.scale, format: requested.format) {
            return served
        }
        // The registry forgets old looks; a theme's current version may still have this one.
        for theme in await library.themes {
            if let served = theme.index?.file(digest: requested.base, scale: requested.scale, format: requested.format) {
                await looks.remember(served)
                return served
            }
        }
        throw ServerError(.notFound("no look '\(requested.base)'"))
    }

    /// The encoded file: from memory, or rendered by a worker in a slot within the budget.
    func data(for served: ServedFile) async throws -> ByteBuffer {
        let file = served.file
        if file.format == .ninePatch, file.asset.look.capInsets == nil {
            throw ServerError(.notFound("asset '\(file.asset.name)' does not stretch, so it has no nine-patch"))
        }
        if file.format.isRaster, let caps = file.asset.look.capInsets,
           let inset = [caps.top, caps.left, caps.bottom, caps.right].first(where: { abs($0 * file.scale - ($0 * file.scale).rounded()) >= 1e-6 }) {
            // A resizable image stretches between whole pixels: its caps must land on them.
            throw ServerError(.notFound("\(file.fileName): asset '\(file.asset.name)' has a cap of \(NumberText.exact(Double(inset)))pt, "
                                       + "which is not a whole number of pixels at \(NumberText.exact(Double(file.scale)))x"))
        }
        let pixels = file.pixelCount
        guard pixels <= configuration.maximumPixelsPerRequest else {
            throw ServerError(.overBudget("\(file.fileName) needs \(pixels) pixels, over the per-request budget of "
                                         + "\(configuration.maximumPixelsPerRequest)"))
        }
        let workers = self.workers, gate = self.gate, metrics = self.metrics, looks = self.looks, logger = configuration.logger
        return try await responses.file(for: served.lookFileName) {
            // Only on a miss: a theme's looks are remembered when it is read, so
            // this only brings back one the registry let go of.
            await looks.remember(served)
            return try await gate.run {
                metrics.recordRender(format: file.format.rawValue)
                do {
                    return try await workers.render(served.file, of: served.source, memoryKey: served.lookFileName)
                } catch let failure as WorkerFailure {
                    logger.warning("render failed", metadata: ["file": "\(served.lookFileName)", "asset": "\(file.asset.name)",
                                                               "error": "\(failure)"])
                    throw ServerError(workerFailure: failure)
                }
            }
        }
    }
}
#endif
