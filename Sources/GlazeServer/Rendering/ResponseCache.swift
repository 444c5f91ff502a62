#if Server
import Foundation
import Glaze

/// Encoded files by key, within a byte budget (least recently used go first),
/// with single flight: a burst of requests for one key that is not cached yet
/// waits for one render. The core's `LRUCache`, which the raster cache uses too.
final class ResponseCache: Sendable {
    private let files: LRUCache<String, Data>

    init(budget: Int) {
        files = LRUCache(budget: budget) { $0.count }
    }

    /// The bytes held now.
    var size: Int {
        get async { files.statistics.bytes }
    }

    /// Renders started, for the metrics.
    var renders: Int {
        get async { files.statistics.misses }
    }

    /// Answers served from memory, including those that waited for a render under way.
    var hits: Int {
        get async { files.statistics.hits }
    }

    /// The data for `key`: from memory, from a render already under way, or
    /// from `render`, whose result is then kept if it fits the budget.
    ///
    /// The render runs in a task of its own, so the request that started it
    /// going away (its task cancelled) never fails the requests waiting for it;
    /// a waiting request that is cancelled stops waiting.
    func data(for key: String, render: @escaping @Sendable () async throws -> Data) async throws -> Data {
        let budget = files.budget
        return try await files.value(for: key) {
            let data = try await Task { try await render() }.value
            // Encoders build their bytes by appending, which leaves up to as much
            // again in spare capacity: an exact copy keeps what is counted what is held.
            guard data.count <= budget else { return data }
            return data.withUnsafeBytes { bytes in bytes.baseAddress.map { Data(bytes: $0, count: bytes.count) } ?? Data() }
        }
    }
}
#endif
