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
        let idle = configuration.idleTimeout.components
        let timeout = TimeAmount.nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000)
        return Application(router: Routes.router(for: service),
                           server: .http1(configuration: .init(idleTimeout: timeout)),
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                serverName: "glaze"),
                           services: [ThemeWatcher(service: service)],
                           onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
                           logger: logger)
    }
}
#endif
