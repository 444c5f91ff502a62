#if Server
import Foundation

/// Tells every open preview page which themes changed (server-sent events).
actor ChangeBroadcaster {
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]
    private var finished = false

    /// A stream of changed theme names that ends when the server stops.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(64))
        guard !finished else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    private func remove(_ id: UUID) {
        subscribers[id] = nil
    }

    /// The number of open streams.
    var count: Int { subscribers.count }

    /// Sends `names` to every subscriber.
    func publish(_ names: [String]) {
        for name in names {
            for continuation in subscribers.values { continuation.yield(name) }
        }
    }

    /// Ends every stream, now and for later subscribers: the server is stopping.
    func finish() {
        finished = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }
}
#endif
