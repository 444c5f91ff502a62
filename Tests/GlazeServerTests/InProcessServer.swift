#if Server
import Foundation
@testable import GlazeServer
import GlazeTestSupport
import Hummingbird
import Logging
import NIOEmbedded
import ServiceLifecycle

/// The server's router called in the test's own process, with no socket and
/// no HTTP parser between: for tests of routes, headers, ETags, the caches and
/// errors, where a process of its own is not the point. The theme watcher runs
/// as it does in `glaze serve`, and renders still go to `glaze worker`
/// processes. What only a real process or socket shows (start-up, signals,
/// timeouts, streams, peers such as curl, nginx and Chromium) goes through
/// ``withServer(folder:arguments:_:)``.
struct InProcessServer: ServerEndpoint {
    let responder: RouterResponder<BasicRequestContext>
    let logger: Logger

    func reply(to path: String, method: String, headers: [String: String], body: Data?, timeout: Double) async throws -> HTTPReply {
        var fields = HTTPFields()
        // HTTPFields.Element is HTTPTypes' HTTPField, which Hummingbird does not re-export.
        for (name, value) in headers { fields[HTTPFields.Element.Name(name)!] = value }
        if let body { fields[.contentLength] = "\(body.count)" }
        let head = HTTPRequest(method: HTTPRequest.Method(method)!, scheme: "http", authority: "127.0.0.1", path: path,
                               headerFields: fields)
        let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: body ?? Data())))
        let context = BasicRequestContext(source: .init(channel: NIOAsyncTestingChannel(), logger: logger))
        let response = try await responder.respond(to: request, context: context)
        let collector = BodyCollector()
        try await response.body.write(collector)
        var replyHeaders: [String: String] = [:]
        for field in response.headers {
            let name = field.name.canonicalName
            replyHeaders[name] = replyHeaders[name].map { "\($0), \(field.value)" } ?? field.value
        }
        return HTTPReply(status: response.status.code, headers: replyHeaders, body: collector.bytes, buffers: collector.buffers)
    }

    /// A response body's bytes, written by the response as a server's socket
    /// would receive them, and the buffers themselves, kept alive so that the
    /// storage they share cannot be reused meanwhile.
    private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private var written: [ByteBuffer] = []

        var bytes: Data { lock.withLock { data } }
        var buffers: [ByteBuffer] { lock.withLock { written } }

        func write(_ buffer: ByteBuffer) async throws {
            lock.withLock {
                data.append(contentsOf: buffer.readableBytesView)
                written.append(buffer)
            }
        }

        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}

/// A server over a copy of `Examples/` (or a given folder) in this process,
/// configured as `glaze serve FOLDER --poll-interval 100` and then by
/// `configure`; its themes are read before `body` runs, and its watcher and
/// workers are stopped after, as SIGTERM stops `glaze serve`.
func withServerInProcess<Result>(folder: URL? = nil, configure: (inout ServerConfiguration) -> Void = { _ in },
                                 _ body: (InProcessServer, URL) async throws -> Result) async throws -> Result {
    // A slot as a server process takes: the workers are processes.
    try await ProcessSlots.withSlot { try await runInProcess(folder: folder, configure: configure, body) }
}

private func runInProcess<Result>(folder: URL?, configure: (inout ServerConfiguration) -> Void,
                                  _ body: (InProcessServer, URL) async throws -> Result) async throws -> Result {
    let themes = try folder ?? copyOfExamples()
    var configuration = ServerConfiguration(themeDirectory: themes)
    configuration.port = 0
    configuration.pollInterval = .milliseconds(100)
    // This process is the test runner, not glaze: the workers are glaze's.
    configuration.workerCommand = [glazeExecutable.path, "worker"]
    configure(&configuration)
    let parts = try GlazeServer.parts(configuration)
    // Read once before the first request, as the watcher's first pass does.
    await parts.service.refresh()
    let logger = Logger(label: "glaze-serve-in-process")
    let server = InProcessServer(responder: parts.router.buildResponder(), logger: logger)
    let services = ServiceGroup(configuration: .init(services: parts.services, logger: logger))
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        do {
            let result = try await body(server, themes)
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
            return result
        } catch {
            await services.triggerGracefulShutdown()
            try? await group.waitForAll()
            throw error
        }
    }
}
#endif
