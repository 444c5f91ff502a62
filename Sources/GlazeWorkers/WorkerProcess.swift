import Foundation
import Glaze

/// One render worker as its parent sees it: the process and the two pipes to
/// it. The pool lends it to one render at a time; it has one owner, which ends
/// it with ``end()``.
final class WorkerProcess: @unchecked Sendable {
    // Unchecked: the pool hands a worker to one render at a time, and the render
    // gives it back (or ends it) before anyone else can have it.
    let pid: pid_t
    /// The worker's standard input, which requests are written to.
    private let requests: Int32
    /// The worker's standard output, which replies are read from.
    private let replies: Int32
    /// The font files the worker has registered, fixed by the first source it
    /// loads: two themes may register different files under one family name, and another theme's fonts must
    /// never reach a render.
    var fonts: [ContentDigest]?
    /// Serializes the blocking pipe traffic off Swift's cooperative threads.
    private let queue: DispatchQueue

    /// Starts `command` (an executable path and its arguments) with pipes for
    /// its standard input and output; its standard error is the parent's.
    init(command: [String]) throws(WorkerFailure) {
        // Close-on-exec at once: no other child may inherit this worker's pipes
        // (the pool starts workers one at a time).
        var toWorker: [Int32] = [0, 0], fromWorker: [Int32] = [0, 0]
        guard pipe(&toWorker) == 0 else { throw WorkerFailure(.renderFailed("cannot start a render worker: \(Self.lastError)")) }
        guard pipe(&fromWorker) == 0 else {
            close(toWorker[0]); close(toWorker[1])
            throw WorkerFailure(.renderFailed("cannot start a render worker: \(Self.lastError)"))
        }
        for descriptor in toWorker + fromWorker { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromWorker[1], STDOUT_FILENO)
        // Nothing else of the parent's reaches a worker: not a server's listening socket,
        // not its clients' connections (NIO does not mark them close-on-exec).
        _ = Self.addCloseFrom?(&actions, 3)
        // A crash ends the worker at once, without Swift's backtracer taking
        // seconds to describe it.
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
            .map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
        var pid: pid_t = 0
        let status = Self.withCStrings(command) { argv in
            Self.withCStrings(environment) { envp in posix_spawn(&pid, command[0], &actions, nil, argv, envp) }
        }
        close(toWorker[0])
        close(fromWorker[1])
        guard status == 0 else {
            close(toWorker[1]); close(fromWorker[0])
            throw WorkerFailure(.renderFailed("cannot start a render worker (\(command[0])): \(String(cString: strerror(status)))"))
        }
        self.pid = pid
        requests = toWorker[1]
        replies = fromWorker[0]
        queue = DispatchQueue(label: "glaze.worker.\(pid)")
    }

    deinit {
        close(requests)
        close(replies)
    }

    /// How the process ended, if it has (reaped by this check), or `nil` while it runs.
    var exit: WorkerExit? {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? WorkerExit(status: status) : nil
    }

    /// Sends `request` and waits for the reply, until `deadline`; `nil` when
    /// the worker died, broke the protocol or ran out of time. Progress the
    /// worker reports on the way goes to `progress`.
    func exchange(_ request: WorkerRequest, deadline: ContinuousClock.Instant,
                  progress: @escaping @Sendable (String) -> Void = { _ in }) async -> WorkerReply? {
        let payload = request.encoded()
        return await withCheckedContinuation { continuation in
            queue.async { [requests, replies] in
                guard WireFrame.write(payload, to: requests, deadline: deadline) else {
                    continuation.resume(returning: nil)
                    return
                }
                while let frame = WireFrame.read(from: replies, deadline: deadline) {
                    guard let reply = try? WorkerReply(decoding: frame) else { break }
                    guard case let .progress(step) = reply else {
                        continuation.resume(returning: reply)
                        return
                    }
                    progress(step)
                }
                continuation.resume(returning: nil)
            }
        }
    }

    /// Ends the worker and reaps it: waits a moment for one that is exiting by
    /// itself, then kills it. Returns how it ended.
    func end(kill: Bool) async -> WorkerExit {
        await withCheckedContinuation { continuation in
            queue.async { [pid] in
                if kill { Glibc.kill(pid, SIGKILL) }
                var status: Int32 = 0
                let deadline = ContinuousClock.now + .seconds(1)
                while waitpid(pid, &status, WNOHANG) == 0 {
                    if ContinuousClock.now > deadline {
                        Glibc.kill(pid, SIGKILL)
                        waitpid(pid, &status, 0)
                        break
                    }
                    usleep(2_000)
                }
                continuation.resume(returning: WorkerExit(status: status))
            }
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which
    /// Swift's Glibc module does not import: the child closes every descriptor
    /// from the given one up. Without it (an older glibc) workers inherit the
    /// parent's descriptors, which they never use.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np").map {
            unsafeBitCast($0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
        }
    }()

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// How a worker process ended, from `waitpid`'s status.
struct WorkerExit: Sendable, CustomStringConvertible {
    let status: Int32

    /// The signal that ended it, if one did.
    var signal: Int32? {
        let number = status & 0x7F
        return number != 0 && number != 0x7F ? number : nil
    }

    /// The exit code, if it exited.
    var code: Int32? { signal == nil ? (status >> 8) & 0xFF : nil }

    var description: String {
        if let signal {
            let name = [SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
                        SIGKILL: "SIGKILL", SIGXCPU: "SIGXCPU", SIGFPE: "SIGFPE"][signal] ?? "signal \(signal)"
            return "ended by \(name)"
        }
        return "exited with status \(code ?? -1)"
    }
}
