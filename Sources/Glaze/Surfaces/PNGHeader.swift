import Foundation

/// The size a PNG declares in its IHDR chunk, read before decoding so that an
/// image claiming 100,000 × 100,000 pixels is refused without allocating.
struct PNGHeader {
    let width: Int
    let height: Int

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// - Throws: ``GlazeError/unreadableImage(source:reason:)`` unless `data` starts
    ///   with the PNG signature and a well-formed IHDR chunk of non-zero size.
    init(_ data: Data, source: String) throws(GlazeError) {
        let bytes = [UInt8](data.prefix(33))
        guard !bytes.isEmpty else { throw .unreadableImage(source: source, reason: "no data") }
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw .unreadableImage(source: source, reason: "not a PNG (bad signature)")
        }
        // Signature, then the IHDR chunk: length 13, type, width, height, five one-byte fields, CRC.
        guard bytes.count == 33 else { throw .unreadableImage(source: source, reason: "truncated before the end of its header") }
        func word(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard word(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .unreadableImage(source: source, reason: "corrupt PNG (the first chunk is not a 13-byte IHDR)")
        }
        width = word(16)
        height = word(20)
        guard width > 0, height > 0 else {
            throw .unreadableImage(source: source, reason: "corrupt PNG (header declares \(width)×\(height) pixels)")
        }
    }
}
