import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A process the tests start, as `posix_spawn` starts it, with its exit seen by
/// polling `waitpid`.
///
/// Not Foundation's `Process`: with a dozen children started and ended at once
/// (the server suites run in parallel) it sometimes never reports an exit, and
/// it lets every child inherit the test process's open pipes. Here the child
/// gets exactly the descriptors it is given and nothing else, and waiting for
/// it suspends the task instead of holding one of the concurrency pool's
/// threads, which every test shares (two on a two-core machine).
public final class ChildProcess: Sendable {
    /// The child's process id.
    public let pid: pid_t
    private let exit = ExitBox()

    /// Starts `arguments[0]` (looked up on `PATH`) with standard input from
    /// `/dev/null`, standard output and error to the given files (or
    /// `/dev/null`), and `pipes` as further descriptors: `(3, fd)` makes the
    /// child's descriptor 3 a duplicate of the test's `fd`. A tool from outside
    /// the toolchain must be installed and the test tagged for it.
    /// With `environment`, the child gets the test process's environment with
    /// those variables added or replaced.
    public init(_ arguments: [String], standardOutput: URL? = nil, standardError: URL? = nil,
                pipes: [(child: Int32, parent: Int32)] = [], directory: URL? = nil,
                environment: [String: String] = [:]) throws {
        try requireTool(forExecutable: arguments[0])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        for pipe in pipes { posix_spawn_file_actions_adddup2(&actions, pipe.parent, pipe.child) }
        _ = addCloseFrom(&actions, (pipes.map(\.child).max() ?? 2) + 1)

        if let directory { _ = addChangeDirectory(&actions, directory.path) }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard result == 0 else {
            throw ChildProcessFailure(description: "could not start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// The exit status once the child has ended (128 + the signal if a signal
    /// ended it), `nil` while it runs.
    public var status: Int32? {
        exit.update { known in
            if let known { return known }
            var raw: Int32 = 0
            guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
            let signal = raw & 0x7f
            return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        }
    }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) { kill(pid, signal) }

    /// Waits, without holding a thread, up to `seconds` for the child to end;
    /// its status, or `nil` if it still runs.
    public func waitForExit(within seconds: Double) async -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while status == nil, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return status
    }

    /// Waits for the child to end, however long it takes.
    public func waitForExit() async -> Int32 {
        while true {
            if let status { return status }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which
/// Swift's Glibc module does not import: the child closes every descriptor from
/// the given one up.
private let addCloseFrom = glibcFunction("posix_spawn_file_actions_addclosefrom_np",
    as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)

/// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), also not
/// imported: the child starts in the given folder.
private let addChangeDirectory = glibcFunction("posix_spawn_file_actions_addchdir_np",
    as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32).self)

/// A glibc function Swift's Glibc module leaves out, looked up by name.
private func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function {
    guard let symbol = dlsym(nil, name) else { fatalError("this glibc has no \(name) (glibc 2.34 or later has)") }
    return unsafeBitCast(symbol, to: type)
}

/// An exit status, read and reaped under a lock. An `NSLock`, which the thread
/// sanitizer sees (it cannot see `Synchronization.Mutex` on Linux).
private final class ExitBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32?

    /// Runs `body` on the known status under the lock and keeps what it returns.
    func update(_ body: (Int32?) -> Int32?) -> Int32? {
        lock.withLock {
            value = body(value)
            return value
        }
    }
}

/// A child process that could not be started.
public struct ChildProcessFailure: Error, CustomStringConvertible {
    /// What went wrong, in words.
    public let description: String

    /// A failure described by `description`.
    public init(description: String) { self.description = description }
}
