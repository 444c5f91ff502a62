#if Server
/// Lets a bounded number of renders run at once and queues a bounded number
/// more; beyond that, a render is refused at once rather than piling up.
actor RenderGate {
    private let slots: Int
    private let queueLimit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(slots: Int, queueLimit: Int) {
        self.slots = slots
        self.queueLimit = queueLimit
    }

    /// Runs `body` in a slot, waiting for one if all are taken.
    /// - Throws: ``ServerError/busy(_:)`` when the queue is full; what `body` throws.
    func run<Value: Sendable>(_ body: @Sendable () async throws -> Value) async throws -> Value {
        if running >= slots {
            guard waiting.count < queueLimit else {
                throw ServerError(.busy("\(waiting.count) renders are waiting already; try again"))
            }
            // The slot is handed over by the render that frees it.
            await withCheckedContinuation { waiting.append($0) }
        } else {
            running += 1
        }
        defer { release() }
        return try await body()
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
#endif
