import Dispatch
import Synchronization

/// A value being produced for an ``LRUCache`` entry, which later requests for
/// the same key wait on: tasks by suspending (never by holding a thread),
/// threads outside any task by sleeping until the result is in.
package final class CacheFlight<Value: Sendable>: Sendable {
    private struct State {
        var result: Result<Value, any Error>?
        var tasks: [UInt64: CheckedContinuation<Value, any Error>] = [:]
        /// Tasks cancelled before their continuation was registered.
        var cancelled: Set<UInt64> = []
        var nextTask: UInt64 = 0
        var threads: [DispatchSemaphore] = []
    }

    private let state = Mutex(State())

    package init() {}

    /// Hands `outcome` to every waiter, now and later. Only the first outcome
    /// counts: a flight that ``LRUCache/insert(_:for:)`` answered early keeps that answer.
    package func finish(_ outcome: Result<Value, any Error>) {
        let (tasks, threads) = locked { state -> ([CheckedContinuation<Value, any Error>], [DispatchSemaphore]) in
            guard state.result == nil else { return ([], []) }
            state.result = outcome
            defer { state.tasks = [:]; state.threads = [] }
            return (Array(state.tasks.values), state.threads)
        }
        for task in tasks { task.resume(with: outcome) }
        for thread in threads { thread.signal() }
    }

    /// The result, sleeping this thread until it is in. For callers outside
    /// Swift concurrency only: a task waits with ``value()``.
    package func wait() throws -> Value {
        let sleeper = DispatchSemaphore(value: 0)
        let early = locked { state -> Result<Value, any Error>? in
            if let result = state.result { return result }
            state.threads.append(sleeper)
            return nil
        }
        if let early { return try early.get() }
        sleeper.wait()
        return try locked { $0.result }!.get()
    }

    /// The result, suspending the task until it is in; a cancelled task stops
    /// waiting at once with `CancellationError` (the flight goes on for the others).
    package func value() async throws -> Value {
        let id = locked { state in
            state.nextTask += 1
            return state.nextTask
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = locked { state -> Result<Value, any Error>? in
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

    private func locked<Result>(_ body: (inout sending State) throws -> sending Result) rethrows -> sending Result {
        try state.withHandOff(by: self, body)
    }
}
