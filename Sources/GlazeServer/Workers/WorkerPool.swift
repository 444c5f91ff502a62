#if Server
import Foundation
import Glaze
import GlazeTheme

/// The render workers: at most ``size`` processes (``ServerConfiguration/maximumConcurrentRenders``),
/// started when first needed and again after one ends, each lent to one
/// render at a time.
///
/// A worker that crashes, runs past a limit or breaks the protocol costs the
/// request it was rendering (a 500, or a 422 for a limit); its look is then
/// remembered as failed for ``ServerConfiguration/failedLookMemory``, so that a
/// loop of requests cannot keep crashing workers, and the next request starts
/// a fresh worker.
///
/// Fonts a theme registers cannot be taken back, so a worker serves only
/// themes with the very font files of the first source it loaded; when no idle
/// worker has a request's fonts and the pool is full, an idle worker with other
/// fonts is ended and replaced.
actor WorkerPool {
    private let size: Int
    private let command: [String]
    private let limits: WorkerLimits
    private let metrics: ServerMetrics
    private let failureMemory: Duration
    private let themeLimits: ThemeLimits
    private var idle: [WorkerProcess] = []
    private var lent = 0
    /// Looks whose render ended a worker or failed, with when they may be tried again.
    private var failed: [String: (error: ServerError, until: ContinuousClock.Instant)] = [:]
    /// The most failed looks remembered: a stream of distinct bad looks must
    /// not grow this without bound.
    static let maximumFailedLooks = 10_000

    init(size: Int, command: [String], limits: WorkerLimits, themeLimits: ThemeLimits, failureMemory: Duration,
         metrics: ServerMetrics) {
        self.size = size
        self.themeLimits = themeLimits
        self.command = command + limits.arguments
        self.limits = limits
        self.failureMemory = failureMemory
        self.metrics = metrics
    }

    /// Renders `file` in a worker and returns its bytes.
    /// - Throws: ``ServerError`` with the reason: what the worker answered, or
    ///   how it ended.
    func render(_ file: ServedFile) async throws(ServerError) -> Data {
        let name = file.lookFileName
        if let memory = failed[name] {
            if memory.until > .now { throw memory.error }
            failed[name] = nil
        }
        let worker = try take(fonts: file.file.asset.fontFiles)
        let deadline = ContinuousClock.now + .seconds(limits.secondsPerRender)
        let job = RenderJob(source: file.source.digest, asset: file.file.asset.name, state: file.file.state,
                            scale: file.file.scale, format: file.file.format)
        var reply = await worker.exchange(.render(job), deadline: deadline)
        if case .needSource = reply {
            reply = await worker.exchange(.load(file.source, themeLimits), deadline: deadline)
            if case .loaded = reply { reply = await worker.exchange(.render(job), deadline: deadline) }
        }
        switch reply {
        case let .rendered(data)?:
            give(worker)
            return data
        case let .failed(error)?:
            give(worker)
            remember(error, for: name)
            throw error
        case .needSource?, .loaded?, nil:
            let error = await bury(worker, timedOut: ContinuousClock.now >= deadline, file: file)
            remember(error, for: name)
            throw error
        }
    }

    /// An idle worker with `fonts` (or none yet), a new one while the pool has
    /// room, or else an idle one with other fonts replaced by a new one.
    private func take(fonts: [ContentDigest]) throws(ServerError) -> WorkerProcess {
        // A worker that died while idle (killed from outside) is not lent.
        idle.removeAll(where: \.hasExited)
        let worker: WorkerProcess
        if let index = idle.firstIndex(where: { $0.fonts == fonts }) ?? idle.firstIndex(where: { $0.fonts == nil }) {
            worker = idle.remove(at: index)
        } else {
            if idle.count + lent >= size, !idle.isEmpty {
                let stranger = idle.removeFirst()
                Task { _ = await stranger.end(kill: true) }
            }
            worker = try WorkerProcess(command: command)
            metrics.recordWorkerStart(restart: false)
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
    private func bury(_ worker: WorkerProcess, timedOut: Bool, file: ServedFile) async -> ServerError {
        lent -= 1
        let exit = await worker.end(kill: timedOut)
        // Restarted at once, so the pool stays ready; a failed start is tried
        // again by the next request that needs a worker.
        if idle.count + lent < size, let fresh = try? WorkerProcess(command: command) {
            idle.append(fresh)
            metrics.recordWorkerStart(restart: true)
        }
        let what = "rendering \(file.file.fileName) of asset '\(file.file.asset.name)'"
        let error: ServerError
        if timedOut {
            error = .overBudget("\(what) took longer than \(limits.secondsPerRender) s; the render was stopped")
            metrics.recordWorkerCrash(reason: "timeout")
        } else if exit.signal == SIGXCPU {
            error = .overBudget("\(what) used more than \(limits.cpuSecondsPerRender) CPU seconds; the render was stopped")
            metrics.recordWorkerCrash(reason: "cpu")
        } else {
            error = .renderFailed("\(what) crashed its worker (\(exit)); other renders are unaffected")
            metrics.recordWorkerCrash(reason: exit.signal != nil ? "signal" : "exit")
        }
        return error
    }

    private func remember(_ error: ServerError, for name: String) {
        if failed.count >= Self.maximumFailedLooks {
            let now = ContinuousClock.now
            failed = failed.filter { $0.value.until > now }
            if failed.count >= Self.maximumFailedLooks, let oldest = failed.min(by: { $0.value.until < $1.value.until }) {
                failed[oldest.key] = nil
            }
        }
        failed[name] = (error, .now + failureMemory)
    }

    /// The workers running now, idle or rendering.
    var count: Int { idle.count + lent }

    /// Ends every worker; for shutdown.
    func endAll() async {
        let workers = idle
        idle = []
        for worker in workers { _ = await worker.end(kill: true) }
    }
}
#endif
