import Foundation
import Glaze
import GlazeTestSupport
import GlazeTheme
import GlazeWorkers
import Testing

/// A pool's workers can be started ahead of the first render, so that their
/// start overlaps the caller's own work (`glaze render` reads its theme then).
@Suite("Worker pool: starting ahead")
struct WorkerPoolStartTests {
    @Test("startWorkers fills the pool, and renders use those workers without starting more")
    func startsAhead() async throws {
        let theme = try Theme(yaml: WorkerFailureCodeTests.theme)
        let pool = RenderWorkerPool(size: 2, command: WorkerFailureCodeTests.worker, limits: WorkerFailureCodeTests.limits)
        #expect(await pool.count == 0)
        await pool.startWorkers()
        #expect(await pool.count == 2)
        await pool.startWorkers()
        #expect(await pool.count == 2)
        let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 2, format: .png)
        async let first = pool.render(file, of: theme.source)
        async let second = pool.render(file, of: theme.source)
        let (a, b) = try await (first, second)
        #expect(try Image(pngData: a).contentDigest == Image(pngData: b).contentDigest)
        #expect(await pool.count == 2)
        await pool.endAll()
        #expect(await pool.count == 0)
    }

    @Test("a worker that cannot start is not counted; the first render tries again and fails naming the command")
    func cannotStart() async throws {
        let theme = try Theme(yaml: WorkerFailureCodeTests.theme)
        let pool = RenderWorkerPool(size: 2, command: ["/nonexistent/glaze"])
        await pool.startWorkers()
        #expect(await pool.count == 0)
        let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 1, format: .png)
        let error = await WorkerFailureCodeTests.failure { () async throws(WorkerFailure) in try await pool.render(file, of: theme.source) }
        #expect(error?.code == .renderFailed && error?.description.contains("/nonexistent/glaze") == true, "\(String(describing: error))")
    }
}
