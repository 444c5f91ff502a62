import Foundation
import GlazeTestSupport
import GlazeTheme
import GlazeWorkers
import Testing

/// Every way a render worker fails has its ``WorkerFailure`` code, which
/// `glaze serve` maps onto a status: each is asserted here through a real
/// worker (the `glaze worker` built beside these tests) and a real bad job.
@Suite("WorkerFailure: codes")
struct WorkerFailureCodeTests {
    static let worker = [glazeExecutable.path, "worker"]
    static let theme = "assets:\n  - {name: a, kind: hybridBackground}\n"
    /// The standard limits, with the time a worker under ThreadSanitizer needs
    /// to start and answer while the rest of the suite runs (else the failure
    /// would be a timeout, not the code asked for).
    static let limits = {
        var limits = WorkerLimits()
        limits.secondsPerRender = Int(patience(30))
        limits.cpuSecondsPerRender = Int(patience(10))
        return limits
    }()

    /// The failure `body` throws; fails the test when it returns.
    static func failure(_ body: () async throws(WorkerFailure) -> Data, sourceLocation: SourceLocation = #_sourceLocation) async -> WorkerFailure? {
        do {
            _ = try await body()
            Issue.record("the worker answered a file", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("every code keeps its name: renaming one breaks callers that log or compare it")
    func codeNames() {
        #expect(WorkerFailure.Code.all.map(\.description) == ["notFound", "overBudget", "themeInvalid", "renderFailed"])
        #expect(Set(WorkerFailure.Code.all).count == WorkerFailure.Code.all.count)
    }

    @Test("an asset the worker's theme does not have is notFound")
    func notFound() async throws {
        let asked = try Theme(yaml: "assets:\n  - {name: elsewhere, kind: hybridBackground}\n")
        let source = try Theme(yaml: Self.theme).source
        let pool = RenderWorkerPool(size: 1, command: Self.worker, limits: Self.limits)
        let file = AssetFile(asset: asked.assets[0], state: .normal, scale: 1, format: .png)
        let error = await Self.failure { () async throws(WorkerFailure) in try await pool.render(file, of: source) }
        await pool.endAll()
        #expect(error?.code == .notFound && error?.description == "theme 'theme' has no asset 'elsewhere'", "\(String(describing: error))")
    }

    @Test("a sheet past its pixel budget is overBudget")
    func overBudget() async throws {
        let source = try Theme(yaml: Self.theme).source
        let pool = RenderWorkerPool(size: 1, command: Self.worker, limits: Self.limits)
        let error = await Self.failure { () async throws(WorkerFailure) in
            try await pool.sheet(of: source, fonts: [], format: .png, maximumPixels: 1)
        }
        await pool.endAll()
        #expect(error?.code == .overBudget && error?.description.contains("over the budget of 1") == true, "\(String(describing: error))")
    }

    @Test("a source that does not read within the worker's theme limits is themeInvalid")
    func themeInvalid() async throws {
        let theme = try Theme(yaml: Self.theme)
        var limits = ThemeLimits.standard
        limits.maximumValues = 2
        let pool = RenderWorkerPool(size: 1, command: Self.worker, limits: Self.limits, themeLimits: limits)
        let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 1, format: .png)
        let error = await Self.failure { () async throws(WorkerFailure) in try await pool.render(file, of: theme.source) }
        await pool.endAll()
        #expect(error?.code == .themeInvalid && error?.description.contains("ThemeLimits.maximumValues") == true, "\(String(describing: error))")
    }

    @Test("a worker that cannot start is renderFailed, naming the command")
    func renderFailed() async throws {
        let theme = try Theme(yaml: Self.theme)
        let pool = RenderWorkerPool(size: 1, command: ["/nonexistent/glaze"])
        let file = AssetFile(asset: theme.assets[0], state: .normal, scale: 1, format: .png)
        let error = await Self.failure { () async throws(WorkerFailure) in try await pool.render(file, of: theme.source) }
        await pool.endAll()
        #expect(error?.code == .renderFailed && error?.description.contains("cannot start a render worker (/nonexistent/glaze)") == true,
                "\(String(describing: error))")
    }
}
