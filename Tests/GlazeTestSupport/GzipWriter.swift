import Foundation

/// gzip data written without zlib, for tests that need `.svgz` files and gzip
/// bombs: one deflate block with fixed Huffman codes, literals and runs.
///
/// A run of a byte repeated is a literal followed by back-references of 258
/// bytes at distance 1, 13 bits each: 159 to 1, so 212 KB inflate to 32 MiB.
public struct GzipWriter {
    private var bits: [UInt8] = []
    private var bitCount = 0
    private var crc: UInt32 = 0xFFFF_FFFF
    private var size: UInt32 = 0

    public init() {
        append(bitsOf: 0b011, count: 3)   // Final block, fixed Huffman codes (BFINAL 1, BTYPE 01).
    }

    /// Appends `text` as literals.
    public mutating func append(_ text: String) {
        append(Data(text.utf8))
    }

    /// Appends `bytes` as literals.
    public mutating func append(_ bytes: Data) {
        for byte in bytes { literal(byte) }
    }

    /// Appends `byte` `count` times, as one literal and back-references.
    public mutating func appendRun(of byte: UInt8, count: Int) {
        guard count > 0 else { return }
        literal(byte)
        var left = count - 1
        while left >= 258 {
            code(285)                          // Length 258…
            append(bitsOf: 0, count: 5)        // …at distance 1 (distance code 0).
            for _ in 0..<258 { track(byte) }
            left -= 258
        }
        for _ in 0..<left { literal(byte) }
    }

    /// The gzip file: header, the block, end of block, CRC-32 and size.
    public func data() -> Data {
        var writer = self
        writer.code(256)
        var out = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        out.append(contentsOf: writer.bits[0..<((writer.bitCount + 7) / 8)])
        for value in [writer.crc ^ 0xFFFF_FFFF, writer.size] {
            for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
        }
        return out
    }

    // MARK: Bits

    private mutating func literal(_ byte: UInt8) {
        code(Int(byte))
        track(byte)
    }

    /// Writes the fixed Huffman code of literal/length symbol `symbol`,
    /// most significant bit first, as deflate wants codes.
    private mutating func code(_ symbol: Int) {
        let (value, length): (Int, Int)
        switch symbol {
        case 0...143: (value, length) = (0x30 + symbol, 8)
        case 144...255: (value, length) = (0x190 + symbol - 144, 9)
        case 256...279: (value, length) = (symbol - 256, 7)
        default: (value, length) = (0xC0 + symbol - 280, 8)
        }
        for position in stride(from: length - 1, through: 0, by: -1) { append(bitsOf: (value >> position) & 1, count: 1) }
    }

    /// Appends the low `count` bits of `value`, least significant first.
    private mutating func append(bitsOf value: Int, count: Int) {
        for position in 0..<count {
            if bitCount % 8 == 0 { bits.append(0) }
            if (value >> position) & 1 == 1 { bits[bits.count - 1] |= UInt8(1 << (bitCount % 8)) }
            bitCount += 1
        }
    }

    private mutating func track(_ byte: UInt8) {
        crc = Self.crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        size &+= 1
    }

    /// CRC-32 (IEEE) of each byte value.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    /// `text` compressed.
    public static func compress(_ text: String) -> Data {
        compress(Data(text.utf8))
    }

    /// `bytes` compressed.
    public static func compress(_ bytes: Data) -> Data {
        var writer = GzipWriter()
        writer.append(bytes)
        return writer.data()
    }
}
