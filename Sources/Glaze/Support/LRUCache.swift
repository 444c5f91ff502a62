import Synchronization

/// Values by key within a byte budget, least recently used first out, with
/// single flight: concurrent requests for a key that is being produced wait for
/// that one result. Shared between tasks and threads; one lock guards it.
///
/// A hit and an eviction each cost O(1): entries sit in a doubly linked list,
/// most recently used at one end, kept in an array of nodes (freed nodes are
/// reused), so a hit moves one node and an eviction takes the node at the other
/// end, whatever the number of entries.
///
/// The raster cache (GlazeKit) and the server's response cache (GlazeServer)
/// are its clients; it is `package`, not part of Glaze's public API.
///
/// Producing runs in the requester's task or thread, outside the lock. A value
/// that costs more than the whole budget is handed to its requesters but not
/// kept (keeping it would push out everything else and then itself). A failure
/// is handed to the requesters that waited for it and never kept: the next
/// request produces again.
package final class LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    package typealias Flight = CacheFlight<Value>

    /// The most the kept values may cost together, in bytes.
    package let budget: Int
    private let cost: @Sendable (Value) -> Int
    private let state: Mutex<State>

    /// What the cache has done, and what it holds now.
    package struct Statistics: Hashable, Sendable {
        /// Requests answered from memory, including those that waited for a flight under way.
        package var hits = 0
        /// Requests that found neither a value nor a flight they could wait for.
        package var misses = 0
        /// Requests that waited for another request's flight.
        package var coalesced = 0
        /// Values dropped to keep within the budget.
        package var evictions = 0
        /// Entries looked at to choose what to evict: one per eviction, since
        /// the least recently used entry is always at the list's end.
        package var examined = 0
        /// Values kept now.
        package var entries = 0
        /// What the values kept now cost together.
        package var bytes = 0

        package init() {}
    }

    /// What a request found.
    package enum Claim: Sendable {
        /// The value, now the most recently used.
        case hit(Value)
        /// Another request is producing the value: wait on the flight.
        case wait(Flight)
        /// Nothing is there: produce the value, then hand it to ``complete(_:flight:with:)``.
        case produce(Flight)
        /// Another request is producing the value and this one may not wait:
        /// produce a copy of its own, and keep nothing.
        case produceCopy
    }

    /// Creates an empty cache.
    /// - Parameters:
    ///   - budget: the most the kept values may cost together (not negative).
    ///   - cost: what one value costs, in bytes.
    package init(budget: Int, cost: @escaping @Sendable (Value) -> Int) {
        precondition(budget >= 0, "a cache's budget must not be negative")
        self.budget = budget
        self.cost = cost
        state = Mutex(State())
    }

    /// Looks `key` up: a hit, a flight to wait on, or the duty to produce.
    ///
    /// `mayWait` is asked only when another request is producing the value: the
    /// common case, a hit, costs no question.
    package func claim(_ key: Key, mayWait: () -> Bool) -> Claim {
        locked { state in
            switch state.slots[key] {
            case let .kept(index):
                state.stats.hits += 1
                state.makeNewest(index)
                return .hit(state.nodes[index].value!)
            case let .producing(flight):
                guard mayWait() else {
                    state.stats.misses += 1
                    return .produceCopy
                }
                state.stats.hits += 1
                state.stats.coalesced += 1
                return .wait(flight)
            case nil:
                state.stats.misses += 1
                let flight = Flight()
                state.slots[key] = .producing(flight)
                return .produce(flight)
            }
        }
    }

    /// Ends the flight that ``claim(_:mayWait:)`` started: keeps a value (unless
    /// it costs more than the budget) and hands the outcome to every waiter.
    /// - Returns: the entries evicted to make room, least recently used first.
    @discardableResult
    package func complete(_ key: Key, flight: Flight, with outcome: Result<Value, any Error>) -> [(key: Key, value: Value)] {
        let valueCost = (try? outcome.get()).map(cost) ?? 0
        let evicted = locked { state -> [(key: Key, value: Value)] in
            // A flight that ``insert(_:for:)`` answered early no longer owns the key.
            guard case let .producing(current) = state.slots[key], current === flight else { return [] }
            state.slots[key] = nil
            guard case let .success(value) = outcome else { return [] }
            return state.keep(value, for: key, cost: valueCost, budget: budget)
        }
        flight.finish(outcome)
        return evicted
    }

    /// Keeps `value` for `key` as the most recently used entry, replacing what
    /// was kept; a flight under way for `key` is answered with `value` at once
    /// (its own result, when it comes, goes to its producer only).
    /// - Returns: the entries evicted to make room, least recently used first.
    @discardableResult
    package func insert(_ value: Value, for key: Key) -> [(key: Key, value: Value)] {
        let valueCost = cost(value)
        let (flight, evicted) = locked { state -> (Flight?, [(key: Key, value: Value)]) in
            var flight: Flight?
            switch state.slots[key] {
            case let .producing(current):
                flight = current
            case let .kept(index):
                state.remove(index)
            case nil:
                break
            }
            state.slots[key] = nil
            return (flight, state.keep(value, for: key, cost: valueCost, budget: budget))
        }
        flight?.finish(.success(value))
        return evicted
    }

    /// The value kept for `key`, now the most recently used, counted as a hit;
    /// `nil`, counting nothing, when none is kept (a flight under way included),
    /// for a caller that cannot wait and asks again by ``value(for:produce:)``.
    package func keptValue(for key: Key) -> Value? {
        locked { state in
            guard case let .kept(index) = state.slots[key] else { return nil }
            state.stats.hits += 1
            state.makeNewest(index)
            return state.nodes[index].value!
        }
    }

    /// The value for `key`: kept, from a flight under way (waiting by
    /// suspending; a cancelled task stops waiting with `CancellationError`), or
    /// produced in this task by `produce`.
    package func value(for key: Key, produce: () async throws -> Value) async throws -> Value {
        switch claim(key, mayWait: { true }) {
        case let .hit(value):
            return value
        case let .wait(flight):
            return try await flight.value()
        case .produceCopy:
            return try await produce()
        case let .produce(flight):
            let outcome: Result<Value, any Error>
            do { outcome = .success(try await produce()) } catch { outcome = .failure(error) }
            complete(key, flight: flight, with: outcome)
            return try outcome.get()
        }
    }

    /// What the cache has done so far, and holds now.
    package var statistics: Statistics {
        locked { $0.stats }
    }

    /// Zeroes the counters, keeping the entries and their cost.
    package func resetCounters() {
        locked { state in
            var fresh = Statistics()
            fresh.entries = state.stats.entries
            fresh.bytes = state.stats.bytes
            state.stats = fresh
        }
    }

    /// Drops every kept value; flights under way go on.
    package func removeAll() {
        locked { state in
            state.slots = state.slots.filter { if case .producing = $0.value { return true } else { return false } }
            state.nodes.removeAll()
            state.free.removeAll()
            state.newest = nil
            state.oldest = nil
            state.stats.entries = 0
            state.stats.bytes = 0
        }
    }

    private func locked<Result>(_ body: (inout sending State) throws -> sending Result) rethrows -> sending Result {
        try state.withHandOff(by: self, body)
    }

    // MARK: The list

    private enum Slot {
        case kept(Int)
        case producing(Flight)
    }

    /// One entry of the list; a free node keeps neither key nor value.
    private struct Node {
        var key: Key?
        var value: Value?
        var cost: Int
        /// The next entry towards the least recently used end.
        var older: Int?
        /// The next entry towards the most recently used end.
        var newer: Int?
    }

    /// Everything that changes, reached only through the lock.
    private struct State {
        var slots: [Key: Slot] = [:]
        var nodes: [Node] = []
        /// Indices of free nodes, reused before the array grows.
        var free: [Int] = []
        var newest: Int?
        var oldest: Int?
        var stats = Statistics()

        /// Keeps `value` as the newest entry and evicts from the oldest end
        /// until the cost fits `budget`. A value over the budget is not kept.
        mutating func keep(_ value: Value, for key: Key, cost: Int, budget: Int) -> [(key: Key, value: Value)] {
            guard cost <= budget else { return [] }
            let node = Node(key: key, value: value, cost: cost)
            let index: Int
            if let reused = free.popLast() {
                index = reused
                nodes[index] = node
            } else {
                index = nodes.count
                nodes.append(node)
            }
            link(index)
            slots[key] = .kept(index)
            stats.entries += 1
            stats.bytes += cost
            var evicted: [(key: Key, value: Value)] = []
            while stats.bytes > budget, let victim = oldest {
                stats.examined += 1
                stats.evictions += 1
                let (key, value) = (nodes[victim].key!, nodes[victim].value!)
                slots[key] = nil
                remove(victim)
                evicted.append((key, value))
            }
            return evicted
        }

        /// Moves a kept entry to the most recently used end.
        mutating func makeNewest(_ index: Int) {
            guard newest != index else { return }
            unlink(index)
            link(index)
        }

        /// Unlinks and frees a kept entry; its slot is the caller's to clear.
        mutating func remove(_ index: Int) {
            unlink(index)
            stats.entries -= 1
            stats.bytes -= nodes[index].cost
            nodes[index] = Node(cost: 0)
            free.append(index)
        }

        /// Puts an unlinked node at the most recently used end.
        private mutating func link(_ index: Int) {
            nodes[index].older = newest
            nodes[index].newer = nil
            if let newest { nodes[newest].newer = index } else { oldest = index }
            newest = index
        }

        private mutating func unlink(_ index: Int) {
            let (older, newer) = (nodes[index].older, nodes[index].newer)
            if let older { nodes[older].newer = newer } else { oldest = newer }
            if let newer { nodes[newer].older = older } else { newest = older }
        }
    }
}
