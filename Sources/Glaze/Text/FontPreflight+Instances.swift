internal import CGlazeBrotli
internal import CGlazeZlib

/// Named instances of variable fonts, counted from each 'fvar' header.
///
/// fontconfig makes a face of every named instance, so a font with an 'fvar'
/// naming 20,000 of them costs what a collection of 20,000 fonts does. The
/// count is 16 bits into 'fvar', which WOFF compresses with zlib and WOFF 2.0
/// with Brotli: only its first 16 bytes are inflated, and a WOFF 2.0 stream is
/// decoded a chunk at a time up to them, nothing kept but those bytes. Every
/// 'fvar' of a file counts, however many it holds: FreeType reads the first
/// that is not empty.
extension FontBytes {
    static let fvar = tag("fvar")
    /// What an 'fvar' header holds up to and including its instance count.
    static let fvarHeaderBytes = 16

    /// Throws when `count` named instances go past the limit.
    func checkInstances(_ count: Int) throws(GlazeError) {
        try InputLimits.check(count, against: limits.maximumFontInstances, .namedInstances, in: source)
    }

    /// The named instances the sfnt at `start` declares, its directory already
    /// checked to lie inside the file; 0 without an 'fvar' that FreeType reads.
    func namedInstances(ofFontAt start: Int) -> Int {
        stride(from: start + 12, to: start + 12 + 16 * u16(start + 4), by: 16)
            .filter { u32($0) == Self.fvar && u32($0 + 12) >= Self.fvarHeaderBytes }
            .reduce(0) { $0 + u16(u32($1 + 8) + 12) }
    }

    /// The named instances of a WOFF's 'fvar' stored or zlib-compressed in the
    /// `packed` bytes at `offset`.
    func woffInstances(at offset: Int, packed: Int, length: Int) throws(GlazeError) -> Int {
        guard length >= Self.fvarHeaderBytes else { return 0 }
        if packed == length { return u16(offset + 12) }
        var header = [UInt8](repeating: 0, count: Self.fvarHeaderBytes)
        var headerLength = uLongf(header.count), sourceLength = uLong(packed)
        let status = header.withUnsafeMutableBufferPointer { output in
            uncompress2(output.baseAddress, &headerLength, pointer(at: offset), &sourceLength)
        }
        // Z_BUF_ERROR with the header full means there is more, as there should be.
        guard status == Z_OK || status == Z_BUF_ERROR, Int(headerLength) == header.count else {
            throw unreadable("table 'fvar' is not zlib data")
        }
        return Int(header[12]) << 8 | Int(header[13])
    }

    /// The named instances of each of a WOFF 2.0's 'fvar' tables, which start
    /// `positions` bytes (in ascending order) into the Brotli stream
    /// of `length` bytes at `offset`; one pass decodes up to the last.
    func woff2Instances(at positions: [Int], streamAt offset: Int, length: Int) throws(GlazeError) -> [Int] {
        guard let decoder = BrotliDecoderCreateInstance(nil, nil, nil) else {
            throw unreadable("Brotli could not start decoding (out of memory)")
        }
        defer { BrotliDecoderDestroyInstance(decoder) }
        var headers = [[UInt8]](repeating: [], count: positions.count), pending = 0, decoded = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var input: UnsafePointer<UInt8>? = pointer(at: offset)
        var inputLeft = length
        while pending < positions.count {
            var outputLeft = chunk.count
            let result = chunk.withUnsafeMutableBufferPointer { output in
                var next = output.baseAddress
                return BrotliDecoderDecompressStream(decoder, &inputLeft, &input, &outputLeft, &next, nil)
            }
            let end = decoded + chunk.count - outputLeft
            var index = pending
            while index < positions.count, positions[index] < end {
                let from = max(positions[index] + headers[index].count, decoded)
                let to = min(positions[index] + Self.fvarHeaderBytes, end)
                if from < to { headers[index] += chunk[(from - decoded)..<(to - decoded)] }
                index += 1
            }
            while pending < positions.count, headers[pending].count == Self.fvarHeaderBytes { pending += 1 }
            decoded = end
            guard pending == positions.count || result == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT else {
                throw unreadable("its compressed data ends or breaks before table 'fvar'")
            }
        }
        return headers.map { Int($0[12]) << 8 | Int($0[13]) }
    }

    /// The file's bytes from `offset`, as the C decoders take them.
    private func pointer(at offset: Int) -> UnsafePointer<UInt8> {
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset
    }
}
