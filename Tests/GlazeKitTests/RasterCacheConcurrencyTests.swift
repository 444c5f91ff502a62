import Dispatch
import Foundation
import Glaze
import GlazeKit
import Synchronization
import Testing

/// Holds the first render of a look until the test lets it go, so that other
/// requests certainly arrive while it is in flight.
final class RenderGate: Sendable {
    private let state = Mutex((calls: 0, started: false, priorities: [TaskPriority?](), rival: ContinuousClock.Instant?.none))
    private let release = DispatchSemaphore(value: 0)

    var started: Bool { state.withLock { $0.started } }
    var priorities: [TaskPriority?] { state.withLock { $0.priorities } }

    /// Called from `draw`: the first call waits for ``open()``. So that a broken
    /// cache, which makes the rival request wait for this render, fails the test
    /// instead of hanging it, the wait also ends ``Waiting/seconds`` after the
    /// rival request began (``rivalBegins()``). It is not bounded before then:
    /// under ThreadSanitizer the rival's task may wait minutes for a pool thread.
    func pass() {
        let first = state.withLock { state in
            state.calls += 1
            state.priorities.append(withUnsafeCurrentTask { $0?.basePriority })
            if state.calls == 1 { state.started = true }
            return state.calls == 1
        }
        guard first else { return }
        while release.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if let rival = state.withLock({ $0.rival }), rival.duration(to: .now) > .seconds(Waiting.seconds) { return }
        }
    }

    /// Notes that the request competing with the held render begins now.
    func rivalBegins() { state.withLock { $0.rival = .now } }

    func open() { release.signal() }

    /// Suspends (never blocks) until the first render has begun.
    /// - Note: the held render runs on a thread of its own (``ThreadRender``): held
    ///   on one of the concurrency pool's few threads, it would starve the others.
    func waitUntilStarted() async throws {
        try await eventually { self.started }
    }
}

struct GatedLook: Rasterizable {
    var gate: RenderGate
    static var cacheKeyName: String { "GatedLook" }
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { [:] }
    func draw(in rect: CGRect, on canvas: Canvas) throws {
        gate.pass()
        try canvas.fill(rect, with: .color(.red))
    }
}

/// How long these tests wait for a step before failing a broken cache, which
/// would otherwise hang them. Swift Testing runs every suite at once, and under
/// ThreadSanitizer the other suites' synchronous tests can hold both of a
/// two-core machine's pool threads for minutes: a task of these tests then
/// waits for a thread however correct the cache is. So a wait fails only once
/// it has both lasted ``seconds`` and polled ``polls`` times: each poll needs a
/// pool thread too, and work queued before it (the task it waits for) runs first.
enum Waiting {
    static let seconds = 30
    static let polls = 1_000
}

struct TimedOut: Error, CustomStringConvertible {
    var description: String { "the condition did not hold within \(Waiting.seconds) s and \(Waiting.polls) polls" }
}

/// Suspends until `condition` holds, polling; throws after ``Waiting`` rather than hang.
func eventually(_ condition: @Sendable () -> Bool) async throws {
    let start = ContinuousClock.now
    var polls = 0
    while !condition() {
        polls += 1
        guard polls < Waiting.polls || start.duration(to: .now) < .seconds(Waiting.seconds) else { throw TimedOut() }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// A synchronous request on a thread of its own, outside Swift concurrency.
final class ThreadRender: Sendable {
    private let outcome = Mutex<Result<CachedRaster, any Error>?>(nil)

    init(_ cache: RasterCache, _ look: GatedLook, size: CGSize) {
        Thread { [self] in
            let result = Result { try cache.raster(for: look, size: size, scale: 1) }
            outcome.withLock { $0 = result }
        }.start()
    }

    /// Suspends until the request is answered (see ``Waiting``).
    func value() async throws -> CachedRaster {
        try await eventually { self.outcome.withLock { $0 } != nil }
        return try outcome.withLock { $0 }!.get()
    }
}

@Suite("Raster cache: waiting without blocking")
struct RasterCacheConcurrencyTests {
    let size = CGSize(width: 8, height: 8)

    @Test("inside a task, a synchronous request for a look in flight draws its own copy instead of blocking")
    func syncInsideTaskNeverBlocks() async throws {
        let cache = try RasterCache(), gate = RenderGate(), look = GatedLook(gate: gate)
        let first = ThreadRender(cache, look, size: size)
        try await gate.waitUntilStarted()
        // Were this to wait for the first render, it would wait for the gate's timeout,
        // and then be handed the first render's image.
        let own = try await Task {
            gate.rivalBegins()
            return try cache.raster(for: look, size: size, scale: 1)
        }.value
        gate.open()
        let shared = try await first.value()
        #expect(cache.statistics.renders == 2 && cache.statistics.coalesced == 0, "\(cache.statistics)")
        #expect(ObjectIdentifier(own.image) != ObjectIdentifier(shared.image) && own.image.pixel(x: 4, y: 4) == Pixel(.red))
        #expect(try cache.raster(for: look, size: size, scale: 1).image === shared.image, "the flight's render is the one kept")
    }

    @Test("a task waiting for someone else's render stops at once when cancelled; the render goes on")
    func cancelledWaiter() async throws {
        let cache = try RasterCache(), gate = RenderGate(), look = GatedLook(gate: gate)
        let first = ThreadRender(cache, look, size: size)
        try await gate.waitUntilStarted()
        let waiter = Task {
            gate.rivalBegins()
            return try await cache.rasterAsync(for: look, size: size, scale: 1)
        }
        try await eventually { cache.statistics.coalesced == 1 }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(gate.priorities.count == 1, "the render is still under way, and was not started twice")
        gate.open()
        _ = try await first.value()
        #expect(cache.statistics.renders == 1 && cache.statistics.entries == 1)
    }

    @Test("a cancelled task does not start a render")
    func cancelledBeforeRendering() async throws {
        let cache = try RasterCache(), gate = RenderGate()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await cache.rasterAsync(for: GatedLook(gate: gate), size: size, scale: 1)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(cache.statistics.renders == 0 && gate.priorities.isEmpty)
    }

    @Test("an async render runs in the caller's task, at its priority")
    func keepsPriority() async throws {
        let cache = try RasterCache(), gate = RenderGate()
        gate.open()
        let task = Task(priority: .low) { try await cache.rasterAsync(for: GatedLook(gate: gate), size: size, scale: 1) }
        _ = try await task.value
        #expect(gate.priorities == [.low], "drawn in a task of the caller's priority, not a detached one")
    }
}
