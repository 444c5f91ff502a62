import Foundation
import Glaze

/// An animated PNG (APNG) made of PNG frames of one size: the first frame's
/// header and image data, an `acTL` chunk, and for each frame an `fcTL`
/// chunk with its delay; the frames after the first carry their image data in
/// `fdAT` chunks. Readers without APNG support show the first frame.
enum AnimatedPNG {
    /// The APNG of `frames` (each PNG data of the same size, from Glaze's
    /// encoder), each shown for `delay` seconds, looping `loops` times (0: for ever).
    static func encode(_ frames: [Data], delay: Double, loops: Int) throws(GlazeError) -> Data {
        let parsed = try frames.map { data throws(GlazeError) in try chunks(of: data) }
        guard let first = parsed.first, let header = first.first(where: { $0.type == "IHDR" }),
              header.body.count == 13 else {
            throw GlazeError(.invalidArgument(name: "frames", value: "\(frames.count)", reason: "an animated PNG needs at least one frame"))
        }
        var out = Data(signature)
        append("IHDR", header.body, to: &out)
        append("acTL", be32(UInt32(parsed.count)) + be32(UInt32(clamping: max(loops, 0))), to: &out)
        // The delay as a fraction of 1/1000 s, which every reader honours.
        let milliseconds = UInt16(clamping: Int((max(delay, 0) * 1000).rounded()))
        var sequence: UInt32 = 0
        for (index, chunks) in parsed.enumerated() {
            guard chunks.first(where: { $0.type == "IHDR" })?.body == header.body else {
                throw GlazeError(.invalidArgument(name: "frames", value: "\(index)", reason: "every frame must have the first frame's size"))
            }
            var control = be32(sequence) + header.body.prefix(8)  // the frame's width and height
            control += be32(0) + be32(0)                          // at the top-left corner
            control += be16(milliseconds) + be16(1000)
            control += Data([0, 0])                               // dispose: none; blend: source
            append("fcTL", control, to: &out)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    append("IDAT", chunk.body, to: &out)
                } else {
                    append("fdAT", be32(sequence) + chunk.body, to: &out)
                    sequence += 1
                }
            }
        }
        append("IEND", Data(), to: &out)
        return out
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG, in order.
    private static func chunks(of png: Data) throws(GlazeError) -> [(type: String, body: Data)] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw GlazeError(.unreadableImage(source: "frame", reason: "not a PNG"))
        }
        var chunks: [(type: String, body: Data)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { throw GlazeError(.unreadableImage(source: "frame", reason: "truncated chunk")) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append((type, Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }

    private static func append(_ type: String, _ body: Data, to out: inout Data) {
        let typed = Data(type.utf8) + body
        out += be32(UInt32(body.count)) + typed + be32(crc32(typed))
    }

    private static func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
    private static func be16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }

    /// PNG's CRC-32 (ISO 3309), bit by bit through a 256-entry table.
    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    private static func crc32(_ data: Data) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
