extension FontBytes {
    /// WOFF 2.0: a 48-byte header, a directory of variable-length entries, for
    /// a collection a directory of its fonts, then one Brotli stream of every
    /// table. FreeType decompresses the stream into a buffer of the size the
    /// entries add up to and rebuilds the font from it, so the header's size,
    /// the stream's and the rebuilt tables' are each bounded here.
    func checkWOFF2() throws(GlazeError) {
        guard contains(0, 48) else { throw unreadable("its WOFF 2.0 header runs past the end of the file") }
        let tables = u16(12)
        guard tables > 0 else { throw unreadable("it has no tables") }
        try checkUnpacked(u32(16))
        var offset = 48, unpacked = 12 + 16 * tables, stream = 0
        var variations: [(table: Int, position: Int)] = []
        for index in 0..<tables {
            guard contains(offset, 1) else { throw unreadable(directoryTruncated(tables)) }
            let flags = u8(offset)
            offset += 1
            let tag: Int
            if flags & 0x3F == 0x3F {
                guard contains(offset, 4) else { throw unreadable(directoryTruncated(tables)) }
                tag = u32(offset)
                offset += 4
            } else {
                tag = Self.knownTags[flags & 0x3F]
            }
            guard let length = base128(&offset) else { throw unreadable(lengthMalformed(index, tag)) }
            // glyf and loca are transformed unless their version says otherwise
            // (3); every other table only when its version is not 0.
            let version = flags >> 6
            let transformed = tag == Self.tag("glyf") || tag == Self.tag("loca") ? version == 0 : version != 0
            if tag == Self.fvar, length >= Self.fvarHeaderBytes { variations.append((index, stream)) }
            var streamed = length
            if transformed {
                guard let transformedLength = base128(&offset) else { throw unreadable(lengthMalformed(index, tag)) }
                streamed = transformedLength
            }
            unpacked += (length + 3) & ~3
            stream += streamed
            try checkUnpacked(max(unpacked, stream))
        }
        var fontsHaving = [Int](repeating: 1, count: tables)
        if u32(4) == Self.collection {
            fontsHaving = try checkWOFF2Collection(at: &offset, tables: tables)
        }
        guard contains(offset, u32(20)) else {
            throw unreadable("its compressed data of \(u32(20)) bytes lies outside the file")
        }
        try checkBlock(at: 28, "metadata")
        try checkBlock(at: 40, "private data")
        guard !variations.isEmpty else { return }
        let counts = try woff2Instances(at: variations.map(\.position), streamAt: offset, length: u32(20))
        var instances = 0
        for (variation, count) in zip(variations, counts) {
            instances += count * fontsHaving[variation.table]
            try checkInstances(instances)
        }
    }

    /// A WOFF 2.0 collection's directory at `offset`, which it moves past: its
    /// count of fonts, and the tables of each among the file's. Returns how
    /// many of its fonts have each table.
    private func checkWOFF2Collection(at offset: inout Int, tables: Int) throws(GlazeError) -> [Int] {
        let truncated = "its collection directory runs past the end of the file"
        guard contains(offset, 4) else { throw unreadable(truncated) }
        offset += 4
        guard let fonts = uint255(&offset) else { throw unreadable(truncated) }
        guard fonts > 0 else { throw unreadable("it is a collection of no fonts") }
        try InputLimits.check(fonts, against: limits.maximumFontFaces, .fontFaces, in: source)
        var having = [Int](repeating: 0, count: tables)
        for font in 0..<fonts {
            guard let count = uint255(&offset), contains(offset, 4) else { throw unreadable(truncated) }
            offset += 4
            for _ in 0..<count {
                guard let table = uint255(&offset) else { throw unreadable(truncated) }
                guard table < tables else {
                    throw unreadable("font \(font) of the collection: it names table \(table) of \(tables)")
                }
                having[table] += 1
            }
        }
        return having
    }

    private func directoryTruncated(_ tables: Int) -> String {
        "its directory of \(tables) tables runs past the end of the file"
    }

    private func lengthMalformed(_ index: Int, _ tag: Int) -> String {
        "table \(Self.tagName(tag)) (entry \(index)) has a malformed length"
    }

    /// A UIntBase128 at `offset`, which it moves past: at most five bytes of
    /// seven bits, no leading zeros, within 32 bits; `nil` otherwise.
    private func base128(_ offset: inout Int) -> Int? {
        var value = 0
        for index in 0..<5 {
            guard contains(offset, 1) else { return nil }
            let byte = u8(offset)
            offset += 1
            guard !(index == 0 && byte == 0x80), value >> 25 == 0 else { return nil }
            value = value << 7 | byte & 0x7F
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    /// A 255UInt16 at `offset`, which it moves past; `nil` past the end.
    private func uint255(_ offset: inout Int) -> Int? {
        guard contains(offset, 1) else { return nil }
        let code = u8(offset)
        offset += 1
        switch code {
        case 253:
            guard contains(offset, 2) else { return nil }
            offset += 2
            return u16(offset - 2)
        case 254, 255:
            guard contains(offset, 1) else { return nil }
            offset += 1
            return u8(offset - 1) + (code == 254 ? 506 : 253)
        default:
            return code
        }
    }

    /// The tags a WOFF 2.0 entry names by index (its flags' low six bits, 63
    /// meaning the tag follows), in the specification's order.
    static let knownTags: [Int] = """
        cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT \
        EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH \
        CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar \
        gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill
        """.split(separator: " ").map { tag(String($0).replacing("_", with: " ")) }
}
