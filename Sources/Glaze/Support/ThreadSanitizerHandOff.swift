import Foundation
import Synchronization

/// Tells ThreadSanitizer that a lock orders the memory accesses it guards.
///
/// `Synchronization.Mutex` on Linux waits on a futex inside the Swift runtime,
/// where ThreadSanitizer sees neither the lock nor the unlock, so every access a
/// Mutex guards is reported as a race although the count is exact. Calling
/// ``acquired(_:)`` just after taking the lock and ``releasing(_:)`` just before
/// giving it up gives the sanitizer the hand-over it missed. Outside a sanitized
/// build the hooks are absent and both calls do nothing.
package enum ThreadSanitizerHandOff {
    private typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    // Looked up once: the sanitizer's runtime exports them only in sanitized processes.
    private static let acquire = hook("__tsan_acquire")
    private static let release = hook("__tsan_release")

    private static func hook(_ name: String) -> Hook? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Hook.self) }
    }

    /// Marks `lock` as taken: what the last holder did before ``releasing(_:)`` happened before this.
    package static func acquired(_ lock: AnyObject) {
        acquire?(Unmanaged.passUnretained(lock).toOpaque())
    }

    /// Marks `lock` as about to be given up.
    package static func releasing(_ lock: AnyObject) {
        release?(Unmanaged.passUnretained(lock).toOpaque())
    }
}

extension Mutex {
    /// `withLock`, with the hand-over shown to ThreadSanitizer: `owner` (the
    /// object that holds this mutex) names the lock to the sanitizer.
    package borrowing func withHandOff<Result, Failure: Error>(
        by owner: AnyObject, _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            ThreadSanitizerHandOff.acquired(owner)
            defer { ThreadSanitizerHandOff.releasing(owner) }
            return try body(&value)
        }
    }
}
