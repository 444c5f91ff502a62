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
/// by dropping the least recently used looks (a look larger than the whole
/// budget is handed out but not kept).
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
    /// The looks in memory, least recently used first out, with single flight.
    private let looks: LRUCache<RasterCacheKey, CachedRaster>
    private let state = Mutex(State())

    /// What the looks' cache does not keep, reached only through `state`'s lock.
    private struct State {
        /// The counters of drawing and of the disk layer; the rest are `looks`'.
        var stats = RasterCacheStatistics()
        var observers: [UUID: AsyncStream<RasterCacheEvent>.Continuation] = [:]
        /// Keys already built for Hashable components: formatting a component's
        /// readable key (every colour and number as text) costs more than hashing it.
        var keyMemo: [MemoKey: RasterCacheKey] = [:]
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

    /// Creates a cache.
    /// - Parameters:
    ///   - memoryBudget: the most bytes of pixels to keep in memory (64 MiB by default).
    ///   - directory: where to keep looks across runs, or `nil` for memory only.
    /// - Throws: `GlazeError` for a negative budget or a directory that cannot be created.
    public init(memoryBudget: Int = 64 << 20, directory: URL? = nil) throws(GlazeError) {
        guard memoryBudget >= 0 else {
            throw GlazeError(.invalidArgument(name: "memory budget", value: "\(memoryBudget)", reason: "must not be negative"))
        }
        self.memoryBudget = memoryBudget
        looks = LRUCache(budget: memoryBudget) { $0.byteCount }
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
        switch looks.claim(key, mayWait: { !Self.isInsideTask }) {
        case let .hit(raster): return raster
        case let .wait(flight): return try flight.wait()
        case .produceCopy: return try produce(component, key: key, size: size, scale: scale)
        case let .produce(flight):
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
        switch looks.claim(key, mayWait: { true }) {
        case let .hit(raster): return raster
        case let .wait(flight): return try await flight.value()
        case .produceCopy: return try produce(component, key: key, size: size, scale: scale)
        case let .produce(flight):
            return try complete(key, flight: flight, outcome: Result { try produce(component, key: key, size: size, scale: scale) })
        }
    }

    /// Whether the caller runs inside a Swift task, where blocking a thread would starve the pool.
    private static var isInsideTask: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }

    /// Renders `component` again even if its look is cached (for pre-rendering,
    /// or after something outside the look changed), replacing the stored image
    /// in memory and, with a disk layer, on disk; the disk copy is never read.
    ///
    /// Requests waiting for a render of the same look already under way are
    /// handed this one. A regeneration counts as a render, not as a hit or a miss.
    @discardableResult
    public func regenerate(_ component: some Rasterizable, size: CGSize, scale: CGFloat) throws -> CachedRaster {
        let key = try validatedKey(component, size: size, scale: scale)
        let raster = try render(component, key: key, size: size, scale: scale)
        announce(raster, evicted: looks.insert(raster, for: key))
        return raster
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
        let memory = looks.statistics
        var stats = locked { $0.stats }
        stats.hits = memory.hits
        stats.misses = memory.misses
        stats.coalesced = memory.coalesced
        stats.evictions = memory.evictions
        stats.entries = memory.entries
        stats.bytes = memory.bytes
        return stats
    }

    /// Zeroes the counters, keeping the entries and their byte count.
    public func resetStatistics() {
        looks.resetCounters()
        locked { $0.stats = RasterCacheStatistics() }
    }

    /// Forgets every look in memory (the disk layer is kept).
    public func removeAll() {
        looks.removeAll()
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

    /// Keeps a render (or a disk read) that `looks` asked this request for and
    /// hands it to the requests waiting for it.
    private func complete(_ key: RasterCacheKey, flight: LRUCache<RasterCacheKey, CachedRaster>.Flight,
                          outcome: Result<CachedRaster, any Error>) throws -> CachedRaster {
        let evicted = looks.complete(key, flight: flight, with: outcome)
        if case let .success(raster) = outcome { announce(raster, evicted: evicted) }
        return try outcome.get()
    }

    /// Tells observers that `raster` is ready and which looks made room for it.
    private func announce(_ raster: CachedRaster, evicted: [(key: RasterCacheKey, value: CachedRaster)]) {
        emit(.didRender(raster.key, raster))
        for look in evicted { emit(.evicted(look.key)) }
    }

    // MARK: Rendering

    private func validatedKey(_ component: some Rasterizable, size: CGSize, scale: CGFloat) throws(GlazeError) -> RasterCacheKey {
        let renderSize = component.renderSize(for: size)
        for (name, value) in [("width", renderSize.width), ("height", renderSize.height), ("scale", scale)] {
            guard value.isFinite, value > 0 else {
                throw GlazeError(.invalidArgument(name: "render \(name)", value: "\(value)", reason: "must be finite and greater than zero"))
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
        return try render(component, key: key, size: size, scale: scale)
    }

    /// The look drawn, and stored on disk when there is a disk layer.
    private func render(_ component: some Rasterizable, key: RasterCacheKey, size: CGSize, scale: CGFloat) throws -> CachedRaster {
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
        try state.withHandOff(by: self, body)
    }

    private func count(_ change: (inout RasterCacheStatistics) -> Void) {
        locked { change(&$0.stats) }
    }

    private func emit(_ event: RasterCacheEvent) {
        let targets = locked { Array($0.observers.values) }
        for target in targets { target.yield(event) }
    }
}
