#if Server
import Foundation
import Hummingbird
import Logging
import NIOCore

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
    /// process's soft limit on open descriptors to the hard limit.
    /// - Parameter onRunning: called with the port once the server listens.
    public static func run(_ configuration: ServerConfiguration,
                           onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        // Each connection holds a descriptor: the usual soft limit would refuse
        // connections long before the machine runs short.
        let descriptors = DescriptorLimit.raiseSoftLimitToHard()
        configuration.logger.info("descriptor limit", metadata: ["openFiles": "\(descriptors)"])
        try await application(configuration, onRunning: onRunning).runService()
    }

    /// The application, for tests and embedding: its router, the theme watcher
    /// as a service, and the listening address.
    public static func application(_ configuration: ServerConfiguration,
                                   onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        throws -> some ApplicationProtocol {
        try configuration.validate()
        let service = try AssetService(configuration: configuration)
        var logger = Logger(label: "glaze-serve")
        logger.logLevel = .warning
        let connections = service.connections, metrics = service.metrics
        let writeTimeout = TimeAmount(configuration.writeTimeout)
        let guardConnection = { @Sendable in ConnectionGuard(connections: connections, writeTimeout: writeTimeout,
                                                refused: { metrics.recordRefusedConnection() },
                                                timedOut: { metrics.recordWriteTimeout() }) }
        return Application(router: Routes.router(for: service),
                           server: .http1(configuration: .init(additionalChannelHandlers: [guardConnection()],
                                                               idleTimeout: TimeAmount(configuration.idleTimeout))),
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                serverName: "glaze"),
                           services: [ThemeWatcher(service: service)],
                           onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
                           logger: logger)
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
