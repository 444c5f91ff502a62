#if Server
import Foundation

/// Encoded files by key, within a byte budget (least recently used go first),
/// with single flight: a burst of requests for one key that is not cached yet
/// waits for one render.
actor ResponseCache {
    private let budget: Int
    private var entries: [String: (data: Data, use: Int)] = [:]
    /// Keys with the use they were recorded at, oldest first from `head`: a
    /// hit appends, and an older record of the same key is skipped when it
    /// comes up, so that a hit costs O(1) however much is cached.
    private var uses: [(key: String, use: Int)] = []
    private var head = 0
    private var clock = 0
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
        if let entry = entries[key] {
            hits += 1
            record(key, data: entry.data)
            return entry.data
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

    /// Marks `key` as used now.
    private func record(_ key: String, data: Data) {
        clock += 1
        entries[key] = (data, clock)
        uses.append((key, clock))
        // Stale and consumed records are dropped once they outnumber the live ones.
        if uses.count > 2 * entries.count + 64 {
            uses = uses[head...].filter { entries[$0.key]?.use == $0.use }
            head = 0
        }
    }

    private func store(_ data: Data, for key: String) {
        guard data.count <= budget, entries[key] == nil else { return }
        // Encoders build their bytes by appending, which leaves up to as much
        // again in spare capacity: an exact copy keeps what is counted what is held.
        let exact = data.withUnsafeBytes { bytes in bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data() }
        record(key, data: exact)
        bytes += data.count
        while bytes > budget, head < uses.count {
            let oldest = uses[head]
            head += 1
            guard let entry = entries[oldest.key], entry.use == oldest.use else { continue }
            entries[oldest.key] = nil
            bytes -= entry.data.count
        }
    }
}
#endif
