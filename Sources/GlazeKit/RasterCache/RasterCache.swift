import Foundation
import Glaze
import Synchronization

/// Draws each distinct look once and hands the shared image to every request for it.
///
/// A screen shows hundreds of components but a handful of looks. Ask the cache
/// for a component's image and it renders the look the first time — at its
/// minimum frame when the component has caps — and answers from memory (or from
/// an optional directory on disk) afterwards. Concurrent requests for a look
/// that is being drawn share that one render (single flight): tasks suspend
/// until it is done and threads outside Swift concurrency sleep, so no thread of
/// the concurrency pool is ever held waiting. Memory stays within a byte budget
/// by dropping the least recently used looks.
///
/// ```swift
/// let cache = try RasterCache(memoryBudget: 32 << 20)
/// let look = ButtonBackgroundLook(.glossy(GlossyButton(color: red)), state: .normal)
/// let raster = try cache.raster(for: look, size: CGSize(width: 300, height: 54), scale: 2)  // synchronous
/// try raster.draw(in: CGRect(x: 10, y: 10, width: 300, height: 54), on: canvas)
/// let same = try await cache.rasterAsync(for: look, size: CGSize(width: 120, height: 54), scale: 2)  // shared, never blocking
/// ```
public final class RasterCache: Sendable {
    /// The most bytes of pixels kept in memory.
    public let memoryBudget: Int

    private let disk: RasterDiskStore?
    private let state = Mutex(State())

    /// Everything that changes, reached only through `state`'s lock.
    private struct State {
        var slots: [RasterCacheKey: Slot] = [:]
        var clock: UInt64 = 0
        var stats = RasterCacheStatistics()
        var observers: [UUID: AsyncStream<RasterCacheEvent>.Continuation] = [:]
        /// Keys already built for Hashable components: formatting a component's
        /// readable key (every colour and number as text) costs more than hashing it.
        var keyMemo: [MemoKey: RasterCacheKey] = [:]

        /// Drops the least recently used looks until the bytes fit `budget`.
        mutating func evict(toFit budget: Int) -> [RasterCacheKey] {
            var evicted: [RasterCacheKey] = []
            while stats.bytes > budget {
                var oldest: (key: RasterCacheKey, use: UInt64, bytes: Int)?
                for (key, slot) in slots {
                    if case let .ready(raster, use) = slot, use < (oldest?.use ?? .max) {
                        oldest = (key, use, raster.byteCount)
                    }
                }
                guard let victim = oldest else { break }
                slots[victim.key] = nil
                stats.bytes -= victim.bytes
                stats.entries -= 1
                stats.evictions += 1
                evicted.append(victim.key)
            }
            return evicted
        }
    }

    private struct MemoKey: Hashable, Sendable {
        /// The component itself: every `Rasterizable` is Sendable, and only
        /// Hashable ones are memoised.
        var component: any Rasterizable
        var width: CGFloat
        var height: CGFloat
        var scale: CGFloat

        private var hashable: AnyHashable? {
            guard let value = component as? any Hashable else { return nil }
            return Self.erase(value)
        }

        private static func erase<Value: Hashable>(_ value: Value) -> AnyHashable { AnyHashable(value) }

        static func == (lhs: MemoKey, rhs: MemoKey) -> Bool {
            lhs.hashable == rhs.hashable
                && lhs.width == rhs.width && lhs.height == rhs.height && lhs.scale == rhs.scale
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hashable)
            hasher.combine(width)
            hasher.combine(height)
            hasher.combine(scale)
        }
    }

    private enum Slot {
        case ready(CachedRaster, lastUse: UInt64)
        case rendering(RenderFlight)
    }

    /// Creates a cache.
    /// - Parameters:
    ///   - memoryBudget: the most bytes of pixels to keep in memory (64 MiB by default).
    ///   - directory: where to keep looks across runs, or `nil` for memory only.
    /// - Throws: `GlazeError` for a negative budget or a directory that cannot be created.
    public init(memoryBudget: Int = 64 << 20, directory: URL? = nil) throws(GlazeError) {
        guard memoryBudget >= 0 else {
            throw .invalidArgument(name: "memory budget", value: "\(memoryBudget)", reason: "must not be negative")
        }
        self.memoryBudget = memoryBudget
        disk = try directory.map { url throws(GlazeError) in try RasterDiskStore(directory: url) }
    }

    /// The key of `component` requested at `size` and `scale`.
    public func key(for component: some Rasterizable, size: CGSize, scale: CGFloat) -> RasterCacheKey {
        RasterCacheKey(component, renderSize: component.renderSize(for: size), scale: scale)
    }

    /// The look of `component` at `size` and `scale`, rendering it on this thread
    /// if no one has yet.
    ///
    /// When another thread is drawing the same look, a caller outside Swift
    /// concurrency sleeps until that render is done. Inside a task it never
    /// blocks: it draws its own copy instead (a thread of the concurrency pool is
    /// not to be held), so prefer ``rasterAsync(for:size:scale:)`` there, which
    /// waits by suspending.
    public func raster(for component: some Rasterizable, size: CGSize, scale: CGFloat) throws -> CachedRaster {
        let key = try validatedKey(component, size: size, scale: scale)
        switch claim(key, mayWait: { !Self.isInsideTask }) {
        case let .ready(raster): return raster
        case let .wait(flight): return try flight.wait()
        case .drawCopy: return try produce(component, key: key, size: size, scale: scale)
        case let .render(flight):
            return try complete(key, flight: flight, outcome: Result { try produce(component, key: key, size: size, scale: scale) })
        }
    }

    /// The look of `component` at `size` and `scale`, rendered in the calling task
    /// (at its priority) when it is new; concurrent requests for one look share
    /// one render, the others suspending until it is done.
    ///
    /// A cancelled task stops before it starts a render and stops waiting for
    /// someone else's, throwing `CancellationError`; a render that has begun
    /// finishes, since other requests may be waiting for it.
    public func rasterAsync<Component: Rasterizable>(for component: Component, size: CGSize, scale: CGFloat) async throws -> CachedRaster {
        try Task.checkCancellation()
        let key = try validatedKey(component, size: size, scale: scale)
        switch claim(key, mayWait: { true }) {
        case let .ready(raster): return raster
        case let .wait(flight): return try await flight.value()
        case .drawCopy: return try produce(component, key: key, size: size, scale: scale)
        case let .render(flight):
            return try complete(key, flight: flight, outcome: Result { try produce(component, key: key, size: size, scale: scale) })
        }
    }

    /// Whether the caller runs inside a Swift task, where blocking a thread would starve the pool.
    private static var isInsideTask: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }

    /// Renders `component` again even if its look is cached (for pre-rendering,
    /// or after something outside the look changed), replacing the stored image.
    @discardableResult
    public func regenerate(_ component: some Rasterizable, size: CGSize, scale: CGFloat) throws -> CachedRaster {
        let key = try validatedKey(component, size: size, scale: scale)
        locked { state in
            if case let .ready(old, _) = state.slots[key] {
                state.slots[key] = nil
                state.stats.bytes -= old.byteCount
                state.stats.entries -= 1
            }
        }
        return try raster(for: component, size: size, scale: scale)
    }

    /// Renders every look in `components` at `size` in parallel, ahead of need.
    public func prerender<Component: Rasterizable>(_ components: [Component], size: CGSize, scale: CGFloat) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for component in components {
                group.addTask { [self] in _ = try await rasterAsync(for: component, size: size, scale: scale) }
            }
            try await group.waitForAll()
        }
    }

    /// What the cache has done so far.
    public var statistics: RasterCacheStatistics {
        locked { $0.stats }
    }

    /// Zeroes the counters, keeping the entries and their byte count.
    public func resetStatistics() {
        locked { state in
            var fresh = RasterCacheStatistics()
            fresh.entries = state.stats.entries
            fresh.bytes = state.stats.bytes
            state.stats = fresh
        }
    }

    /// Forgets every look in memory (the disk layer is kept).
    public func removeAll() {
        locked { state in
            state.slots = state.slots.filter { if case .rendering = $0.value { return true } else { return false } }
            state.stats.entries = 0
            state.stats.bytes = 0
        }
    }

    /// A stream of what the cache does from now on: looks about to render, ready,
    /// and evicted. Each call gives a stream of its own.
    public func events() -> AsyncStream<RasterCacheEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<RasterCacheEvent>.makeStream(bufferingPolicy: .bufferingNewest(1024))
        continuation.onTermination = { [weak self] _ in
            _ = self?.locked { $0.observers.removeValue(forKey: id) }
        }
        locked { $0.observers[id] = continuation }
        return stream
    }

    // MARK: Single flight

    private enum Claim {
        case ready(CachedRaster)
        case wait(RenderFlight)
        case render(RenderFlight)
        /// Someone else is drawing the look and this caller may not wait.
        case drawCopy
    }

    /// `mayWait` is asked only when the look is being drawn: the common case, a
    /// hit, costs no question.
    private func claim(_ key: RasterCacheKey, mayWait: () -> Bool) -> Claim {
        locked { state in
            switch state.slots[key] {
            case let .ready(raster, _):
                state.clock += 1
                state.slots[key] = .ready(raster, lastUse: state.clock)
                state.stats.hits += 1
                return .ready(raster)
            case let .rendering(flight):
                guard mayWait() else {
                    state.stats.misses += 1
                    return .drawCopy
                }
                state.stats.hits += 1
                state.stats.coalesced += 1
                return .wait(flight)
            case nil:
                state.stats.misses += 1
                let flight = RenderFlight()
                state.slots[key] = .rendering(flight)
                return .render(flight)
            }
        }
    }

    private func complete(_ key: RasterCacheKey, flight: RenderFlight, outcome: Result<CachedRaster, Error>) throws -> CachedRaster {
        let evicted = locked { state -> [RasterCacheKey] in
            switch outcome {
            case let .success(raster):
                state.clock += 1
                state.slots[key] = .ready(raster, lastUse: state.clock)
                state.stats.entries += 1
                state.stats.bytes += raster.byteCount
                return state.evict(toFit: memoryBudget)
            case .failure:
                state.slots[key] = nil
                return []
            }
        }
        flight.finish(outcome)
        if case let .success(raster) = outcome { emit(.didRender(key, raster)) }
        for key in evicted { emit(.evicted(key)) }
        return try outcome.get()
    }

    // MARK: Rendering

    private func validatedKey(_ component: some Rasterizable, size: CGSize, scale: CGFloat) throws(GlazeError) -> RasterCacheKey {
        let renderSize = component.renderSize(for: size)
        for (name, value) in [("width", renderSize.width), ("height", renderSize.height), ("scale", scale)] {
            guard value.isFinite, value > 0 else {
                throw .invalidArgument(name: "render \(name)", value: "\(value)", reason: "must be finite and greater than zero")
            }
        }
        guard component is any Hashable else {
            return RasterCacheKey(component, renderSize: renderSize, scale: scale)
        }
        // Equal components have equal looks, so a key built once serves them all.
        let memo = MemoKey(component: component, width: renderSize.width, height: renderSize.height, scale: scale)
        if let known = locked({ $0.keyMemo[memo] }) { return known }
        let key = RasterCacheKey(component, renderSize: renderSize, scale: scale)
        locked { state in
            if state.keyMemo.count > 4096 { state.keyMemo.removeAll(keepingCapacity: true) }
            state.keyMemo[memo] = key
        }
        return key
    }

    /// The look from disk if a verified copy is there, else drawn (and stored).
    private func produce(_ component: some Rasterizable, key: RasterCacheKey, size: CGSize, scale: CGFloat) throws -> CachedRaster {
        if let disk {
            switch disk.read(key) {
            case let .found(raster):
                count { $0.diskHits += 1 }
                return raster
            case .rejected:
                count { $0.diskRejects += 1 }
            case .missing:
                break
            }
        }
        emit(.willRender(key))
        let renderSize = component.renderSize(for: size)
        let image = try Image(size: renderSize, scale: scale) { canvas in
            try component.draw(in: CGRect(origin: .zero, size: renderSize), on: canvas)
        }
        let raster = CachedRaster(key: key, image: image, capInsets: component.capInsets)
        count { $0.renders += 1 }
        if let disk {
            try disk.write(raster)
            count { $0.diskWrites += 1 }
        }
        return raster
    }

    /// `state.withLock`, with the hand-over shown to ThreadSanitizer.
    private func locked<Result>(_ body: (inout sending State) throws -> sending Result) rethrows -> sending Result {
        try state.withLock { state in
            ThreadSanitizerHandOff.acquired(self)
            defer { ThreadSanitizerHandOff.releasing(self) }
            return try body(&state)
        }
    }

    private func count(_ change: (inout RasterCacheStatistics) -> Void) {
        locked { change(&$0.stats) }
    }

    private func emit(_ event: RasterCacheEvent) {
        let targets = locked { Array($0.observers.values) }
        for target in targets { target.yield(event) }
    }
}
