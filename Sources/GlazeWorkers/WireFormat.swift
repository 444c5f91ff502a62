import Foundation

/// The bytes of one message between a parent and its render worker: numbers
/// little-endian, text and data preceded by their length. A message travels as
/// a frame, its length (four bytes) then its bytes.
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: UInt8) { bytes.append(value) }

    mutating func append(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: Double) { append(value.bitPattern) }

    mutating func append(_ data: some Collection<UInt8>) {
        append(UInt64(data.count))
        bytes.append(contentsOf: data)
    }

    mutating func append(_ text: String) { append(Array(text.utf8)) }
}

/// Reads what a ``WireWriter`` wrote; any message that is short or malformed
/// is a ``WireError``, never a trap.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func take(_ count: Int) throws(WireError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - offset else { throw WireError("a message ends early") }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func byte() throws(WireError) -> UInt8 { try take(1).first! }

    mutating func uint64() throws(WireError) -> UInt64 {
        try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func double() throws(WireError) -> Double { Double(bitPattern: try uint64()) }

    mutating func data() throws(WireError) -> Data {
        let count = try uint64()
        guard count <= UInt64(bytes.count - offset) else { throw WireError("a message ends early") }
        return Data(try take(Int(count)))
    }

    mutating func string() throws(WireError) -> String {
        guard let text = String(validating: try data(), as: UTF8.self) else { throw WireError("a message holds text that is not UTF-8") }
        return text
    }

    /// Fails unless every byte was read.
    func finish() throws(WireError) {
        guard offset == bytes.count else { throw WireError("a message has bytes left over") }
    }
}

/// A message or a pipe that broke the protocol.
struct WireError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Frames over file descriptors: blocking, with an optional deadline, never
/// reading a length past the limit before allocating for it.
enum WireFrame {
    /// The largest frame read: a theme's source with its fonts fits many times.
    static let maximumBytes = 1 << 30

    /// Writes one frame; `false` when the other end is gone or the deadline passed.
    static func write(_ payload: [UInt8], to descriptor: Int32, deadline: ContinuousClock.Instant? = nil) -> Bool {
        var frame = [UInt8](repeating: 0, count: 4)
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { frame = Array($0) }
        return writeAll(frame + payload, to: descriptor, deadline: deadline)
    }

    /// Reads one frame; `nil` at the end of the stream, on a frame over the
    /// limit, an error, or the deadline.
    static func read(from descriptor: Int32, deadline: ContinuousClock.Instant? = nil) -> [UInt8]? {
        guard let header = readExactly(4, from: descriptor, deadline: deadline) else { return nil }
        let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumBytes else { return nil }
        return readExactly(length, from: descriptor, deadline: deadline)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32, deadline: ContinuousClock.Instant?) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            guard wait(descriptor, for: Int16(POLLIN), until: deadline) else { return nil }
            let got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got == 0 { return nil }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return nil
            }
            filled += got
        }
        return buffer
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, deadline: ContinuousClock.Instant?) -> Bool {
        var written = 0
        while written < bytes.count {
            guard wait(descriptor, for: Int16(POLLOUT), until: deadline) else { return false }
            let put = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if put < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            written += put
        }
        return true
    }

    /// Waits until `descriptor` is ready for `events` or the deadline passes;
    /// without a deadline, waits as long as it takes.
    private static func wait(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant?) -> Bool {
        while true {
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - .now
                guard left > .zero else { return false }
                let (seconds, attoseconds) = left.components
                timeout = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, timeout)
            if ready > 0 { return true }
            if ready == 0 { continue }
            if errno != EINTR { return false }
        }
    }
}
