import Foundation

/// Where a render runs: rendering recurses once per node of the graph, and
/// in a debug build a node's frames take a few kilobytes, so a graph of a few
/// hundred nodes would overflow the 512 KiB stack of a secondary thread. A
/// deep graph therefore renders on a thread of its own with a stack sized
/// for ``RecipeDepth/maximum``, while the caller waits.
enum RenderStack {
    /// Graphs up to this depth render on the caller's thread: 64 nodes take
    /// under 200 KiB of stack in a debug build.
    static let callerThreadDepth = 64
    /// The stack of a deep render's thread: address space only, of which the
    /// render touches what its depth needs (about 32 KiB a node here).
    static let bytes = 64 << 20

    /// Runs `work` on a stack deep enough for a graph of `depth` nodes, and
    /// returns when it has.
    static func run(depth: Int, _ work: () throws(CoreImageError) -> Void) throws(CoreImageError) {
        guard depth > callerThreadDepth else { return try work() }
        var outcome: Result<Void, CoreImageError> = .success(())
        let started = withoutActuallyEscaping(work) { work -> Bool in
            let job = Job { outcome = Result { () throws(CoreImageError) in try work() } }
            return job.runOnOwnThread(stackBytes: bytes)
        }
        guard started else {
            throw CoreImageError(.limitExceeded, "a thread for a render \(depth) steps deep could not be started")
        }
        try outcome.get()
    }

    /// The work a render thread runs. The caller waits for the thread to end
    /// (`pthread_join`) before it reads what the work wrote, which orders
    /// every access; hence the unchecked `Sendable`.
    private final class Job: @unchecked Sendable {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }

        /// Runs `body` on a new thread with a stack of `stackBytes` and waits
        /// for it; `false` when no thread could be started.
        func runOnOwnThread(stackBytes: Int) -> Bool {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return false }
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let created = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
            guard created == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return false
            }
            pthread_join(thread, nil)
            return true
        }
    }
}
