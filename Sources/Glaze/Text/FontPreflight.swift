import Foundation

/// A font file's container, read before FreeType and fontconfig see it.
///
/// fontconfig's query opens every face of a collection, and FreeType unpacks a
/// WOFF into a buffer of the size the file declares before it looks at a single
/// glyph; neither has a limit of its own. So the bytes are recognised by their
/// first four (never by the file's name: FreeType sniffs too) and their
/// directories are walked here: every table must lie inside the file, a
/// collection may hold at most ``InputLimits/maximumFontFaces`` fonts, its
/// variable fonts name at most ``InputLimits/maximumFontInstances`` instances,
/// and a WOFF may unpack to at most ``InputLimits/maximumFontUnpackedBytes``.
/// Only the containers FreeType reads as TrueType or OpenType pass: a plain
/// sfnt, a collection, WOFF 1.0 and WOFF 2.0 (Debian's FreeType is built with
/// Brotli).
enum FontPreflight {
    /// Throws unless `data` is a font container within `limits` whose tables
    /// all lie inside it; `source` names it in errors.
    static func check(_ data: Data, source: String, limits: InputLimits) throws(GlazeError) {
        try data.withUnsafeBytes { bytes in
            Result { () throws(GlazeError) in try FontBytes(bytes: bytes, source: source, limits: limits).check() }
        }.get()
    }
}

/// Big-endian reads over a font's bytes, and the walk of its directories.
/// Offsets and lengths come from the file as 32-bit values held in `Int`, so
/// sums of a few never overflow, and ranges are compared without adding past
/// the end (``contains(_:_:)``).
struct FontBytes {
    let bytes: UnsafeRawBufferPointer
    let source: String
    let limits: InputLimits

    static let trueTypeVersion = tag("\0\u{1}\0\0")
    static let sfntVersions: Set<Int> = [trueTypeVersion, tag("true"), tag("OTTO"), tag("typ1")]
    static let collection = tag("ttcf")
    static let woff = tag("wOFF")
    static let woff2 = tag("wOF2")

    /// The four-character tag `text` as the 32-bit number files hold.
    static func tag(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 << 8 | Int($1) }
    }

    func check() throws(GlazeError) {
        guard contains(0, 4) else { throw unreadable("\(bytes.count) bytes are too few for a font") }
        switch u32(0) {
        case let version where Self.sfntVersions.contains(version):
            try checkFont(at: 0, place: "")
            try checkInstances(namedInstances(ofFontAt: 0))
        case Self.collection: try checkCollection()
        case Self.woff: try checkWOFF()
        case Self.woff2: try checkWOFF2()
        default:
            let start = bytes.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw unreadable("not a TrueType or OpenType font, a collection or a WOFF (it begins with \(start))")
        }
    }

    /// An sfnt's table directory at `start` (0, or a collection's offset); table
    /// offsets count from the start of the file either way. `place` begins the
    /// message when it is one font of a collection.
    func checkFont(at start: Int, place: String) throws(GlazeError) {
        guard contains(start, 12) else { throw unreadable(place + "its header runs past the end of the file") }
        let tables = u16(start + 4)
        guard tables > 0 else { throw unreadable(place + "it has no tables") }
        guard contains(start + 12, 16 * tables) else {
            throw unreadable(place + "its directory of \(tables) tables runs past the end of the file")
        }
        for record in stride(from: start + 12, to: start + 12 + 16 * tables, by: 16) {
            guard contains(u32(record + 8), u32(record + 12)) else {
                throw unreadable(place + "table \(tagName(at: record)) lies outside the file")
            }
        }
    }

    /// A TrueType or OpenType collection: its count of fonts, then each font.
    func checkCollection() throws(GlazeError) {
        guard contains(0, 12) else { throw unreadable("its collection header runs past the end of the file") }
        let fonts = u32(8)
        guard fonts > 0 else { throw unreadable("it is a collection of no fonts") }
        try InputLimits.check(fonts, against: limits.maximumFontFaces, .fontFaces, in: source)
        guard contains(12, 4 * fonts) else {
            throw unreadable("its list of \(fonts) fonts runs past the end of the file")
        }
        var instances = 0
        for index in 0..<fonts {
            let start = u32(12 + 4 * index), place = "font \(index) of the collection: "
            guard contains(start, 4) else { throw unreadable(place + "it lies outside the file") }
            guard Self.sfntVersions.contains(u32(start)) else {
                throw unreadable(place + "it is not a TrueType or OpenType font")
            }
            try checkFont(at: start, place: place)
            instances += namedInstances(ofFontAt: start)
            try checkInstances(instances)
        }
    }

    /// WOFF 1.0: a 44-byte header and 20 bytes a table, each table zlib-compressed
    /// or stored. FreeType allocates the whole unpacked font at once, so what the
    /// tables declare is bounded before anything is inflated.
    func checkWOFF() throws(GlazeError) {
        guard contains(0, 44) else { throw unreadable("its WOFF header runs past the end of the file") }
        let tables = u16(12)
        guard tables > 0 else { throw unreadable("it has no tables") }
        try checkUnpacked(u32(16))
        guard contains(44, 20 * tables) else {
            throw unreadable("its directory of \(tables) tables runs past the end of the file")
        }
        var unpacked = 12 + 16 * tables
        for entry in stride(from: 44, to: 44 + 20 * tables, by: 20) {
            let packed = u32(entry + 8), length = u32(entry + 12)
            guard contains(u32(entry + 4), packed) else {
                throw unreadable("table \(tagName(at: entry)) lies outside the file")
            }
            guard packed <= length else {
                throw unreadable("table \(tagName(at: entry)) is longer compressed (\(packed) bytes) than unpacked (\(length) bytes)")
            }
            // Each table starts on a 4-byte boundary of the unpacked font.
            unpacked += (length + 3) & ~3
            try checkUnpacked(unpacked)
        }
        try checkBlock(at: 24, "metadata")
        try checkBlock(at: 36, "private data")
        var instances = 0
        for entry in stride(from: 44, to: 44 + 20 * tables, by: 20) where u32(entry) == Self.fvar {
            instances += try woffInstances(at: u32(entry + 4), packed: u32(entry + 8), length: u32(entry + 12))
            try checkInstances(instances)
        }
    }

    /// Throws when `bytes` unpacked go past the limit.
    func checkUnpacked(_ bytes: Int) throws(GlazeError) {
        try InputLimits.check(bytes, against: limits.maximumFontUnpackedBytes, .unpackedFontBytes, in: source)
    }

    /// A WOFF's optional metadata or private block, whose offset and length are
    /// at `field` of the header: inside the file when present.
    func checkBlock(at field: Int, _ name: String) throws(GlazeError) {
        let offset = u32(field), length = u32(field + 4)
        guard length == 0 || contains(offset, length) else { throw unreadable("its \(name) block lies outside the file") }
    }

    /// Whether the `length` bytes from `offset` lie inside the file, compared
    /// without adding past its end.
    func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
    }

    func u8(_ offset: Int) -> Int { Int(bytes[offset]) }

    func u16(_ offset: Int) -> Int { u8(offset) << 8 | u8(offset + 1) }

    func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// The tag at `offset` quoted, as messages name it (`'glyf'`), or in hex
    /// when it is not printable.
    func tagName(at offset: Int) -> String {
        Self.tagName(u32(offset))
    }

    static func tagName(_ tag: Int) -> String {
        let characters = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (24 - 8 * $0)) }
        guard characters.allSatisfy({ (0x20...0x7E).contains($0) }) else { return String(format: "0x%08X", tag) }
        return "'" + String(decoding: characters, as: UTF8.self) + "'"
    }

    func unreadable(_ reason: String) -> GlazeError {
        GlazeError(.unreadableFont(source: source, reason: reason))
    }
}
