#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GlazeServer
import NIOCore
import GlazeTestSupport

/// A response as the tests look at it.
struct HTTPReply {
    let status: Int
    let headers: [String: String]
    let body: Data
    /// The buffers the body was written in, when the router was called in
    /// this process; empty from a socket.
    var buffers: [ByteBuffer] = []

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// The `glaze` executable SwiftPM built beside this test bundle.
let glazeExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("glaze")

/// A server process that did not start or stop as it should.
struct ServerProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// `glaze serve` in a process of its own, as people run it: the test process's
/// own threads (two on two cores) can never starve it.
final class ServerProcess: Sendable {
    let port: Int
    private let process: ChildProcess
    /// Where the server's standard error goes: a file, which nothing has to
    /// drain while the server runs.
    private let errorFile: URL

    /// Starts `glaze serve FOLDER --port 0 ARGUMENTS` and waits (up to 30 s)
    /// for the line that gives its port; given `descriptorLimit`, under
    /// `ulimit -n` of it (soft and hard, so the server cannot raise it).
    init(folder: URL, arguments: [String], descriptorLimit: Int? = nil) async throws {
        let errorFile = try scratchDirectory("glaze-serve-log").appendingPathComponent("stderr.txt")
        let command = [glazeExecutable.path, "serve", folder.path, "--port", "0", "--poll-interval", "100"] + arguments
        // The shell sets the limit and becomes the server: the same process id.
        let limited = descriptorLimit.map { ["/bin/sh", "-c", "ulimit -n \($0) && exec \"$@\"", "sh"] } ?? []
        let process = try ChildProcess(limited + command, standardError: errorFile)
        self.process = process
        self.errorFile = errorFile
        let deadline = Date().addingTimeInterval(30)
        while true {
            // "glaze: serving FOLDER on http://127.0.0.1:PORT/"
            let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            if let range = text.range(of: "http://127.0.0.1:"), let end = text[range.upperBound...].firstIndex(of: "/"),
               let port = Int(text[range.upperBound..<end]) {
                self.port = port
                return
            }
            guard process.status == nil, Date() < deadline else {
                if process.status == nil {
                    process.send(SIGKILL)
                    _ = await process.waitForExit()
                }
                throw ServerProcessFailure(description: "glaze serve did not start: \(text)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The server's process id.
    var pid: pid_t { process.pid }

    /// The processes the server started (its render workers), by id.
    var children: [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// The descriptors the server holds open now (`/proc/PID/fd`).
    var openDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0
    }

    /// The memory the server process has resident now, in bytes (VmRSS).
    var residentBytes: Int { statusBytes("VmRSS:") }

    /// The most memory the server process has had resident, in bytes (VmHWM).
    var peakResidentBytes: Int { statusBytes("VmHWM:") }

    /// A size in kB from `/proc/PID/status`, in bytes.
    private func statusBytes(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes << 10
    }

    /// What the server wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Sends SIGTERM and returns the exit status, or `nil` if the server had not
    /// stopped within `seconds` (it is then killed).
    func stop(within seconds: Double = 30) async -> Int32? {
        process.send(SIGTERM)
        if let status = await process.waitForExit(within: seconds) { return status }
        process.send(SIGKILL)
        _ = await process.waitForExit()
        return nil
    }
}

/// A server on a free loopback port over a copy of `Examples/` (or a given
/// folder), stopped with SIGTERM after `body`, which must end it cleanly.
func withServer<Result>(folder: URL? = nil, arguments: [String] = [],
                        _ body: (URL, URL) async throws -> Result) async throws -> Result {
    try await withServerProcess(folder: folder, arguments: arguments) { base, folder, _ in try await body(base, folder) }
}

/// ``withServer(folder:arguments:_:)`` with the server's process too, for tests
/// that look at it or at its render workers.
/// Given `descriptorLimit`, the server runs under `ulimit -n` of it.
func withServerProcess<Result>(folder: URL? = nil, arguments: [String] = [], descriptorLimit: Int? = nil,
                               _ body: (URL, URL, ServerProcess) async throws -> Result) async throws -> Result {
    try await ProcessSlots.withSlot {
        try await runServer(folder: folder, arguments: arguments, descriptorLimit: descriptorLimit, body)
    }
}

private func runServer<Result>(folder: URL?, arguments: [String], descriptorLimit: Int?,
                               _ body: (URL, URL, ServerProcess) async throws -> Result) async throws -> Result {
    let themes = try folder ?? copyOfExamples()
    let server = try await ServerProcess(folder: themes, arguments: arguments, descriptorLimit: descriptorLimit)
    let base = URL(string: "http://127.0.0.1:\(server.port)")!
    let result: Result
    do {
        result = try await body(base, themes, server)
    } catch {
        _ = await server.stop()
        throw error
    }
    let status = await server.stop()
    // Under the thread sanitizer (scripts/thread-check) the server is
    // instrumented too; a race it reports fails the test that caused it.
    guard !server.standardError.contains("ThreadSanitizer") else {
        throw ServerProcessFailure(description: "glaze serve reported a data race:\n\(server.standardError)")
    }
    guard status == 0 else {
        let log = server.standardError.split(separator: "\n").suffix(5).joined(separator: "\n")
        throw ServerProcessFailure(description: "glaze serve did not stop cleanly on SIGTERM "
                                   + "(status \(status.map(String.init) ?? "none, killed")); its log ends:\n\(log)")
    }
    return result
}

/// A copy of `Examples/` in a scratch folder of its own, for a server to serve and a test to edit.
func copyOfExamples() throws -> URL {
    let themes = try scratchDirectory("glaze-serve").appendingPathComponent("themes")
    try FileManager.default.copyItem(at: examplesFolder, to: themes)
    return themes
}

let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// A session that keeps nothing: every request reaches the server, so that a
/// test sees what the server says now.
let uncachedSession: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
}()

/// Where a test sends its requests: a server's address on loopback, or the
/// server's router in the test's own process (``InProcessServer``).
protocol ServerEndpoint: Sendable {
    func reply(to path: String, method: String, headers: [String: String], body: Data?, timeout: Double) async throws -> HTTPReply
}

/// GET (or another method) to `server`, sent as given: conditional requests
/// come back as 304.
func fetch(_ server: some ServerEndpoint, _ path: String, method: String = "GET", headers: [String: String] = [:],
           body: Data? = nil, timeout: Double = patience(30)) async throws -> HTTPReply {
    try await server.reply(to: path, method: method, headers: headers, body: body, timeout: timeout)
}

/// A server over loopback, through URLSession.
extension URL: ServerEndpoint {
    func reply(to path: String, method: String, headers: [String: String], body: Data?, timeout: Double) async throws -> HTTPReply {
        var request = URLRequest(url: URL(string: absoluteString + path)!)
        request.httpMethod = method
        request.httpBody = body
        request.timeoutInterval = timeout
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await uncachedSession.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields { fields["\(key)"] = "\(value)" }
        return HTTPReply(status: http.statusCode, headers: fields, body: data)
    }
}

/// The raw response curl gets for `path` sent exactly as written (no
/// normalisation of `..`), headers included.
func curlRaw(_ base: URL, _ path: String, _ options: [String] = []) async throws -> String {
    try await runToolOffPool("curl", ["-s", "-i", "--path-as-is", "--max-time", "10"] + options + [base.absoluteString + path])
}

/// Runs a tool and returns its standard output, throwing on a non-zero exit.
/// Nothing waits on a thread (the cooperative pool has two, which every test
/// shares), and the output goes through a file rather than a pipe.
func runToolOffPool(_ name: String, _ arguments: [String]) async throws -> String {
    let output = try scratchDirectory("glaze-tool").appendingPathComponent("stdout.txt")
    let status = try await ChildProcess([name] + arguments, standardOutput: output).waitForExit()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard status == 0 else { throw ServerProcessFailure(description: "`\(([name] + arguments).joined(separator: " "))` exited with \(status)") }
    return text
}

/// What `curl -N` read from `path`, started now, while `whileRunning` runs:
/// until `seconds` have passed, or, given `expected`, as soon as the stream
/// holds it once `whileRunning` is done (a slow machine, the thread sanitizer's,
/// may need most of the time; a fast one ends early).
func streamed(_ base: URL, _ path: String, seconds: Int, until expected: String? = nil,
              whileRunning: () async throws -> Void) async throws -> String {
    let file = try scratchDirectory("glaze-stream").appendingPathComponent("stream.txt")
    // To standard output, which -N flushes after every read.
    let curl = try ChildProcess(["curl", "-s", "-N", "--max-time", "\(seconds)", base.absoluteString + path], standardOutput: file)
    func read() -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
    do {
        try await whileRunning()
    } catch {
        curl.send(SIGKILL)
        _ = await curl.waitForExit()
        throw error
    }
    if let expected, try await eventually(Double(seconds), { read().contains(expected) }) {
        // SIGKILL: the spawned curl does not act on SIGTERM, and what it read is in the file.
        curl.send(SIGKILL)
    }
    _ = await curl.waitForExit()
    return read()
}

/// Waits up to `seconds` for `condition`, checking every 50 ms. By default
/// 10 s, ten times that under the thread sanitizer: a folder read again there,
/// on a machine the other lanes of `scripts/test` keep busy, took longer than
/// 10 s.
func eventually(_ seconds: Double = patience(10), _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}
#endif
