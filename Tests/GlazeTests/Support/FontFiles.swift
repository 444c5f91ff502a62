import Foundation

/// Font containers built in the tests from a real TrueType font's tables: a
/// collection, WOFF 1.0 with its tables stored (WOFF allows it when a table's
/// compressed length equals its length) and WOFF 2.0 with its Brotli stream
/// made of stored meta-blocks, so that no compressor is needed. Hostile files
/// start from these and change a field.
enum FontFiles {
    struct Table {
        var tag: String
        var body: [UInt8]
    }

    static let dejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    static let dejaVuSansBold = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    static let lato = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/brand/fonts/Lato-Bold.ttf").standardizedFileURL

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The tables of the sfnt `font`, in its directory's order.
    static func tables(of font: [UInt8]) -> [Table] {
        (0..<u16(font, 4)).map { index in
            let record = 12 + 16 * index, offset = u32(font, record + 8)
            return Table(tag: String(decoding: font[record..<record + 4], as: UTF8.self),
                         body: Array(font[offset..<offset + u32(font, record + 12)]))
        }
    }

    /// An sfnt of `tables`, each 4-byte aligned; checksums are left 0, which
    /// FreeType does not check.
    static func sfnt(_ tables: [Table], version: Int = 0x0001_0000) -> [UInt8] {
        let selector = Int.bitWidth - 1 - tables.count.leadingZeroBitCount
        var out: [UInt8] = []
        out.put32(version)
        for field in [tables.count, 16 << selector, selector, 16 * tables.count - (16 << selector)] { out.put16(field) }
        var offset = 12 + 16 * tables.count
        for table in tables {
            out.putTag(table.tag)
            for field in [0, offset, table.body.count] { out.put32(field) }
            offset += padded(table.body.count)
        }
        for table in tables { out.putPadded(table.body) }
        return out
    }

    /// A collection of `fonts`, one after the other, their table offsets moved
    /// to where each now starts.
    static func collection(_ fonts: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = Array("ttcf".utf8)
        out.put32(0x0001_0000)
        out.put32(fonts.count)
        var start = 12 + 4 * fonts.count
        var bodies: [UInt8] = []
        for var font in fonts {
            out.put32(start)
            for index in 0..<u16(font, 4) {
                let field = 12 + 16 * index + 8
                font.set32(field, u32(font, field) + start)
            }
            bodies.putPadded(font)
            start += padded(font.count)
        }
        return out + bodies
    }

    /// A collection of `count` fonts that all point at the one copy of `font`.
    static func collection(repeating font: [UInt8], count: Int) -> [UInt8] {
        var shared = collection([font])
        let start = 12 + 4 * count
        for index in 0..<u16(font, 4) {
            let field = 16 + 12 + 16 * index + 8
            shared.set32(field, u32(shared, field) - 16 + start)
        }
        var out: [UInt8] = Array(shared[0..<8])
        out.put32(count)
        for _ in 0..<count { out.put32(start) }
        return out + shared[16...]
    }

    /// WOFF 1.0 of `tables`, stored (each table's compressed length is its
    /// length) but for those `compressed` gives zlib data for, by tag.
    static func woff(_ tables: [Table], flavor: Int = 0x0001_0000, compressed: [String: [UInt8]] = [:]) -> [UInt8] {
        var directory: [UInt8] = [], bodies: [UInt8] = []
        let start = 44 + 20 * tables.count
        for table in tables {
            let packed = compressed[table.tag] ?? table.body
            directory.putTag(table.tag)
            for field in [start + bodies.count, packed.count, table.body.count, 0] { directory.put32(field) }
            bodies.putPadded(packed)
        }
        var out: [UInt8] = Array("wOFF".utf8)
        out.put32(flavor)
        out.put32(start + bodies.count)
        out.put16(tables.count)
        out.put16(0)
        out.put32(unpackedSize(tables))
        out.put16(1)
        out.put16(0)
        for _ in 0..<5 { out.put32(0) }
        return out + directory + bodies
    }

    /// WOFF 2.0 of `tables`, none transformed (glyf and loca say so with
    /// version 3), every tag spelled out rather than indexed; a collection's
    /// directory, when given, goes between the tables' and the stream. The file
    /// is padded to a multiple of 4 bytes: FreeType refuses it otherwise.
    static func woff2(_ tables: [Table], flavor: Int = 0x0001_0000, collection: [UInt8] = []) -> [UInt8] {
        var directory: [UInt8] = []
        for table in tables {
            directory.append(["glyf", "loca"].contains(table.tag) ? 0xFF : 0x3F)
            directory.putTag(table.tag)
            directory.putBase128(table.body.count)
        }
        let stream = brotliStored(tables.flatMap(\.body))
        var out: [UInt8] = Array("wOF2".utf8)
        out.put32(flavor)
        out.put32(padded(48 + directory.count + collection.count + stream.count))
        out.put16(tables.count)
        out.put16(0)
        out.put32(unpackedSize(tables))
        out.put32(stream.count)
        out.put16(1)
        out.put16(0)
        for _ in 0..<5 { out.put32(0) }
        out.putPadded(directory + collection + stream)
        return out
    }

    /// An 'fvar' of one axis, wght, naming `instances` instances, all at 400
    /// (so that zlib shrinks 2,000 of them to 84 bytes).
    static func fvar(instances: Int) -> [UInt8] {
        var out: [UInt8] = []
        for field in [1, 0, 16, 2, 1, 20, instances, 8] { out.put16(field) }
        out.putTag("wght")
        for field in [100 << 16, 400 << 16, 900 << 16] { out.put32(field) }
        out.put16(0)
        out.put16(2)
        for _ in 0..<instances {
            out.put16(2)
            out.put16(0)
            out.put32(400 << 16)
        }
        return out
    }

    /// The family a variable Lato is registered under: registration is for the
    /// whole process, and a variable font called "Lato" (its instances all
    /// Regular) would answer other tests' requests for Lato Bold with a
    /// synthesised bold.
    static let variableFamily = "Glaze Variable Test"

    /// A 'name' table giving `family` in Windows' Unicode names.
    static func nameTable(family: String) -> [UInt8] {
        let names = [(1, family), (2, "Bold"), (4, family + " Bold"), (6, family.replacingOccurrences(of: " ", with: "") + "-Bold")]
        var out: [UInt8] = [], strings: [UInt8] = []
        for field in [0, names.count, 6 + 12 * names.count] { out.put16(field) }
        for (id, text) in names {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for field in [3, 1, 0x409, id, utf16.count, strings.count] { out.put16(field) }
            strings += utf16
        }
        return out + strings
    }

    /// Lato made variable, under ``variableFamily``: an 'fvar' naming
    /// `instances` instances, and the empty 'gvar' FreeType wants beside
    /// 'glyf' before it reads an 'fvar'.
    static func variableLato(instances: Int) throws -> [Table] {
        let plain = tables(of: try bytes(lato)).map { table in
            table.tag == "name" ? Table(tag: "name", body: nameTable(family: variableFamily)) : table
        }
        let glyphs = u16(plain.first { $0.tag == "maxp" }!.body, 4)
        var gvar: [UInt8] = []
        for field in [1, 0, 1, 0] { gvar.put16(field) }
        gvar.put32(20)
        gvar.put16(glyphs)
        gvar.put16(0)
        gvar.put32(20 + 2 * (glyphs + 1))
        gvar += [UInt8](repeating: 0, count: 2 * (glyphs + 1))
        return (plain + [Table(tag: "fvar", body: fvar(instances: instances)), Table(tag: "gvar", body: gvar)])
            .sorted { $0.tag < $1.tag }
    }

    /// The sfnt FreeType rebuilds from `tables`: its directory, each table aligned.
    static func unpackedSize(_ tables: [Table]) -> Int {
        12 + 16 * tables.count + tables.reduce(0) { $0 + padded($1.body.count) }
    }

    /// A Brotli stream of `data` in stored (uncompressed) meta-blocks of at
    /// most 64 KiB, bits written least significant first.
    static func brotliStored(_ data: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.put(0, 1)  // a window of 16 bits
        for start in stride(from: 0, to: data.count, by: 1 << 16) {
            let end = min(start + (1 << 16), data.count)
            bits.put(0, 1)  // not the last meta-block
            bits.put(0, 2)  // its length in four nibbles
            bits.put(end - start - 1, 16)
            bits.put(1, 1)  // stored
            bits.alignToByte()
            bits.bytes += data[start..<end]
        }
        bits.put(1, 1)  // the last meta-block,
        bits.put(1, 1)  // and empty
        bits.alignToByte()
        return bits.bytes
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        var used = 8

        mutating func put(_ value: Int, _ count: Int) {
            for bit in 0..<count {
                if used == 8 {
                    bytes.append(0)
                    used = 0
                }
                bytes[bytes.count - 1] |= UInt8((value >> bit) & 1) << used
                used += 1
            }
        }

        mutating func alignToByte() { used = 8 }
    }

    static func padded(_ count: Int) -> Int { (count + 3) & ~3 }

    static func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }

    static func u32(_ bytes: [UInt8], _ at: Int) -> Int { u16(bytes, at) << 16 | u16(bytes, at + 2) }
}

extension [UInt8] {
    mutating func put16(_ value: Int) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func put32(_ value: Int) {
        put16(value >> 16)
        put16(value)
    }

    mutating func set32(_ offset: Int, _ value: Int) {
        for index in 0..<4 { self[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }

    mutating func putTag(_ tag: String) { append(contentsOf: tag.utf8) }

    mutating func putPadded(_ bytes: [UInt8]) {
        append(contentsOf: bytes)
        append(contentsOf: [UInt8](repeating: 0, count: FontFiles.padded(bytes.count) - bytes.count))
    }

    /// A WOFF 2.0 UIntBase128: seven bits a byte, most significant first.
    mutating func putBase128(_ value: Int) {
        var groups = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            groups.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        append(contentsOf: groups.reversed())
    }
}
