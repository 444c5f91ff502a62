import ArgumentParser
import Foundation
import Glaze
import GlazeWorkers
#if Server
import GlazeServer
#endif

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a folder of themes over HTTP: assets rendered on demand, and a live preview.",
        // Paragraphs are single lines (a trailing backslash joins source lines),
        // so ArgumentParser wraps them to the terminal; the table fits 80 columns.
        discussion: """
        Every theme file in the folder (and one level of subfolders) is served:

          GET /                           the preview page, updated as files change
          GET /themes                     the themes, as JSON
          GET /themes/NAME/manifest.json  a theme's assets and their files
          GET /themes/NAME/assets/FILE    ASSET[-STATE]@2x.png, .9.png, .pdf, .svg
          GET /looks/DIGEST@2x.png        the same files by content, cacheable forever
          GET /healthz, GET /metrics      health, and Prometheus metrics

        Each look renders once, whatever asks for it, in one of --max-renders worker processes \
        (glaze itself, started as `glaze worker`) with limits on memory, CPU and time: a file \
        that crashes or exhausts a worker costs its own request (500, or 422 for a limit), and \
        its look answers that failure for a minute instead of being tried again. \
        SIGTERM or SIGINT stops the server after the requests in progress.

        The server is built only with the package trait Server, so that libraries depending on \
        Glaze never build Hummingbird:

          swift build --traits Server
        """)

    @Argument(help: "The folder of theme files.")
    var themeDirectory: String

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp("Memory for rendered files, in MiB.", valueName: "MiB"))
    var cacheMemory = 256

    @Option(help: ArgumentHelp("Memory for earlier versions' theme files, whose looks stay at their URLs, in MiB.",
                               valueName: "MiB"))
    var lookMemory = 64

    @Option(help: "Renders to run at once, each in a worker process of its own (default: every core).")
    var maxRenders: Int?

    @OptionGroup var workers: WorkerOptions

    @Option(help: "The most pixels one request may render.")
    var maxPixels = 1 << 24

    @Option(help: ArgumentHelp("A folder the themes' image and font files may be anywhere inside.", valueName: "dir"))
    var assetsRoot: String?

    @Option(help: ArgumentHelp("How often the folder is checked for changes, in milliseconds.", valueName: "ms"))
    var pollInterval = 500

    @Option(help: ArgumentHelp("Seconds a connection may send nothing, or take over a request's head, before it is closed.", valueName: "s"))
    var idleTimeout = 30

    @Option(help: ArgumentHelp("Seconds a client may take none of the responses waiting for it before it is closed.", valueName: "s"))
    var writeTimeout = 30

    @Option(help: "Connections held at once (lowered to what the descriptor limit holds); more are closed as they arrive.")
    var maxConnections = 4096

    @Flag(help: "Log every request on standard error: method, path, status and milliseconds.")
    var accessLog = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: themeDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(themeDirectory)' is not a folder")
        }
        guard (1...(1 << 20)).contains(cacheMemory) else { throw ValidationError("--cache-memory must be from 1 to 1048576 MiB") }
        guard (1...(1 << 20)).contains(lookMemory) else { throw ValidationError("--look-memory must be from 1 to 1048576 MiB") }
        guard (10...60_000).contains(pollInterval) else { throw ValidationError("--poll-interval must be from 10 to 60000 ms") }
        guard (1...3600).contains(writeTimeout) else { throw ValidationError("--write-timeout must be from 1 to 3600 s") }
        guard (1...1_000_000).contains(maxConnections) else { throw ValidationError("--max-connections must be from 1 to 1000000") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be from 1 to 3600 s") }
    }

    func run() async throws {
        #if Server
        var configuration = ServerConfiguration(themeDirectory: URL(fileURLWithPath: themeDirectory, isDirectory: true))
        configuration.host = host
        configuration.port = port
        configuration.cacheMemoryBudget = cacheMemory << 20
        configuration.lookMemoryBudget = lookMemory << 20
        configuration.maximumConcurrentRenders = maxRenders ?? max(ProcessInfo.processInfo.activeProcessorCount, 1)
        configuration.maximumPixelsPerRequest = maxPixels
        configuration.pollInterval = .milliseconds(pollInterval)
        configuration.idleTimeout = .seconds(idleTimeout)
        configuration.assetsRoot = assetsRoot.map { URL(fileURLWithPath: $0, isDirectory: true) }
        configuration.workerLimits = workers.limits
        configuration.logsRequests = accessLog
        configuration.writeTimeout = .seconds(writeTimeout)
        configuration.maximumConnections = maxConnections
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        let folder = themeDirectory, host = self.host
        try await GlazeServer.run(configuration) { port in
            report("glaze: serving \(folder) on http://\(host):\(port)/ (glaze \(GlazeRelease.version))")
        }
        #else
        report("glaze: this glaze was built without its server; build it with `swift build --traits Server`")
        throw ExitCode.failure
        #endif
    }
}
