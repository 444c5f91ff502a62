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
    /// finish, closes the preview streams and returns.
    /// - Parameter onRunning: called with the port once the server listens.
    public static func run(_ configuration: ServerConfiguration,
                           onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
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
        let idle = configuration.idleTimeout.components
        let timeout = TimeAmount.nanoseconds(idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000)
        return Application(router: parts.router,
                           server: .http1(configuration: .init(idleTimeout: timeout)),
                           configuration: .init(address: .hostname(configuration.host, port: configuration.port),
                                                serverName: "glaze"),
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
#endif
