internal import CGlazeZlib
import Foundation

/// gzip data (an `.svgz` file) inflated by zlib a chunk at a time, never past a
/// byte limit.
///
/// librsvg inflates gzip by itself, but then a 2 MB file can become gigabytes of
/// XML before any of Glaze's checks see it. Inflating here means the limit
/// counts the bytes librsvg will parse, and inflating stops as soon as they
/// pass it: a bomb costs the limit's worth of memory, never its own size.
enum GzipInflater {
    /// Whether `data` starts with gzip's magic number, `1f 8b`.
    static func isCompressed(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// The bytes `data` inflates to: every member of the gzip stream, one after
    /// the other, as `gzip -d` gives them.
    /// - Throws: ``GlazeError/Code-swift.struct/limitExceeded`` once
    ///   more than `maximumBytes` come out; ``GlazeError/Code-swift.struct/unreadableImage``
    ///   for truncated or corrupt data, naming `source`.
    static func inflate(_ data: Data, maximumBytes: Int, source: String) throws(GlazeError) -> Data {
        var stream = z_stream()
        guard glaze_inflate_init_gzip(&stream) == Z_OK else {
            throw GlazeError(.unreadableImage(source: source, reason: "zlib could not start inflating (out of memory)"))
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        // One chunk more than the limit allows at most, so that passing it is seen.
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let input = [UInt8](data)
        var consumed = 0
        while true {
            let outcome: (status: Int32, read: Int, written: Int) = input.withUnsafeBufferPointer { inputBytes in
                chunk.withUnsafeMutableBufferPointer { chunkBytes in
                    let room = min(chunkBytes.count, maximumBytes + 1 - output.count)
                    stream.next_in = UnsafeMutablePointer(mutating: inputBytes.baseAddress! + consumed)
                    stream.avail_in = uInt(min(inputBytes.count - consumed, Int(UInt32.max)))
                    stream.next_out = chunkBytes.baseAddress
                    stream.avail_out = uInt(room)
                    let before = stream.avail_in
                    let status = CGlazeZlib.inflate(&stream, Z_NO_FLUSH)
                    return (status, Int(before - stream.avail_in), room - Int(stream.avail_out))
                }
            }
            consumed += outcome.read
            output.append(contentsOf: chunk[0..<outcome.written])
            try InputLimits.check(output.count, against: maximumBytes, .inflatedBytes, in: source)
            switch outcome.status {
            case Z_STREAM_END:
                guard consumed < input.count else { return output }
                // gzip allows members end to end; anything else after the first is corrupt.
                guard isCompressed(Data(input[consumed...])) else {
                    throw GlazeError(.unreadableImage(source: source,
                                           reason: "corrupt gzip data (\(input.count - consumed) bytes follow its end)"))
                }
                guard inflateReset(&stream) == Z_OK else {
                    throw GlazeError(.unreadableImage(source: source, reason: "zlib could not inflate the next gzip member"))
                }
            case Z_OK:
                continue
            case Z_BUF_ERROR where consumed == input.count:
                throw GlazeError(.unreadableImage(source: source, reason: "truncated gzip data (it ends inside the stream, after \(output.count) bytes)"))
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "status \(outcome.status)"
                throw GlazeError(.unreadableImage(source: source, reason: "corrupt gzip data (\(message), after \(output.count) bytes)"))
            }
        }
    }
}
