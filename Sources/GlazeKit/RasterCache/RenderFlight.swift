import Dispatch
import Synchronization

/// A render under way, which later requests for the same look wait on: tasks
/// by suspending (never by holding a thread), threads outside any task by
/// sleeping until the result is in.
final class RenderFlight: Sendable {
    private struct State {
        var result: Result<CachedRaster, any Error>?
        var tasks: [UInt64: CheckedContinuation<CachedRaster, any Error>] = [:]
        /// Tasks cancelled before their continuation was registered.
        var cancelled: Set<UInt64> = []
        var nextTask: UInt64 = 0
        var threads: [DispatchSemaphore] = []
    }

    private let state = Mutex(State())

    /// Hands `outcome` to every waiter, now and later.
    func finish(_ outcome: Result<CachedRaster, any Error>) {
        let (tasks, threads) = locked { state in
            state.result = outcome
            defer { state.tasks = [:]; state.threads = [] }
            return (Array(state.tasks.values), state.threads)
        }
        for task in tasks { task.resume(with: outcome) }
        for thread in threads { thread.signal() }
    }

    /// The result, sleeping this thread until it is in. For callers outside
    /// Swift concurrency only: a task waits with ``value()``.
    func wait() throws -> CachedRaster {
        let sleeper = DispatchSemaphore(value: 0)
        let early = locked { state -> Result<CachedRaster, any Error>? in
            if let result = state.result { return result }
            state.threads.append(sleeper)
            return nil
        }
        if let early { return try early.get() }
        sleeper.wait()
        return try locked { $0.result }!.get()
    }

    /// The result, suspending the task until it is in; a cancelled task stops
    /// waiting at once with `CancellationError` (the render goes on for the others).
    func value() async throws -> CachedRaster {
        let id = locked { state in
            state.nextTask += 1
            return state.nextTask
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = locked { state -> Result<CachedRaster, any Error>? in
                    if let result = state.result { return result }
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    state.tasks[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let waiting = locked { state in
                let continuation = state.tasks.removeValue(forKey: id)
                if continuation == nil, state.result == nil { state.cancelled.insert(id) }
                return continuation
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// `state.withLock`, with the hand-over shown to ThreadSanitizer.
    private func locked<Result>(_ body: (inout sending State) throws -> sending Result) rethrows -> sending Result {
        try state.withLock { state in
            ThreadSanitizerHandOff.acquired(self)
            defer { ThreadSanitizerHandOff.releasing(self) }
            return try body(&state)
        }
    }
}
