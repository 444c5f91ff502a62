#if Server
import Foundation
import ServiceLifecycle

/// Polls the theme folder while the server runs, and ends the preview streams
/// and the render workers when it stops.
struct ThemeWatcher: Service {
    let service: AssetService

    func run() async throws {
        await service.refresh()
        // Sleeping ends with a cancellation error on graceful shutdown, which is
        // the end of the watch, not a failure.
        try? await cancelWhenGracefulShutdown {
            let clock = ContinuousClock()
            var lastSweep = clock.now
            while !Task.isCancelled {
                try await Task.sleep(for: service.configuration.pollInterval)
                let sweep = clock.now - lastSweep >= service.configuration.rereadInterval
                if sweep { lastSweep = clock.now }
                await service.refresh(rereading: sweep)
                await service.workers.reapExited()
            }
        }
        await service.changes.finish()
        await service.workers.endAll()
    }
}
#endif
