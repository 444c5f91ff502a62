import Dispatch
import Foundation
import Synchronization

/// SIGINT and SIGTERM while a render runs. The first cancels the render rather
/// than ending the process at once: the render stops at its next await (a
/// drawing already in a C library finishes first) and removes its staging
/// folder as any failed render does, which a signal handler could not do
/// safely while other threads are still writing into that folder. A second
/// signal ends the process as the signal's default would; the staging folder is
/// then left for the next render into the same directory to remove.
enum Interruption {
    /// The signal that arrived, shared with the dispatch sources' handlers.
    /// An atomic, which ThreadSanitizer sees (it cannot see Synchronization.Mutex on Linux).
    private final class Received: Sendable {
        let signal = Atomic<Int32>(0)
    }

    /// Runs `work` in a task that the first SIGINT or SIGTERM cancels; returns
    /// its result and the signal, if one came.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async -> (Result<Value, any Error>, signal: Int32?) {
        let task = Task { try await work() }
        let received = Received()
        let signals = [SIGINT, SIGTERM]
        let sources = signals.map { number in
            // Ignored as a signal, so that only the dispatch source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if received.signal.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
                    task.cancel()
                } else {
                    end(by: number)
                }
            }
            source.resume()
            return source
        }
        let result = await task.result
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
        let number = received.signal.load(ordering: .relaxed)
        return (result, number == 0 ? nil : number)
    }

    /// Ends the process by `number` with its default action, so that the shell
    /// or supervisor that sent it sees the process end by that signal.
    static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        // Dispatch's worker threads, where tasks run, block signals; unblocked
        // in this thread, the raised signal is delivered before raise returns.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        // Not reached; should it be, end as a shell reports a signal.
        exit(128 + number)
    }

    /// `SIGINT` or `SIGTERM`, for messages.
    static func name(_ number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }
}
