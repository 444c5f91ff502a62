internal import CGlazeDeflate
internal import CGlazeCairo
import Foundation

/// Glaze's PNG writer: an ARGB32 surface as an 8-bit PNG, the chunks written
/// here and the image data deflated by libdeflate in one call.
///
/// The file holds what Cairo's writer put in it: IHDR (colour type 2, RGB, when
/// every pixel is opaque, else 6, RGBA; never interlaced), a white bKGD, the
/// image data, IEND. Nothing else, so no gamma or colour profile that viewers
/// would apply.
enum PNGEncoder {
    static func encode(_ pixels: borrowing PixelBuffer, compression: PNGCompression) throws(GlazeError) -> Data {
        let unfiltered = PNGScanlines(pixels, filtering: .none)
        var (isOpaque, compressed) = (unfiltered.isOpaque, try deflate(unfiltered.bytes, level: compression.deflateLevel))
        if compression.triesFilteredRows {
            // Both deflated at the level asked for: ranked at a faster level,
            // the filtered rows won on a golden yet came out larger at level 12.
            let filtered = PNGScanlines(pixels, filtering: .adaptive)
            let candidate = try deflate(filtered.bytes, level: compression.deflateLevel)
            if candidate.count < compressed.count { (isOpaque, compressed) = (filtered.isOpaque, candidate) }
        }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.reserveCapacity(compressed.count + 64)
        var header = bigEndian(UInt32(pixels.width)) + bigEndian(UInt32(pixels.height))
        // Bit depth 8; colour type; deflate, adaptive filtering, no interlace.
        header += [8, isOpaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header[...], to: &file)
        // A white background, 16 bits per sample, as Cairo's writer records.
        appendChunk("bKGD", [0, 0xFF, 0, 0xFF, 0, 0xFF][...], to: &file)
        var start = 0
        repeat {
            let end = min(start + maximumChunkBytes, compressed.count)
            appendChunk("IDAT", compressed[start..<end], to: &file)
            start = end
        } while start < compressed.count
        appendChunk("IEND", [][...], to: &file)
        return file
    }

    /// IDAT chunks of at most 1 MiB: PNG allows 2³¹ − 1 bytes, but decoders
    /// that read a chunk whole then never need more than this at once.
    private static let maximumChunkBytes = 1 << 20

    /// `bytes` as one zlib stream (which PNG's IDAT holds) at libdeflate's `level`.
    private static func deflate(_ bytes: [UInt8], level: Int32) throws(GlazeError) -> [UInt8] {
        // An allocation failing is the one way this can fail: reported as Cairo's
        // writer reported it, so callers see the error they always did.
        let outOfMemory = GlazeError(.cairo(operation: "encode a PNG", status: CairoStatus(CAIRO_STATUS_NO_MEMORY)))
        return try DeflateCompressors.shared.withCompressor(level: level, outOfMemory: outOfMemory) { compressor throws(GlazeError) in
            let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
            var output = [UInt8](repeating: 0, count: bound)
            let written = output.withUnsafeMutableBytes { out in
                bytes.withUnsafeBytes { libdeflate_zlib_compress(compressor, $0.baseAddress, $0.count, out.baseAddress, out.count) }
            }
            // Zero means the output did not fit, which the bound rules out.
            guard written > 0 else { throw outOfMemory }
            output.removeSubrange(written...)
            return output
        }
    }

    /// Appends a chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to file: inout Data) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        file.append(contentsOf: bigEndian(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
