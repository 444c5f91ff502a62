#if Server
import Foundation
@testable import GlazeServer
import Testing

/// The server's cache of encoded files, on its own.
@Suite("glaze serve: the response cache")
struct ResponseCacheTests {
    /// `bytes` bytes of `value`, counting the renders it stands for.
    final class Renders: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func render(_ key: String, bytes: Int) -> @Sendable () async throws -> Data {
            { [self] in
                lock.withLock { counts[key, default: 0] += 1 }
                return Data(repeating: UInt8(key.utf8.first ?? 0), count: bytes)
            }
        }

        func count(_ key: String) -> Int { lock.withLock { counts[key] ?? 0 } }
    }

    @Test("the least recently used file goes first when the budget is full")
    func leastRecentlyUsed() async throws {
        let cache = ResponseCache(budget: 100), renders = Renders()
        for key in ["a", "b", "c"] { _ = try await cache.file(for: key, render: renders.render(key, bytes: 32)) }
        // a is used again, so b is now the oldest; d needs room for 32 bytes.
        _ = try await cache.file(for: "a", render: renders.render("a", bytes: 32))
        _ = try await cache.file(for: "d", render: renders.render("d", bytes: 32))
        let size = await cache.size
        #expect(size == 96)
        for key in ["a", "c", "d"] { _ = try await cache.file(for: key, render: renders.render(key, bytes: 32)) }
        #expect(["a", "c", "d"].map(renders.count) == [1, 1, 1])
        _ = try await cache.file(for: "b", render: renders.render("b", bytes: 32))
        #expect(renders.count("b") == 2)
    }

    @Test("a file larger than the budget is served but not kept; thousands of hits keep the size exact, counting whole buffers")
    func budgetHolds() async throws {
        let cache = ResponseCache(budget: 1024), renders = Renders()
        let big = try await cache.file(for: "big", render: renders.render("big", bytes: 5000))
        let empty = await cache.size
        #expect(big.readableBytes == 5000 && empty == 0)
        for round in 0..<5000 {
            let key = "k\(round % 40)"
            _ = try await cache.file(for: key, render: renders.render(key, bytes: 100))
        }
        // A file is held in a buffer of the next power of two, and what is
        // counted is what is held: 128 bytes each, so eight fit. The forty keys
        // in turn evict each other, and the size never passes the budget.
        let (size, started) = (await cache.size, await cache.renders)
        #expect(size == 1024 && started == 5001)
    }

    @Test("a burst of requests for one key renders it once")
    func singleFlight() async throws {
        let cache = ResponseCache(budget: 1 << 20)
        let renders = Renders()
        let slow: @Sendable () async throws -> Data = {
            try await Task.sleep(for: .milliseconds(200))
            return try await renders.render("slow", bytes: 10)()
        }
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { try await cache.file(for: "slow", render: slow).readableBytes } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes == Array(repeating: 10, count: 16))
        #expect(renders.count("slow") == 1)
        let (started, hits) = (await cache.renders, await cache.hits)
        #expect(started == 1 && hits == 15)
    }
}
#endif
