#if Server
import Foundation
import GlazeTheme
import GlazeWorkers
import Logging

/// How `glaze serve` runs: what it serves, where it listens, and the bounds
/// every request stays within.
public struct ServerConfiguration: Sendable {
    /// The folder whose theme files (`.yaml`, `.yml`, `.json`, in it and one
    /// level of subfolders) are served.
    public var themeDirectory: URL
    /// The address to listen on; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// Bytes of encoded files the server keeps in memory, counted as the
    /// buffers that hold them: each the next power of two of its file's size,
    /// shared by every response that sends it (each worker keeps rasters of
    /// its own, within ``WorkerLimits/rasterCacheBytes``).
    public var cacheMemoryBudget = 256 << 20
    /// Bytes of theme sources (each version's text, images and fonts) kept so
    /// that the looks of earlier versions stay at their URLs; past it the
    /// oldest looks are forgotten, and a look no current theme has then
    /// answers 404.
    public var lookMemoryBudget = 64 << 20
    /// Renders running at once, each in a worker process of its own: the
    /// number of workers. Requests beyond wait for a slot.
    public var maximumConcurrentRenders = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    /// Renders waiting for a slot before further ones are refused with 503.
    public var maximumQueuedRenders = 256
    /// Pixels one request may render (a PDF or SVG counts as a 2x raster).
    public var maximumPixelsPerRequest = 1 << 24
    /// The scales a manifest lists; any of ``FileName/scales`` may be asked for.
    public var manifestScales: [CGFloat] = [1, 2, 3]
    /// How often the theme folder is checked for changes. An edit shows
    /// within this time when it moves a file's size, modification time,
    /// inode or status-change time, or a link on its path, as every write,
    /// replacement and link swap does.
    public var pollInterval: Duration = .milliseconds(500)
    /// How often every theme is read again whatever the folder's stamps say:
    /// the bound on how long an edit that moves no stamp (a same-size write
    /// within one tick of a file system's coarse clock) stays unseen.
    public var rereadInterval: Duration = .seconds(60)
    /// How long a connection may send nothing, or take over its next request's
    /// head (one trickled a byte at a time), before it is closed.
    public var idleTimeout: Duration = .seconds(30)
    /// How long a connection's socket may take none of the responses waiting
    /// for it (a client that stops reading) before it is closed, with them.
    public var writeTimeout: Duration = .seconds(30)
    /// Connections held at once; one more is closed as it arrives and counted
    /// in `glaze_connections_refused_total`. Each holds a descriptor:
    /// ``GlazeServer/run(_:onRunning:)`` lowers a cap that the descriptor limit
    /// (raised to its hard limit) cannot hold, and logs that it did.
    public var maximumConnections = 4096
    /// Where theme files may reach for images and fonts besides their own folder.
    public var assetsRoot: URL?
    /// Where the server's log lines go: one line each, with a level and the
    /// facts as metadata (`theme=…`, `error=…`). Standard: standard error at
    /// `info` — render workers that end and restart, renders that fail or
    /// time out, themes read, refused and removed; nothing for requests that
    /// succeed unless ``logsRequests``.
    public var logger: Logger = {
        var logger = Logger(label: "glaze-serve")
        logger.logLevel = .info
        return logger
    }()
    /// Whether every request is logged, at `info`: method, path, status and
    /// milliseconds (the access log).
    public var logsRequests = false
    /// The theme reader's limits.
    public var themeLimits: ThemeLimits = .standard
    /// What each render worker may use.
    public var workerLimits = WorkerLimits()
    /// How long a look whose render failed or ended its worker answers with
    /// that failure at once, instead of being tried again.
    public var failedLookMemory: Duration = .seconds(60)
    /// How a render worker is started: an executable and its arguments, which
    /// ``WorkerLimits``' options follow. Standard: this very executable (`glaze`)
    /// as `glaze worker`; a program embedding the server that is not `glaze`
    /// names `glaze`, or itself with arguments on which it calls
    /// ``RenderWorker/run(limits:)``.
    public var workerCommand = ["/proc/self/exe", "worker"]

    /// A configuration serving `themeDirectory` with the defaults above.
    public init(themeDirectory: URL) {
        self.themeDirectory = themeDirectory
    }

    /// Checks the numbers; the error names the option at fault.
    public func validate() throws(ServerConfigurationError) {
        guard (0...65535).contains(port) else {
            throw ServerConfigurationError(option: "--port", requirement: "must be from 0 to 65535, not \(port)")
        }
        guard cacheMemoryBudget >= 1 << 20 else {
            throw ServerConfigurationError(option: "--cache-memory", requirement: "must be at least 1 MiB")
        }
        guard (1...1_000_000).contains(maximumConnections) else {
            throw ServerConfigurationError(option: "--max-connections", requirement: "must be from 1 to 1000000, not \(maximumConnections)")
        }
        guard writeTimeout >= .milliseconds(100) else {
            throw ServerConfigurationError(option: "--write-timeout", requirement: "must be at least 0.1 s")
        }
        guard lookMemoryBudget >= 1 << 20 else {
            throw ServerConfigurationError(option: "--look-memory", requirement: "must be at least 1 MiB")
        }
        guard (1...1024).contains(maximumConcurrentRenders) else {
            throw ServerConfigurationError(option: "--max-renders", requirement: "must be from 1 to 1024, not \(maximumConcurrentRenders)")
        }
        guard maximumPixelsPerRequest >= 1 else {
            throw ServerConfigurationError(option: "--max-pixels", requirement: "(the per-request pixel budget) must be at least 1")
        }
        guard !host.isEmpty, host.utf8.count <= 253 else {
            throw ServerConfigurationError(option: "--host", requirement: "must name an address")
        }
        guard !workerCommand.isEmpty else {
            throw ServerConfigurationError(option: "workerCommand", requirement: "must name an executable")
        }
        do {
            try workerLimits.validate()
        } catch {
            throw ServerConfigurationError(option: error.option, requirement: error.requirement)
        }
    }
}
#endif
