import ArgumentParser
import Foundation
#if Server
import GlazeServer
#endif

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a folder of themes over HTTP: assets rendered on demand, and a live preview.",
        discussion: """
        Every theme file in the folder (and one level of subfolders) is served:
          GET /                                       the preview page, updated as files change
          GET /themes                                 the themes, as JSON
          GET /themes/NAME/manifest.json              a theme's assets and their files
          GET /themes/NAME/assets/ASSET[-STATE]@2x.png  (also .9.png, .pdf, .svg)
          GET /looks/DIGEST@2x.png                    the same files by content, cacheable forever
          GET /healthz, GET /metrics                  health, and Prometheus metrics
        Renders go through the raster cache: each look renders once, whatever asks for it.
        SIGTERM or SIGINT stops the server after the requests in progress.

        The server is built only with the package trait Server, so that libraries depending on
        Glaze never build Hummingbird:  swift build --traits Server
        """)

    @Argument(help: "The folder of theme files.")
    var themeDirectory: String

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp("Memory for rendered files, in MiB.", valueName: "MiB"))
    var cacheMemory = 256

    @Option(help: "Renders to run at once (default: every core).")
    var maxRenders = max(ProcessInfo.processInfo.activeProcessorCount, 1)

    @Option(help: "The most pixels one request may render.")
    var maxPixels = 1 << 24

    @Option(help: ArgumentHelp("A folder the themes' image and font files may be anywhere inside.", valueName: "dir"))
    var assetsRoot: String?

    @Option(help: ArgumentHelp("How often the folder is checked for changes, in milliseconds.", valueName: "ms"))
    var pollInterval = 500

    @Option(help: ArgumentHelp("Seconds a connection may send nothing, or take over a request's head, before it is closed.", valueName: "s"))
    var idleTimeout = 30

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: themeDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("'\(themeDirectory)' is not a folder")
        }
        guard (1...(1 << 20)).contains(cacheMemory) else { throw ValidationError("--cache-memory must be from 1 to 1048576 MiB") }
        guard (10...60_000).contains(pollInterval) else { throw ValidationError("--poll-interval must be from 10 to 60000 ms") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be from 1 to 3600 s") }
    }

    func run() async throws {
        #if Server
        var configuration = ServerConfiguration(themeDirectory: URL(fileURLWithPath: themeDirectory, isDirectory: true))
        configuration.host = host
        configuration.port = port
        configuration.cacheMemoryBudget = cacheMemory << 20
        configuration.maximumConcurrentRenders = maxRenders
        configuration.maximumPixelsPerRequest = maxPixels
        configuration.pollInterval = .milliseconds(pollInterval)
        configuration.idleTimeout = .seconds(idleTimeout)
        configuration.assetsRoot = assetsRoot.map { URL(fileURLWithPath: $0, isDirectory: true) }
        do {
            try configuration.validate()
        } catch {
            throw ValidationError(error.description)
        }
        let folder = themeDirectory, host = self.host
        try await GlazeServer.run(configuration) { port in
            report("glaze: serving \(folder) on http://\(host):\(port)/")
        }
        #else
        report("glaze: this glaze was built without its server; build it with `swift build --traits Server`")
        throw ExitCode.failure
        #endif
    }
}
