import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// How many threads reading a theme's assets may use: every core unless a
/// caller in the same task says otherwise (`glaze render --jobs`).
package enum ThemeReading {
    @TaskLocal package static var threads: Int?

    static var threadCount: Int { max(threads ?? ProcessInfo.processInfo.activeProcessorCount, 1) }
}

/// `transform` applied to every item on up to `threads` threads, the caller's
/// among them, handing out one item at a time: the results in order, or the
/// error of the first item, by index, that failed (so the error does not depend
/// on which thread got there first).
///
/// Plain POSIX threads, joined before the results are read: the thread
/// sanitizer sees every hand-over, which it cannot through Dispatch's pool.
func parallelMap<Item, Value, Failure: Error>(_ items: [Item], threads: Int,
                                              _ transform: @escaping (Int, Item) throws(Failure) -> Value) throws(Failure) -> [Value] {
    let work = ParallelWork(items: items, transform: transform)
    var started: [pthread_t] = []
    for _ in 0..<(min(threads, items.count) - 1) {
        var thread = pthread_t()
        let context = Unmanaged<ParallelRunner>.passRetained(work).toOpaque()
        if pthread_create(&thread, nil, { context in
            Unmanaged<ParallelRunner>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context) == 0 {
            started.append(thread)
        } else {
            Unmanaged<ParallelRunner>.fromOpaque(context).release()
        }
    }
    work.run()
    for thread in started { pthread_join(thread, nil) }
    return try work.results()
}

/// What a thread runs: a class without generic parameters, so that a C
/// function can start it.
private class ParallelRunner: @unchecked Sendable {
    func run() {}
}

/// The items, the next one to hand out, and each one's outcome.
private final class ParallelWork<Item, Value, Failure: Error>: ParallelRunner, @unchecked Sendable {
    private let items: [Item]
    private let transform: (Int, Item) throws(Failure) -> Value
    private let next = Atomic<Int>(0)
    // Each slot is written by the one thread that took its index, and read after every thread is joined.
    private let outcomes: UnsafeMutableBufferPointer<Result<Value, Failure>?>

    init(items: [Item], transform: @escaping (Int, Item) throws(Failure) -> Value) {
        self.items = items
        self.transform = transform
        outcomes = .allocate(capacity: items.count)
        outcomes.initialize(repeating: nil)
    }

    deinit {
        outcomes.deinitialize()
        outcomes.deallocate()
    }

    override func run() {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < items.count else { return }
            do throws(Failure) {
                outcomes[index] = .success(try transform(index, items[index]))
            } catch {
                outcomes[index] = .failure(error)
            }
        }
    }

    func results() throws(Failure) -> [Value] {
        try outcomes.map { outcome throws(Failure) in try outcome!.get() }
    }
}
