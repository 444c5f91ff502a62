import Foundation

/// How many of Glaze's own processes (a `glaze render`, a `glaze serve` with
/// its workers) the tests run at once: as many as there are cores.
///
/// Swift Testing starts every suite at once. Unbounded, the server suites put
/// thirty `glaze serve` processes on a two-core machine, each polling its
/// folder; under ThreadSanitizer, where every poll is instrumented, their idle
/// polling alone took more than a core, and the run took 27 minutes instead
/// of a few. A test waiting for a slot suspends; it holds no thread.
public enum ProcessSlots {
    private static let gate = SlotGate(capacity: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether the current task already holds a slot: a test that runs two
    /// servers at once (the nginx recipe) takes one slot for both, so that two
    /// such tests cannot each hold one and wait for the other's.
    @TaskLocal private static var held = false

    /// Runs `body` once a slot is free, holding it until `body` returns.
    public static func withSlot<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        if held { return try await body() }
        await gate.acquire()
        do {
            let result = try await $held.withValue(true) { try await body() }
            await gate.release()
            return result
        } catch {
            await gate.release()
            throw error
        }
    }
}

/// A counting semaphore whose waiters suspend, first come first served.
private actor SlotGate {
    private var free: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(capacity: Int) { free = capacity }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the slot to the longest waiter, or frees it.
    func release() {
        if waiters.isEmpty {
            free += 1
        } else {
            waiters.removeFirst().resume()
        }
    }
}
