import Foundation

/// A PNG checked before libpng sees it: its declared size first, then a chunk
/// list that cannot make the decoder allocate more than the file holds.
///
/// libpng trusts a chunk's declared length (up to 2 GiB) and inflates
/// compressed text and colour profiles without a limit, so a 100-byte file could
/// ask for gigabytes. Here every chunk must fit in the bytes that follow it, the
/// compressed ancillary chunks (zTXt, iTXt, iCCP), which Glaze never uses, are
/// left out, and the size in the IHDR is known before any pixel is decoded.
struct PNGPreflight {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let source: String

    private static let inflated: Set<String> = ["zTXt", "iTXt", "iCCP"]

    /// Reads the header.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` unless `data` starts
    ///   with the PNG signature and a well-formed IHDR of non-zero size.
    init(_ data: Data, source: String) throws(GlazeError) {
        let bytes = [UInt8](data)
        func fail(_ reason: String) -> GlazeError { GlazeError(.unreadableImage(source: source, reason: reason)) }
        guard !bytes.isEmpty else { throw fail("no data") }
        guard bytes.count >= 8, bytes.starts(with: ImageFormat.png.signature) else { throw fail("not a PNG (bad signature)") }
        // Signature, then the IHDR chunk: length 13, type, width, height, five one-byte fields, CRC.
        guard bytes.count >= 33 else { throw fail("truncated before the end of its header") }
        guard Self.word(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw fail("corrupt PNG (the first chunk is not a 13-byte IHDR)")
        }
        let width = Self.word(bytes, 16), height = Self.word(bytes, 20)
        guard width > 0, height > 0 else { throw fail("corrupt PNG (header declares \(width)×\(height) pixels)") }
        self.width = width
        self.height = height
        self.bytes = bytes
        self.source = source
    }

    /// The PNG as libpng should read it: whole chunks up to IEND, without the
    /// compressed ancillary ones.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for a chunk that
    ///   claims more bytes than follow it, or data that ends before IEND.
    func decodableData() throws(GlazeError) -> Data {
        var kept = Data(bytes[0..<8])
        kept.reserveCapacity(bytes.count)
        var offset = 8
        while true {
            guard offset + 8 <= bytes.count else {
                throw GlazeError(.unreadableImage(source: source, reason: "truncated (it ends before its IEND chunk)"))
            }
            let length = Self.word(bytes, offset), available = bytes.count - offset - 12
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= available else {
                throw GlazeError(.unreadableImage(source: source, reason: "truncated (chunk '\(type)' at byte \(offset) declares \(length) bytes; \(max(available, 0)) follow)"))
            }
            let end = offset + 12 + length
            if !Self.inflated.contains(type) { kept.append(contentsOf: bytes[offset..<end]) }
            offset = end
            if type == "IEND" { return kept }
        }
    }

    /// The big-endian 32-bit word at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
