#if Server
import Foundation

/// Encoded files by key, within a byte budget (least recently used go first),
/// with single flight: a burst of requests for one key that is not cached yet
/// waits for one render.
actor ResponseCache {
    private let budget: Int
    private var entries: [String: Data] = [:]
    /// Keys from least to most recently used.
    private var order: [String] = []
    private var bytes = 0
    private var inFlight: [String: Task<Data, Error>] = [:]
    /// Renders started and answers served from memory, for the metrics.
    private(set) var renders = 0
    private(set) var hits = 0

    init(budget: Int) {
        self.budget = budget
    }

    /// The bytes held now.
    var size: Int { bytes }

    /// The data for `key`: from memory, from a render already under way, or
    /// from `render`, whose result is then kept if it fits the budget.
    func data(for key: String, render: @escaping @Sendable () async throws -> Data) async throws -> Data {
        if let data = entries[key] {
            hits += 1
            touch(key)
            return data
        }
        if let task = inFlight[key] {
            hits += 1
            return try await task.value
        }
        renders += 1
        let task = Task { try await render() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        let data = try await task.value
        store(data, for: key)
        return data
    }

    private func touch(_ key: String) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }

    private func store(_ data: Data, for key: String) {
        guard data.count <= budget, entries[key] == nil else { return }
        entries[key] = data
        order.append(key)
        bytes += data.count
        while bytes > budget, let oldest = order.first {
            order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.count ?? 0
        }
    }
}
#endif
