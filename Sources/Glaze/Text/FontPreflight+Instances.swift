internal import CGlazeBrotli
internal import CGlazeZlib

/// Named instances of variable fonts, counted from each 'fvar' header.
///
/// fontconfig makes a face of every named instance, so a font with an 'fvar'
/// naming 20,000 of them costs what a collection of 20,000 fonts does. The
/// count is 16 bits into 'fvar', which WOFF compresses with zlib and WOFF 2.0
/// with Brotli: only its first 16 bytes are inflated, and a WOFF 2.0 stream is
/// decoded a chunk at a time up to them, nothing kept but those bytes.
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
        for record in stride(from: start + 12, to: start + 12 + 16 * u16(start + 4), by: 16) where u32(record) == Self.fvar {
            guard u32(record + 12) >= Self.fvarHeaderBytes else { return 0 }
            return u16(u32(record + 8) + 12)
        }
        return 0
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

    /// The named instances of a WOFF 2.0's 'fvar', which starts `position` bytes
    /// into the Brotli stream of `length` bytes at `offset`.
    func woff2Instances(at position: Int, streamAt offset: Int, length: Int) throws(GlazeError) -> Int {
        guard let decoder = BrotliDecoderCreateInstance(nil, nil, nil) else {
            throw unreadable("Brotli could not start decoding (out of memory)")
        }
        defer { BrotliDecoderDestroyInstance(decoder) }
        var header: [UInt8] = [], decoded = 0
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var input: UnsafePointer<UInt8>? = pointer(at: offset)
        var inputLeft = length
        while header.count < Self.fvarHeaderBytes {
            var outputLeft = chunk.count
            let result = chunk.withUnsafeMutableBufferPointer { output in
                var next = output.baseAddress
                return BrotliDecoderDecompressStream(decoder, &inputLeft, &input, &outputLeft, &next, nil)
            }
            let produced = chunk.count - outputLeft
            let from = max(position + header.count, decoded), to = min(position + Self.fvarHeaderBytes, decoded + produced)
            if from < to { header += chunk[(from - decoded)..<(to - decoded)] }
            decoded += produced
            guard header.count == Self.fvarHeaderBytes || result == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT else {
                throw unreadable("its compressed data ends or breaks before table 'fvar'")
            }
        }
        return Int(header[12]) << 8 | Int(header[13])
    }

    /// The file's bytes from `offset`, as the C decoders take them.
    private func pointer(at offset: Int) -> UnsafePointer<UInt8> {
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset
    }
}
