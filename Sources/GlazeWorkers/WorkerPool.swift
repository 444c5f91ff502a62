import Foundation
import Synchronization
import Glaze
import GlazeKit
import GlazeTheme

/// Render workers: at most `size` processes, started when first needed and
/// again after one ends, each lent to one render at a time. `glaze serve`,
/// `glaze render` and `glaze sheet` draw every file through one, and so may a
/// program that renders themes, SVGs or fonts it did not write: whatever a
/// hostile file makes Cairo, Pango or librsvg do (abort, loop, allocate) ends
/// a worker, within ``WorkerLimits``, never the program.
///
/// ```swift
/// let pool = RenderWorkerPool(size: 2, command: RenderWorkerPool.glazeWorkerCommand)
/// let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 2, format: .png)
/// let png = try await pool.render(file, of: theme.source)
/// await pool.endAll()
/// ```
///
/// A worker that crashes, runs past a limit or breaks the protocol costs the
/// render it was doing (``WorkerFailure``); with a `failureMemory`, the file
/// is then remembered as failed for that long, so that a loop of requests
/// cannot keep crashing workers, and the next render starts a fresh worker.
///
/// Two themes may register different font files under one family name, and a
/// worker's fonts stay registered while it keeps a theme, so a worker serves only
/// themes with the very font files of the first source it loaded; when no idle
/// worker has a render's fonts and the pool is full, an idle worker with other
/// fonts is ended and replaced.
public actor RenderWorkerPool {
    /// What a pool tells its owner about its workers, for metrics.
    public struct Events: Sendable {
        /// A worker started; `restart` when it replaces one that ended.
        public var started: @Sendable (_ restart: Bool) -> Void = { _ in }
        /// A worker ended abnormally: "timeout", "cpu", "signal" or "exit".
        public var crashed: @Sendable (_ reason: String) -> Void = { _ in }

        /// Events that go nowhere.
        public init() {}
    }

    private let size: Int
    private let command: [String]
    private let limits: WorkerLimits
    private let events: Events
    private let failureMemory: Duration
    private let themeLimits: ThemeLimits
    private var idle: [WorkerProcess] = []
    private var lent = 0
    /// Files whose render ended a worker or failed, with when they may be tried again.
    private var failed: [String: (error: WorkerFailure, until: ContinuousClock.Instant)] = [:]
    /// The most failed files remembered: a stream of distinct bad files must
    /// not grow this without bound.
    static let maximumFailedLooks = 10_000

    /// `glaze worker` of the running `glaze` executable: the command a pool
    /// inside `glaze` starts its workers with.
    public static let glazeWorkerCommand = ["/proc/self/exe", "worker"]

    /// A pool of at most `size` workers, each started as `command` (an
    /// executable and its arguments; ``WorkerLimits``' options are added) and
    /// reading theme sources within `themeLimits`.
    public init(size: Int, command: [String], limits: WorkerLimits = WorkerLimits(), themeLimits: ThemeLimits = .standard,
                failureMemory: Duration = .zero, events: Events = Events()) {
        self.size = max(size, 1)
        self.themeLimits = themeLimits
        self.command = command + limits.arguments
        self.limits = limits
        self.failureMemory = failureMemory
        self.events = events
    }

    /// Renders a file in a worker and returns its bytes.
    /// - Parameters:
    ///   - file: the asset, state, scale and format to render.
    ///   - source: the source of the theme the asset is read from, which the
    ///     worker reads itself.
    ///   - memoryKey: what a failure is remembered under (a server's
    ///     content-addressed file name); the file's own name when `nil`.
    /// - Throws: ``WorkerFailure`` with the reason: what the worker answered,
    ///   or how it ended.
    public func render(_ file: AssetFile, of source: ThemeSource, memoryKey: String? = nil) async throws(WorkerFailure) -> Data {
        let reply = try await run(file, output: .file(file.format), source: source, memoryKey: memoryKey)
        guard case let .rendered(data) = reply else { throw WorkerFailure(.renderFailed("a worker answered a file with a raster")) }
        return data
    }

    /// The rasters of `asset` in `state` at each of `scales`, drawn in a
    /// worker in one request: their pixels, for a caller that places or
    /// encodes them itself.
    /// - Throws: ``WorkerFailure``, as ``render(_:of:memoryKey:)``.
    public func rasters(of asset: ThemeAsset, state: ControlState, scales: [CGFloat],
                        source: ThemeSource) async throws(WorkerFailure) -> [Image] {
        guard let first = scales.first else { return [] }
        let file = AssetFile(asset: asset, state: state, scale: first, format: .png)
        guard case let .rasters(rasters) = try await run(file, output: .rasters(scales), source: source, memoryKey: nil),
              rasters.count == scales.count else {
            throw WorkerFailure(.renderFailed("a worker answered \(scales.count) rasters of asset '\(asset.name)' with something else"))
        }
        do {
            return try zip(rasters, scales).map { raster, scale in
                let surface = try ImageSurface(pixelWidth: raster.width, pixelHeight: raster.height, scale: scale)
                raster.pixels.withUnsafeBytes { bytes in
                    surface.withMutablePixels { target in
                        for y in 0..<raster.height {
                            let row = target.row(y)
                            bytes.baseAddress!.advanced(by: y * raster.width * 4).withMemoryRebound(to: UInt32.self, capacity: raster.width) {
                                _ = row.update(fromContentsOf: UnsafeBufferPointer(start: $0, count: raster.width))
                            }
                        }
                    }
                }
                return try surface.makeImage()
            }
        } catch {
            throw WorkerFailure(.renderFailed("\(file.fileName): \(error)"))
        }
    }

    /// The contact sheet of the theme read from `source`, drawn in a worker.
    /// - Throws: ``WorkerFailure``; when the worker crashes or runs out of
    ///   time, its reason names the asset the sheet was drawing.
    public func sheet(of source: ThemeSource, fonts: [ContentDigest], format: ContactSheet.Format,
                      maximumPixels: Int) async throws(WorkerFailure) -> Data {
        let job = SheetJob(source: source.digest, format: format, maximumPixels: maximumPixels)
        let drawing = Mutex<String?>(nil)
        let reply = try await exchange(.sheet(job), fonts: fonts, source: source, memoryKey: nil,
                                       progress: { asset in drawing.withLock { $0 = asset } }) {
            "drawing the contact sheet" + (drawing.withLock { $0 }.map { " (at asset '\($0)')" } ?? "")
        }
        guard case let .rendered(data) = reply else { throw WorkerFailure(.renderFailed("a worker answered a sheet with a raster")) }
        return data
    }

    private func run(_ file: AssetFile, output: RenderJob.Output, source: ThemeSource,
                     memoryKey: String?) async throws(WorkerFailure) -> WorkerReply {
        let job = RenderJob(source: source.digest, asset: file.asset.name, state: file.state, scale: file.scale, output: output)
        return try await exchange(.render(job), fonts: file.asset.fontFiles, source: source, memoryKey: memoryKey ?? file.fileName) {
            "rendering \(file.fileName) of asset '\(file.asset.name)'"
        }
    }

    /// Sends `request` to a worker with `fonts`, with the source when the
    /// worker asks for it, and returns its answer; `what` says what the
    /// request was doing when its worker ended.
    private func exchange(_ request: WorkerRequest, fonts: [ContentDigest], source: ThemeSource, memoryKey: String?,
                          progress: @escaping @Sendable (String) -> Void = { _ in },
                          what: @Sendable () -> String) async throws(WorkerFailure) -> WorkerReply {
        if let memoryKey, let memory = failed[memoryKey] {
            if memory.until > .now { throw memory.error }
            failed[memoryKey] = nil
        }
        let worker = try take(fonts: fonts)
        let deadline = ContinuousClock.now + .seconds(limits.secondsPerRender)
        var reply = await worker.exchange(request, deadline: deadline, progress: progress)
        if case .needSource = reply {
            reply = await worker.exchange(.load(source, themeLimits), deadline: deadline)
            if case .loaded = reply { reply = await worker.exchange(request, deadline: deadline, progress: progress) }
        }
        switch reply {
        case let .failed(error)?:
            give(worker)
            if let memoryKey { remember(error, for: memoryKey) }
            throw error
        case let reply? where reply.isResult:
            give(worker)
            return reply
        default:
            let error = await bury(worker, timedOut: ContinuousClock.now >= deadline, what: what())
            if let memoryKey { remember(error, for: memoryKey) }
            throw error
        }
    }

    /// An idle worker with `fonts` (or none yet), a new one while the pool has
    /// room, or else an idle one with other fonts replaced by a new one.
    private func take(fonts: [ContentDigest]) throws(WorkerFailure) -> WorkerProcess {
        // A worker that died while idle (killed from outside) is not lent.
        reapExited()
        let worker: WorkerProcess
        if let index = idle.firstIndex(where: { $0.fonts == fonts }) ?? idle.firstIndex(where: { $0.fonts == nil }) {
            worker = idle.remove(at: index)
        } else {
            if idle.count + lent >= size, !idle.isEmpty {
                let stranger = idle.removeFirst()
                Task { _ = await stranger.end(kill: true) }
            }
            worker = try WorkerProcess(command: command)
            events.started(false)
        }
        worker.fonts = worker.fonts ?? fonts
        lent += 1
        return worker
    }

    private func give(_ worker: WorkerProcess) {
        lent -= 1
        idle.append(worker)
    }

    /// Ends a worker that failed and says why, as the response should.
    private func bury(_ worker: WorkerProcess, timedOut: Bool, what: String) async -> WorkerFailure {
        lent -= 1
        let exit = await worker.end(kill: timedOut)
        // Restarted at once, so the pool stays ready; a failed start is tried
        // again by the next request that needs a worker.
        if idle.count + lent < size, let fresh = try? WorkerProcess(command: command) {
            idle.append(fresh)
            events.started(true)
        }
        let error: WorkerFailure
        if timedOut {
            error = WorkerFailure(.overBudget("\(what) took longer than \(limits.secondsPerRender) s; the render was stopped"))
            events.crashed("timeout")
        } else if exit.signal == SIGXCPU {
            error = WorkerFailure(.overBudget("\(what) used more than \(limits.cpuSecondsPerRender) CPU seconds; the render was stopped"))
            events.crashed("cpu")
        } else {
            error = WorkerFailure(.renderFailed("\(what) crashed its worker (\(exit))"))
            events.crashed(exit.signal != nil ? "signal" : "exit")
        }
        return error
    }

    private func remember(_ error: WorkerFailure, for name: String) {
        guard failureMemory > .zero else { return }
        if failed.count >= Self.maximumFailedLooks {
            let now = ContinuousClock.now
            failed = failed.filter { $0.value.until > now }
            if failed.count >= Self.maximumFailedLooks, let oldest = failed.min(by: { $0.value.until < $1.value.until }) {
                failed[oldest.key] = nil
            }
        }
        failed[name] = (error, .now + failureMemory)
    }

    /// Reaps the idle workers that ended while waiting (killed from outside),
    /// so that none lingers as a zombie or counts as running, and starts one
    /// in place of each, as after a failed render; returns how many ended.
    /// A server calls it at every poll of its theme folder.
    @discardableResult
    public func reapExited() -> Int {
        var ended = 0
        idle.removeAll { worker in
            guard let exit = worker.exit else { return false }
            events.crashed(exit.signal != nil ? "signal" : "exit")
            ended += 1
            return true
        }
        for _ in 0..<ended where idle.count + lent < size {
            guard let fresh = try? WorkerProcess(command: command) else { break }
            idle.append(fresh)
            events.started(true)
        }
        return ended
    }

    /// Starts workers until `size` are running, without waiting for them to be
    /// ready: a caller about to render starts them before it reads its theme,
    /// so that their start overlaps that work. A worker that cannot start is
    /// started again by the first render that needs it.
    public func startWorkers() {
        while idle.count + lent < size, let worker = try? WorkerProcess(command: command) {
            idle.append(worker)
            events.started(false)
        }
    }

    /// The workers running now, idle or rendering.
    public var count: Int { idle.count + lent }

    /// Ends every idle worker; for shutdown, once no render is under way.
    public func endAll() async {
        let workers = idle
        idle = []
        for worker in workers { _ = await worker.end(kill: true) }
    }
}
