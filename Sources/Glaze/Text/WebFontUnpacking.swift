internal import CGlazeCairo
import Foundation

/// WOFF and WOFF 2.0 fonts unpacked to the TrueType or OpenType file they
/// carry, as FreeType unpacks them. Fontconfig and FreeType read a packed
/// font, but Pango shapes with HarfBuzz, which reads the registered file's
/// tables itself and cannot unpack WOFF: every glyph would shape as missing,
/// with the wrong advances. So a web font is registered as its unpacked sfnt.
enum WebFontUnpacking {
    /// The sfnt `data` unpacks to; `nil` when `data` is not WOFF or WOFF 2.0,
    /// or is a WOFF 2.0 collection (registered packed, as before: its faces
    /// would need a collection rebuilt around them).
    ///
    /// `data` has passed ``FontPreflight``, which bounds what it unpacks to.
    static func sfnt(_ data: Data, source: String) throws(GlazeError) -> Data? {
        guard data.count >= 8 else { return nil }
        let magic = data.prefix(4)
        guard magic.elementsEqual("wOFF".utf8) || magic.elementsEqual("wOF2".utf8) else { return nil }
        // The packed file's flavour is the sfnt version of the font inside.
        let flavor = data.dropFirst(4).prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let unpacked = data.withUnsafeBytes { bytes in Result { () throws(GlazeError) in try unpackedTables(bytes, source: source) } }
        guard let tables = try unpacked.get() else { return nil }
        return SfntWriter.sfnt(flavor: flavor, tables: tables)
    }

    /// Each table FreeType unpacks from the font in `bytes`, in directory order.
    private static func unpackedTables(_ bytes: UnsafeRawBufferPointer, source: String) throws(GlazeError) -> [(tag: UInt32, body: [UInt8])]? {
        func failed(_ what: String) -> GlazeError {
            GlazeError(.unreadableFont(source: source, reason: "FreeType could not unpack it (\(what))"))
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw failed("no FreeType library") }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Memory_Face(library, bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0,
                                 &face) == 0, let face else { throw failed("not a font") }
        defer { FT_Done_Face(face) }
        guard face.pointee.num_faces == 1 else { return nil }
        var tables = [(tag: UInt32, body: [UInt8])]()
        // A font has at most 65,535 tables (the directory's count is 16 bits).
        for index in 0..<FT_UInt(UInt16.max) {
            var tag: FT_ULong = 0, length: FT_ULong = 0
            guard FT_Sfnt_Table_Info(face, index, &tag, &length) == 0 else { break }
            var body = [UInt8](repeating: 0, count: Int(length))
            var loaded = length
            guard body.withUnsafeMutableBufferPointer({ FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &loaded) }) == 0,
                  loaded == length else { throw failed("its table \(index) did not load") }
            tables.append((UInt32(tag), body))
        }
        guard !tables.isEmpty else { throw failed("it has no tables") }
        return tables
    }
}

/// Writes an sfnt (a TrueType or OpenType file) around its tables: the
/// header, the directory sorted by tag with each table's checksum, the
/// tables padded to four bytes, and 'head''s checksum adjustment.
enum SfntWriter {
    static func sfnt(flavor: UInt32, tables: [(tag: UInt32, body: [UInt8])]) -> Data {
        // 'head''s checksum is taken with its adjustment zeroed; it is set last.
        let sorted = tables.sorted { $0.tag < $1.tag }.map { table in
            guard table.tag == tag("head"), table.body.count >= 12 else { return table }
            var body = table.body
            body.replaceSubrange(8..<12, with: [0, 0, 0, 0])
            return (tag: table.tag, body: body)
        }
        let count = sorted.count
        let power = count > 0 ? 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount) : 0
        var file = [UInt8]()
        func put32(_ value: UInt32) { file += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func put16(_ value: Int) { file += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        put32(flavor)
        put16(count)
        put16(power * 16)
        put16(power > 0 ? power.trailingZeroBitCount : 0)
        put16(count * 16 - power * 16)
        var offset = 12 + 16 * count
        var headOffset: Int?
        for table in sorted {
            if table.tag == tag("head") { headOffset = offset }
            put32(table.tag)
            put32(checksum(table.body))
            put32(UInt32(offset))
            put32(UInt32(table.body.count))
            offset += (table.body.count + 3) & ~3
        }
        for table in sorted {
            file += table.body
            file += [UInt8](repeating: 0, count: (4 - table.body.count % 4) % 4)
        }
        // The whole file sums to 0xB1B0AFBA with 'head''s adjustment in it.
        if let headOffset, headOffset + 12 <= file.count {
            let adjustment = 0xB1B0_AFBA &- checksum(file)
            file.replaceSubrange(headOffset + 8..<headOffset + 12,
                                 with: [UInt8(adjustment >> 24), UInt8(adjustment >> 16 & 0xFF), UInt8(adjustment >> 8 & 0xFF),
                                        UInt8(adjustment & 0xFF)])
        }
        return Data(file)
    }

    /// The sum of `bytes` as big-endian 32-bit words, the last one padded with zeros.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var index = 0
        while index < bytes.count {
            var word: UInt32 = 0
            for byte in 0..<4 { word = word << 8 | UInt32(index + byte < bytes.count ? bytes[index + byte] : 0) }
            sum &+= word
            index += 4
        }
        return sum
    }

    static func tag(_ name: String) -> UInt32 { name.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
}
