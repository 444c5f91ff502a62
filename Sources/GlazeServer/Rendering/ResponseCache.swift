#if Server
import Foundation
import Glaze
import NIOCore

/// Encoded files by key, within a byte budget (least recently used go first),
/// with single flight: a burst of requests for one key that is not cached yet
/// waits for one render. The core's `LRUCache`, which the raster cache uses too.
///
/// Files are kept as the buffers NIO writes: a response shares its file's
/// storage (a reference count, no copy per request), which also bounds what a
/// client that never reads can hold to the cached files themselves.
final class ResponseCache: Sendable {
    private let files: LRUCache<String, ByteBuffer>

    init(budget: Int) {
        files = LRUCache(budget: budget) { $0.capacity }
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

    /// The file for `key` if it is in memory now, counted as a hit; `nil`
    /// otherwise, without waiting or rendering.
    func keptFile(for key: String) -> ByteBuffer? {
        files.keptValue(for: key)
    }

    /// The file for `key`: from memory, from a render already under way, or
    /// from `render`, whose result is then kept if it fits the budget.
    ///
    /// The render runs in a task of its own, so the request that started it
    /// going away (its task cancelled) never fails the requests waiting for it;
    /// a waiting request that is cancelled stops waiting.
    func file(for key: String, render: @escaping @Sendable () async throws -> Data) async throws -> ByteBuffer {
        try await files.value(for: key) {
            let data = try await Task { try await render() }.value
            // One copy per render, into storage of exactly the file's size:
            // encoders leave spare capacity, which would be held uncounted.
            return ByteBuffer(bytes: data)
        }
    }
}
#endif
