import Foundation
import Synchronization

/// The time Core Animation reads, as a value the caller sets: there is no
/// display to follow, so animations advance only when the program (a test,
/// a renderer making frames) moves the clock.
///
/// ``CACurrentMediaTime()`` reads ``current``: ``shared`` unless a task runs
/// with a clock of its own. Rendering a layer tree draws it as it stands at
/// the clock's ``now``, each animation at that moment.
///
/// ```swift
/// let clock = CAMediaClock()
/// clock.withCurrent {
///     ring.add(animation, forKey: "progress")    // begins at clock.now, 0
///     clock.now = 0.5
///     let halfway = UIGraphicsImageRenderer(bounds: ring.bounds).image { ring.render(in: $0.cgContext) }
/// }
/// ```
public final class CAMediaClock: Sendable {
    // An atomic rather than a Mutex: ThreadSanitizer cannot see
    // Synchronization's Mutex on Linux, and the time is read and written whole.
    private let bits: Atomic<UInt64>

    /// A clock reading `now` seconds.
    public init(now: CFTimeInterval = 0) {
        bits = Atomic((now.isFinite ? now : 0).bitPattern)
    }

    /// The clock shared by every task that does not run with its own; it
    /// reads 0 until the program sets it.
    public static let shared = CAMediaClock()

    @TaskLocal private static var taskClock: CAMediaClock?

    /// The clock ``CACurrentMediaTime()`` reads in this task: the one
    /// ``withCurrent(_:)`` gave it, or ``shared``.
    public static var current: CAMediaClock { taskClock ?? shared }

    /// The time in seconds. Setting a value that is not finite leaves it as it is.
    public var now: CFTimeInterval {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set {
            guard newValue.isFinite else { return }
            bits.store(newValue.bitPattern, ordering: .relaxed)
        }
    }

    /// Moves the clock `seconds` on (back, for a negative value); a value that
    /// is not finite changes nothing.
    public func advance(by seconds: CFTimeInterval) {
        now = now + seconds
    }

    /// Runs `body` with this clock as ``current`` for this task and the tasks
    /// it starts.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$taskClock.withValue(self, operation: body)
    }
}

/// The current time of ``CAMediaClock/current``, in seconds: the caller's
/// clock, not the machine's.
public func CACurrentMediaTime() -> CFTimeInterval {
    CAMediaClock.current.now
}
