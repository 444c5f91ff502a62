#if Server
import Foundation
import GlazeTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A page open in Debian's headless Chromium, driven through the DevTools
/// protocol over `--remote-debugging-pipe` (JSON messages ended by a NUL, the
/// browser reading descriptor 3 and writing descriptor 4): a real browser that
/// keeps running while the test changes things, which `--screenshot` cannot do.
final class ChromiumPage: Sendable {
    private let browser: ChildProcess
    private let commands: Int32
    private let replies: ReplyBox
    private let session: String

    /// Starts Chromium and opens `url` in a tab of `width` × `height` CSS pixels.
    init(_ url: URL, width: Int = 1100, height: Int = 1500) async throws {
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        // pipe2 is not imported: close-on-exec is set at once instead, so that no
        // process another test starts keeps an end of these pipes open.
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw ServerProcessFailure(description: "no pipes for Chromium: \(String(cString: strerror(errno)))")
        }
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // Above the descriptors the child is given, so that no `dup2` into 3 or 4
        // overwrites the other end before it is duplicated.
        let childReads = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10), childWrites = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        let profile = try scratchDirectory("glaze-chromium")
        do {
            browser = try ChildProcess([
                "chromium-headless-shell", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)", "about:blank",
            ], pipes: [(child: 3, parent: childReads), (child: 4, parent: childWrites)])
        } catch {
            for descriptor in [childReads, childWrites, toBrowser[1], fromBrowser[0]] { Glibc.close(descriptor) }
            throw error
        }
        Glibc.close(childReads)
        Glibc.close(childWrites)
        commands = toBrowser[1]
        replies = ReplyBox(reading: fromBrowser[0])
        let target = try await Self.send("Target.createTarget", ["url": "about:blank"], to: commands, replies, session: nil)
        guard let targetID = target["targetId"] as? String else { throw ServerProcessFailure(description: "Chromium opened no tab: \(target)") }
        let attached = try await Self.send("Target.attachToTarget", ["targetId": targetID, "flatten": true], to: commands, replies, session: nil)
        guard let session = attached["sessionId"] as? String else { throw ServerProcessFailure(description: "no DevTools session: \(attached)") }
        self.session = session
        _ = try await Self.send("Emulation.setDeviceMetricsOverride",
                                ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
                                to: commands, replies, session: session)
        _ = try await Self.send("Page.navigate", ["url": url.absoluteString], to: commands, replies, session: session)
    }

    /// The value of a JavaScript expression in the page (JSON-like: strings, numbers, booleans).
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await Self.send("Runtime.evaluate", ["expression": expression, "returnByValue": true],
                                         to: commands, replies, session: session)
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The page as a PNG, as it is on screen now.
    func screenshot() async throws -> Data {
        let result = try await Self.send("Page.captureScreenshot", ["format": "png"], to: commands, replies, session: session)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw ServerProcessFailure(description: "Chromium sent no screenshot")
        }
        return data
    }

    /// Closes the browser and waits for it (killing it after 10 s).
    func close() async {
        _ = try? await Self.send("Browser.close", [:], to: commands, replies, session: nil, within: 5)
        if await browser.waitForExit(within: 10) == nil {
            browser.send(SIGKILL)
            _ = await browser.waitForExit()
        }
        Glibc.close(commands)
    }

    /// Sends one command and waits (without holding a thread) up to `seconds` for its reply's result.
    private static func send(_ method: String, _ parameters: [String: Any], to descriptor: Int32, _ replies: ReplyBox,
                             session: String?, within seconds: Double = 30) async throws -> [String: Any] {
        let id = replies.nextID()
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw ServerProcessFailure(description: "Chromium did not take \(method)") }
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let reply = replies.take(id) {
                if let error = reply["error"] { throw ServerProcessFailure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw ServerProcessFailure(description: "Chromium did not answer \(method) within \(Int(seconds)) s")
    }
}

/// The browser's replies, read on a thread of their own (a blocking `read`
/// must never sit on the cooperative pool) and kept by id under a lock.
private final class ReplyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var replies: [Int: [String: Any]] = [:]
    private var lastID = 0
    private let descriptor: Int32

    init(reading descriptor: Int32) {
        self.descriptor = descriptor
        let thread = Thread { [self] in readUntilEnd() }
        thread.start()
    }

    func nextID() -> Int { lock.withLock { lastID += 1; return lastID } }

    func take(_ id: Int) -> [String: Any]? { lock.withLock { replies.removeValue(forKey: id) } }

    private func readUntilEnd() {
        var pending = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // The browser has gone (its end is closed): the reader owns the descriptor and closes it.
            guard count > 0 else {
                Glibc.close(descriptor)
                return
            }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstIndex(of: 0) {
                let message = Data(pending[..<end])
                pending.removeSubrange(...end)
                // Events (messages without an id) are not needed.
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
                      let id = object["id"] as? Int else { continue }
                lock.withLock { replies[id] = object }
            }
        }
    }
}
#endif
