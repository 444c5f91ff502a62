#if Server
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `glaze serve`: theme assets rendered on demand over HTTP, with a live
/// preview page.
///
/// ```swift
/// var configuration = ServerConfiguration(themeDirectory: URL(fileURLWithPath: "Examples"))
/// configuration.port = 8080
/// try await GlazeServer.run(configuration)  // until SIGTERM or SIGINT
/// ```
public enum GlazeServer {
    /// Runs the server until SIGTERM or SIGINT, then lets requests in progress
    /// finish, closes the preview streams and returns. It first raises the
    /// process's soft limit on open descriptors to the hard limit, and lowers
    /// ``ServerConfiguration/maximumConnections`` to what that limit leaves
    /// room for (``DescriptorLimit/connectionCap(openFiles:renders:)``).
    /// - Parameter onRunning: called with the port once the server listens.
    public static func run(_ configuration: ServerConfiguration,
                           onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        // Each connection holds a descriptor: the usual soft limit would refuse
        // connections long before the machine runs short.
        let descriptors = DescriptorLimit.raiseSoftLimitToHard()
        configuration.logger.info("descriptor limit", metadata: ["openFiles": "\(descriptors)"])
        // A cap the limit cannot hold would let idle connections take every
        // descriptor, and with them the theme reads and workers' pipes.
        var configuration = configuration
        let cap = DescriptorLimit.connectionCap(openFiles: descriptors, renders: configuration.maximumConcurrentRenders)
        if configuration.maximumConnections > cap {
            configuration.logger.notice("connection cap lowered", metadata: [
                "maxConnections": "\(cap)", "asked": "\(configuration.maximumConnections)", "openFiles": "\(descriptors)"])
            configuration.maximumConnections = cap
        }
        try await application(configuration, onRunning: onRunning).runService()
    }

    /// The application, for tests and embedding: its router, the theme watcher
    /// as a service, and the listening address.
    public static func application(_ configuration: ServerConfiguration,
                                   onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        throws -> some ApplicationProtocol {
        let parts = try parts(configuration)
        var logger = Logger(label: "glaze-serve")
        logger.logLevel = .warning
        let service = parts.service, connections = service.connections, metrics = service.metrics
        let writeTimeout = TimeAmount(configuration.writeTimeout)
        // Cached files are answered before the router unless every request
        // must pass the router's access log.
        let serverName = "glaze", fastPath = !configuration.logsRequests
        let guardConnection = { @Sendable in
            ConnectionGuard(connections: connections, writeTimeout: writeTimeout,
                            responder: fastPath ? CachedFileResponder(service: service, serverName: serverName) : nil,
                            refused: { metrics.recordRefusedConnection() }, timedOut: { metrics.recordWriteTimeout() })
        }
        return Application(router: parts.router,
                           server: .http1(configuration: .init(additionalChannelHandlers: [guardConnection()],
                                                               idleTimeout: TimeAmount(configuration.idleTimeout))),
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                serverName: serverName),
                           services: parts.services,
                           onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
                           logger: logger)
    }

    /// What a server over `configuration` is made of, less its socket: the
    /// shared state, the router that answers, and the services that run beside
    /// it (the theme watcher). The tests call the router in their own process.
    static func parts(_ configuration: ServerConfiguration) throws
        -> (service: AssetService, router: Router<BasicRequestContext>, services: [any Service]) {
        try configuration.validate()
        let service = try AssetService(configuration: configuration)
        return (service, Routes.router(for: service), [ThemeWatcher(service: service)])
    }
}

extension TimeAmount {
    /// `duration` in NIO's nanoseconds.
    init(_ duration: Duration) {
        let parts = duration.components
        self = .nanoseconds(parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000)
    }
}
#endif
