import Foundation
import Glaze
import Synchronization
import Testing

/// The cache shared by the raster cache and the server's response cache, on its own.
@Suite("LRU cache with single flight")
struct LRUCacheTests {
    /// A value that says what it costs.
    struct Blob: Hashable, Sendable {
        var name: String
        var cost = 1
    }

    struct Failure: Error, Equatable {}

    static func cache(budget: Int) -> LRUCache<String, Blob> {
        LRUCache(budget: budget) { $0.cost }
    }

    /// How long a step may take before the test fails instead of hanging.
    static let patience = Duration.seconds(120)

    /// Suspends until `condition` holds, polling; throws after ``patience``.
    static func eventually(_ condition: @Sendable () -> Bool) async throws {
        let deadline = ContinuousClock.now + patience
        while !condition() {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Counts the times a value was produced.
    final class Producer: Sendable {
        private let count = Mutex(0)
        var calls: Int { count.withHandOff(by: self) { $0 } }
        func produce(_ name: String, cost: Int = 1) -> Blob {
            count.withHandOff(by: self) { $0 += 1 }
            return Blob(name: name, cost: cost)
        }
    }

    /// The answers threads got, in the order they came. The lock shows its
    /// hand-overs to ThreadSanitizer, which cannot see Mutex's futex waits.
    final class Answers: Sendable {
        private let names = Mutex<[String]>([])
        var all: [String] { names.withHandOff(by: self) { $0 } }
        func append(_ name: String) { names.withHandOff(by: self) { $0.append(name) } }
    }

    struct NotAMiss: Error {}

    /// Claims "k", so that a flight starts, and a task that waits on it;
    /// returns both once the task is waiting.
    static func flightAndWaiter(_ cache: LRUCache<String, Blob>) async throws -> (LRUCache<String, Blob>.Flight, Task<Blob, any Error>) {
        guard case let .produce(flight) = cache.claim("k", mayWait: { true }) else { throw NotAMiss() }
        let waiter = Task { try await cache.value(for: "k") { Blob(name: "never") } }
        try await eventually { cache.statistics.coalesced == 1 }
        return (flight, waiter)
    }

    @Test("a hit makes an entry the most recently used: the oldest untouched one goes first")
    func leastRecentlyUsedOrder() {
        let cache = Self.cache(budget: 3)
        for name in ["a", "b", "c"] { cache.insert(Blob(name: name), for: name) }
        guard case let .hit(a) = cache.claim("a", mayWait: { true }) else { Issue.record("a was not kept"); return }
        #expect(a.name == "a")
        #expect(cache.insert(Blob(name: "d"), for: "d").map(\.key) == ["b"])
        #expect(cache.insert(Blob(name: "e"), for: "e").map(\.key) == ["c"])
        #expect(cache.insert(Blob(name: "f"), for: "f").map(\.key) == ["a"])
        let stats = cache.statistics
        #expect(stats.entries == 3 && stats.bytes == 3 && stats.evictions == 3 && stats.hits == 1, "\(stats)")
    }

    @Test("eviction goes by bytes: as many of the oldest as it takes to fit the budget")
    func evictionByBytes() {
        let cache = Self.cache(budget: 100)
        cache.insert(Blob(name: "a", cost: 40), for: "a")
        cache.insert(Blob(name: "b", cost: 40), for: "b")
        cache.insert(Blob(name: "c", cost: 20), for: "c")
        #expect(cache.statistics.bytes == 100 && cache.statistics.evictions == 0, "exactly the budget stays")
        #expect(cache.insert(Blob(name: "d", cost: 70), for: "d").map(\.key) == ["a", "b"])
        var stats = cache.statistics
        #expect(stats.bytes == 90 && stats.entries == 2 && stats.evictions == 2, "\(stats)")
        // Replacing a value counts its new cost, not both, and evicts nothing that still fits.
        #expect(cache.insert(Blob(name: "d2", cost: 80), for: "d").isEmpty)
        stats = cache.statistics
        #expect(stats.bytes == 100 && stats.entries == 2 && stats.evictions == 2, "\(stats)")
    }

    @Test("evicting from 100,000 entries looks only at the least recently used end")
    func evictionIsConstantPerEntry() {
        let count = 100_000
        let cache = Self.cache(budget: count)
        for index in 0..<count { cache.insert(Blob(name: "\(index)"), for: "\(index)") }
        #expect(cache.statistics.entries == count && cache.statistics.examined == 0)
        guard case .hit = cache.claim("0", mayWait: { true }) else { Issue.record("0 was not kept"); return }
        #expect(cache.insert(Blob(name: "new"), for: "new").map(\.key) == ["1"])
        #expect(cache.statistics.examined == 1, "one entry looked at for one eviction, not a scan of \(count)")
        #expect(cache.insert(Blob(name: "wide", cost: 5), for: "wide").map(\.key) == ["2", "3", "4", "5", "6"])
        let stats = cache.statistics
        #expect(stats.examined == 6 && stats.evictions == 6 && stats.entries == count - 4 && stats.bytes == count, "\(stats)")
        // Freed nodes are reused, and the list stays in order through it.
        for index in 0..<10 { cache.insert(Blob(name: "again \(index)"), for: "again \(index)") }
        #expect(cache.insert(Blob(name: "last"), for: "last").map(\.key) == ["17"])
    }

    @Test("a value over the whole budget is handed out but not kept, and pushes nothing out")
    func oversized() async throws {
        let cache = Self.cache(budget: 10), producer = Producer()
        cache.insert(Blob(name: "small", cost: 5), for: "small")
        let big = try await cache.value(for: "big") { producer.produce("big", cost: 11) }
        #expect(big.cost == 11)
        var stats = cache.statistics
        #expect(stats.entries == 1 && stats.bytes == 5 && stats.evictions == 0, "\(stats)")
        _ = try await cache.value(for: "big") { producer.produce("big", cost: 11) }
        #expect(producer.calls == 2, "not kept, so produced again")
        // Replacing a kept value by one over the budget drops the stale one.
        #expect(cache.insert(Blob(name: "huge", cost: 50), for: "small").isEmpty)
        stats = cache.statistics
        #expect(stats.entries == 0 && stats.bytes == 0 && stats.evictions == 0, "\(stats)")
    }

    @Test("fifty concurrent tasks asking for one key produce it once; the others wait for it")
    func singleFlightTasks() async throws {
        let cache = Self.cache(budget: 1000), producer = Producer()
        let values = try await withThrowingTaskGroup(of: Blob.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await cache.value(for: "k") {
                        // Held until every other request is waiting for this flight.
                        try await Self.eventually { cache.statistics.coalesced == 49 }
                        return producer.produce("k")
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: Blob(name: "k"), count: 50))
        let stats = cache.statistics
        #expect(producer.calls == 1 && stats.misses == 1 && stats.hits == 49 && stats.coalesced == 49 && stats.entries == 1, "\(stats)")
    }

    @Test("threads outside any task wait by sleeping; a request that may not wait produces a copy, kept nowhere")
    func singleFlightThreads() async throws {
        let cache = Self.cache(budget: 1000)
        guard case let .produce(flight) = cache.claim("k", mayWait: { true }) else { Issue.record("not a miss"); return }
        let answers = Answers()
        for _ in 0..<4 {
            Thread {
                guard case let .wait(flight) = cache.claim("k", mayWait: { true }) else { return }
                let name = (try? flight.wait())?.name ?? "error"
                answers.append(name)
            }.start()
        }
        try await Self.eventually { cache.statistics.coalesced == 4 }
        guard case .produceCopy = cache.claim("k", mayWait: { false }) else { Issue.record("a request that may not wait waited"); return }
        cache.complete("k", flight: flight, with: .success(Blob(name: "k")))
        try await Self.eventually { answers.all.count == 4 }
        #expect(answers.all == ["k", "k", "k", "k"])
        let stats = cache.statistics
        #expect(stats.misses == 2 && stats.hits == 4 && stats.entries == 1, "\(stats)")
    }

    @Test("a failure reaches every waiter and is not kept: the next request produces again")
    func failuresAreNotKept() async throws {
        let cache = Self.cache(budget: 1000), producer = Producer()
        let (flight, waiter) = try await Self.flightAndWaiter(cache)
        cache.complete("k", flight: flight, with: .failure(Failure()))
        await #expect(throws: Failure.self) { try await waiter.value }
        #expect(cache.statistics.entries == 0)
        let value = try await cache.value(for: "k") { producer.produce("k") }
        #expect(value.name == "k" && producer.calls == 1 && cache.statistics.misses == 2)
        // A producer that throws fails its own request the same way.
        await #expect(throws: Failure.self) { try await cache.value(for: "other") { throw Failure() } }
        #expect(cache.statistics.entries == 1)
    }

    @Test("a cancelled waiter stops at once; the flight goes on and its value is kept")
    func cancelledWaiter() async throws {
        let cache = Self.cache(budget: 1000)
        let (flight, waiter) = try await Self.flightAndWaiter(cache)
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        cache.complete("k", flight: flight, with: .success(Blob(name: "k")))
        guard case let .hit(value) = cache.claim("k", mayWait: { true }) else { Issue.record("not kept"); return }
        #expect(value.name == "k")
    }

    @Test("inserting answers a flight under way; the flight's own value, later, replaces nothing")
    func insertAnswersFlight() async throws {
        let cache = Self.cache(budget: 1000)
        let (flight, waiter) = try await Self.flightAndWaiter(cache)
        cache.insert(Blob(name: "fresh"), for: "k")
        #expect(try await waiter.value.name == "fresh")
        #expect(cache.complete("k", flight: flight, with: .success(Blob(name: "stale", cost: 999))).isEmpty)
        guard case let .hit(value) = cache.claim("k", mayWait: { true }) else { Issue.record("not kept"); return }
        #expect(value.name == "fresh" && cache.statistics.bytes == 1)
    }

    @Test("removing everything keeps flights under way, and counters reset without forgetting the entries")
    func removeAllAndReset() {
        let cache = Self.cache(budget: 1000)
        cache.insert(Blob(name: "a"), for: "a")
        guard case let .produce(flight) = cache.claim("b", mayWait: { true }) else { Issue.record("not a miss"); return }
        cache.removeAll()
        #expect(cache.statistics.entries == 0 && cache.statistics.bytes == 0)
        guard case .wait = cache.claim("b", mayWait: { true }) else { Issue.record("the flight was forgotten"); return }
        cache.complete("b", flight: flight, with: .success(Blob(name: "b", cost: 7)))
        cache.resetCounters()
        let stats = cache.statistics
        #expect(stats.entries == 1 && stats.bytes == 7 && stats.hits == 0 && stats.misses == 0 && stats.coalesced == 0, "\(stats)")
    }
}
