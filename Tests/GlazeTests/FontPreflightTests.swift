import Foundation
@testable import Glaze
import GlazeTestSupport
import Testing

/// Font files checked before FreeType and fontconfig see them: real fonts in
/// every container pass and register; a collection of too many fonts, a WOFF
/// that declares gigabytes, and tables outside the file are refused from the
/// file's directories alone, whether registered from a file (named `.ttf`
/// whatever it holds) or from memory.
@Suite("Font files checked before FreeType")
struct FontPreflightTests {
    /// How a test hands a font to the registry.
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        case file, memory
        var testDescription: String { rawValue }
    }

    /// Registers `bytes` by `route`, as a file named `name` or as data whose source is `name`.
    static func register(_ bytes: [UInt8], named name: String, by route: Route,
                         limits: InputLimits = .standard) throws -> [String] {
        switch route {
        case .memory:
            return try FontRegistry.register(data: Data(bytes), source: name, limits: limits)
        case .file:
            let directory = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return try FontRegistry.register(contentsOf: url, limits: limits)
        }
    }

    /// Registers `bytes` by `route` and returns the error, checking that it came
    /// at once: FreeType took 3.5 to 40 s over the hostile files these model,
    /// the checks take microseconds.
    static func refusal(_ bytes: [UInt8], named name: String, by route: Route,
                        limits: InputLimits = .standard) -> GlazeError? {
        let started = ContinuousClock.now
        defer { #expect(ContinuousClock.now - started < .seconds(2), "\(name) took \(ContinuousClock.now - started)") }
        do {
            let families = try register(bytes, named: name, by: route, limits: limits)
            Issue.record("\(name) registered as \(families)")
            return nil
        } catch let error as GlazeError {
            return error
        } catch {
            Issue.record("\(name): \(error)")
            return nil
        }
    }

    static func lato() throws -> [FontFiles.Table] {
        FontFiles.tables(of: try FontFiles.bytes(FontFiles.lato))
    }

    /// The family WOFF and WOFF 2.0 copies of Lato are registered under: the
    /// process's fonts are shared by every test, and a WOFF "Lato" lays out
    /// with other metrics (``woffMetrics()``), which would answer other tests'
    /// requests for Lato.
    static let woffFamily = "Glaze WOFF Test"

    /// Lato's tables with its family renamed to `family`.
    static func renamedLato(_ family: String = woffFamily) throws -> [FontFiles.Table] {
        try lato().map { $0.tag == "name" ? FontFiles.Table(tag: "name", body: FontFiles.nameTable(family: family)) : $0 }
    }

    // MARK: Real fonts

    @Test("real fonts pass: DejaVu Sans and Lato as they are, Lato as WOFF and WOFF 2.0, two DejaVu faces as a collection",
          arguments: Route.allCases)
    func realFonts(_ route: Route) throws {
        let dejaVu = try FontFiles.bytes(FontFiles.dejaVuSans), bold = try FontFiles.bytes(FontFiles.dejaVuSansBold)
        #expect(try Self.register(dejaVu, named: "DejaVuSans.ttf", by: route) == ["DejaVu Sans"])
        #expect(try Self.register(try FontFiles.bytes(FontFiles.lato), named: "Lato-Bold.ttf", by: route) == ["Lato"])
        let renamed = try Self.renamedLato()
        #expect(try Self.register(FontFiles.woff(renamed), named: "Lato-Bold.woff", by: route) == [Self.woffFamily])
        #expect(try Self.register(FontFiles.woff2(renamed), named: "Lato-Bold.woff2", by: route) == [Self.woffFamily])
        #expect(try Self.register(FontFiles.collection([dejaVu, bold]), named: "DejaVu.ttc", by: route) == ["DejaVu Sans"])
        // The collection's limit is what refuses it, not its structure.
        var limits = InputLimits.standard
        limits.maximumFontFaces = 1
        let refused = Self.refusal(FontFiles.collection([dejaVu, bold]), named: "DejaVu-tight.ttc", by: route, limits: limits)
        #expect(refused?.isLimit(.fontFaces, value: 2, limit: 1) == true, "\(String(describing: refused))")
    }

    @Test("a font registered as WOFF 2.0 from memory lays out and draws text in its own family")
    func woff2Draws() throws {
        let families = try FontRegistry.register(data: Data(FontFiles.woff2(try Self.renamedLato())), source: "Lato.woff2")
        let layout = try TextLayout("Inbox", font: Font(family: families[0], size: 20, weight: .bold))
        #expect(layout.resolvedFontFamily == Self.woffFamily)
        let surface = try ImageSurface(size: layout.size, scale: 1)
        try surface.draw { try $0.draw(layout, at: .zero, color: .black) }
        #expect(allPixels(surface).contains { $0.alpha > 128 })
    }

    @Test("a WOFF or WOFF 2.0 font lays out with the metrics of the same font as TrueType")
    func woffMetrics() throws {
        func width(_ bytes: [UInt8], _ name: String) throws -> Double {
            let family = try FontRegistry.register(data: Data(bytes), source: name)[0]
            return try TextLayout("Hamburgefonstiv 0123", font: Font(family: family, size: 20, weight: .bold)).size.width
        }
        let truetype = try width(FontFiles.sfnt(try Self.renamedLato("Glaze Metrics TTF")), "Metrics.ttf")
        #expect(abs(truetype - 205.6) < 1)
        // Pango shapes with HarfBuzz, which reads the registered file's bytes
        // and cannot unpack WOFF: registered packed, every glyph shaped as
        // missing (263.7 points here). Glaze registers the sfnt inside.
        let woff = try width(FontFiles.woff(try Self.renamedLato("Glaze Metrics WOFF")), "Metrics.woff")
        let woff2 = try width(FontFiles.woff2(try Self.renamedLato("Glaze Metrics WOFF2")), "Metrics.woff2")
        #expect(abs(woff - truetype) < 0.01, "WOFF \(woff), TrueType \(truetype)")
        #expect(abs(woff2 - truetype) < 0.01, "WOFF 2.0 \(woff2), TrueType \(truetype)")
    }

    @Test("the sfnt a WOFF unpacks to has its tables sorted and checksummed, and sums to 0xB1B0AFBA")
    func unpackedSfnt() throws {
        let tables = try Self.renamedLato("Glaze Unpacked")
        let unpacked = try WebFontUnpacking.sfnt(Data(FontFiles.woff(tables)), source: "Unpacked.woff")
        let sfnt = try #require(unpacked)
        let bytes = [UInt8](sfnt)
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[at + $1]) } }
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        #expect(count == tables.count)
        let tags = (0..<count).map { u32(12 + 16 * $0) }
        #expect(tags == tags.sorted())
        for entry in 0..<count {
            let offset = Int(u32(12 + 16 * entry + 8)), length = Int(u32(12 + 16 * entry + 12))
            #expect(offset % 4 == 0 && offset + length <= bytes.count)
            var body = Array(bytes[offset..<offset + length])
            if tags[entry] == SfntWriter.tag("head") { body.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
            #expect(SfntWriter.checksum(body) == u32(12 + 16 * entry + 4))
        }
        #expect(SfntWriter.checksum(bytes) == 0xB1B0_AFBA)
        #expect(try WebFontUnpacking.sfnt(Data(FontFiles.sfnt(tables)), source: "plain.ttf") == nil)
    }

    // MARK: Bounds

    @Test("a WOFF whose one table declares 2 GB is refused from its directory, also named .ttf", arguments: Route.allCases)
    func woffDeclaringGigabytes(_ route: Route) throws {
        var tables = try Self.lato()
        let glyf = tables.firstIndex { $0.tag == "glyf" }!
        var woff = FontFiles.woff(tables)
        // The glyf entry's length (compressed stays as stored) and the header's total.
        let length = 2_000_000_000
        woff.set32(44 + 20 * glyf + 12, length)
        tables[glyf].body = []
        let declared = FontFiles.unpackedSize(tables) + length
        woff.set32(16, declared)
        let limit = InputLimits.standard.maximumFontUnpackedBytes
        for name in ["Bomb.woff", "Bomb.ttf"] {
            let error = Self.refusal(woff, named: name, by: route)
            #expect(error?.isLimit(.unpackedFontBytes, value: declared, limit: limit) == true, "\(String(describing: error))")
        }
        // A header that understates the total is no way around it: the tables are added up.
        woff.set32(16, 1 << 20)
        let understated = Self.refusal(woff, named: "Understated.woff", by: route)
        guard case let .limitExceeded(_, .unpackedFontBytes, value, _) = understated?.storage else {
            Issue.record("\(String(describing: understated))")
            return
        }
        #expect(value > length)
    }

    @Test("a WOFF 2.0 whose tables declare more than the limit, or whose header does, is refused", arguments: Route.allCases)
    func woff2DeclaringGigabytes(_ route: Route) throws {
        var limits = InputLimits.standard
        limits.maximumFontUnpackedBytes = 100_000
        let woff2 = FontFiles.woff2(try Self.lato())
        let tables = Self.refusal(woff2, named: "Lato.ttf", by: route, limits: limits)
        #expect(tables?.isLimit(.unpackedFontBytes, limit: 100_000) == true, "\(String(describing: tables))")
        var header = woff2
        header.set32(16, 3_000_000_000)
        let declared = Self.refusal(header, named: "Header.woff2", by: route)
        #expect(declared?.isLimit(.unpackedFontBytes, value: 3_000_000_000, limit: 32 << 20) == true, "\(String(describing: declared))")
    }

    @Test("a collection of 100,000 fonts is refused by its count before fontconfig walks them", arguments: Route.allCases)
    func hundredThousandFaces(_ route: Route) throws {
        let collection = FontFiles.collection(repeating: try FontFiles.bytes(FontFiles.lato), count: 100_000)
        let error = Self.refusal(collection, named: "Many.ttc", by: route)
        #expect(error?.isLimit(.fontFaces, value: 100_000, limit: 64) == true, "\(String(describing: error))")
        // At the limit, the same collection registers.
        let sixtyFour = FontFiles.collection(repeating: try FontFiles.bytes(FontFiles.lato), count: 64)
        #expect(try Self.register(sixtyFour, named: "Sixty-four.ttc", by: route) == ["Lato"])
    }

    @Test("a WOFF 2.0 collection of 1,000 fonts is refused by its count", arguments: Route.allCases)
    func woff2Collection(_ route: Route) throws {
        // Version 1.0, 1,000 fonts (a 255UInt16 of code 253), each of no tables.
        let directory: [UInt8] = [0, 1, 0, 0, 253, 0x03, 0xE8] + Array(repeating: [0, 0, 1, 0, 0] as [UInt8], count: 1000).joined()
        let woff2 = FontFiles.woff2(try Self.lato(), flavor: 0x7474_6366, collection: directory)  // 'ttcf'
        let error = Self.refusal(woff2, named: "Many.woff2", by: route)
        #expect(error?.isLimit(.fontFaces, value: 1000, limit: 64) == true, "\(String(describing: error))")
    }

    /// `zlib.compress(fvar, 9)` of ``FontFiles/fvar(instances:)`` for 2,000
    /// instances, made once with Python: the tests have no zlib of their own.
    static let fvar2000Compressed: [UInt8] = {
        let hex = "78daedc73b0d80501444c1bd8f024a0a24928000120c20006948e26383d9534c3695644c4b65eaaf0cfbb26e99933a93eec8bbf6f47d"
            + "92244992244992244992244992244992244992244992e4bfbd01a4c580ec"
        return stride(from: 0, to: hex.count, by: 2).map { at in
            let start = hex.index(hex.startIndex, offsetBy: at)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
    }()

    @Test("a variable font naming 2,000 instances is refused by their count: plain, WOFF stored and zlib, WOFF 2.0, a collection",
          arguments: Route.allCases)
    func namedInstances(_ route: Route) throws {
        let many = try FontFiles.variableLato(instances: 2000)
        let limit = InputLimits.standard.maximumFontInstances
        let files = [("Variable.ttf", FontFiles.sfnt(many)), ("Variable.woff", FontFiles.woff(many)),
                     ("Compressed.woff", FontFiles.woff(many, compressed: ["fvar": Self.fvar2000Compressed])),
                     ("Variable.woff2", FontFiles.woff2(many))]
        for (name, bytes) in files {
            let error = Self.refusal(bytes, named: name, by: route)
            #expect(error?.isLimit(.namedInstances, value: 2000, limit: limit) == true, "\(name): \(String(describing: error))")
        }
        // 300 in each of four fonts of a collection: 1,200 faces for fontconfig.
        let four = FontFiles.collection(repeating: FontFiles.sfnt(try FontFiles.variableLato(instances: 300)), count: 4)
        let error = Self.refusal(four, named: "Four.ttc", by: route)
        #expect(error?.isLimit(.namedInstances, value: 1200, limit: limit) == true, "\(String(describing: error))")
        // A second 'fvar' counts as well as the first, in every container: FreeType
        // reads the first that is not empty, so an empty first one must not hide it.
        var hidden = try FontFiles.variableLato(instances: 2000)
        let position = hidden.firstIndex { $0.tag == "fvar" }!
        hidden.insert(FontFiles.Table(tag: "fvar", body: []), at: position)
        hidden.insert(FontFiles.Table(tag: "fvar", body: FontFiles.fvar(instances: 10)), at: position + 1)
        for (name, bytes) in [("Hidden.ttf", FontFiles.sfnt(hidden)), ("Hidden.woff", FontFiles.woff(hidden)),
                              ("Hidden.woff2", FontFiles.woff2(hidden))] {
            let error = Self.refusal(bytes, named: name, by: route)
            #expect(error?.isLimit(.namedInstances, value: 2010, limit: limit) == true, "\(name): \(String(describing: error))")
        }
        // Within the limit, a variable font registers, the WOFF 2.0 one read through Brotli.
        let twenty = try FontFiles.variableLato(instances: 20)
        #expect(try Self.register(FontFiles.sfnt(twenty), named: "Twenty.ttf", by: route) == [FontFiles.variableFamily])
        #expect(try Self.register(FontFiles.woff2(twenty), named: "Twenty.woff2", by: route) == [FontFiles.variableFamily])
    }

    /// What the font fuzzer found: a variable font whose mutated names make
    /// fontconfig 2.14 copy a style name onto itself, a byte along, with memcpy
    /// (AddressSanitizer's memcpy-param-overlap, inside fontconfig's query;
    /// `Fuzz/asan.supp`). Glaze cannot foresee how fontconfig rewrites names,
    /// so the font must register or be refused with a typed error, and draw.
    static let fuzzFindings = fixtureFiles("Fixtures/FuzzFindings").filter { $0.pathExtension == "ttf" }

    @Test("fuzz findings: each font registers and draws, or is a typed error", arguments: fuzzFindings)
    func fuzzFinding(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        #expect(data.count < 2048)
        let families: [String]
        do {
            families = try FontRegistry.register(data: data, source: file.lastPathComponent)
        } catch {
            guard error.code == .unreadableFont else { throw error }
            return
        }
        let layout = try TextLayout("Hamburg 0123", font: Font(family: families[0], size: 14))
        let surface = try ImageSurface(width: 120, height: 24)
        try surface.draw { try $0.draw(layout, at: CGPoint(x: 2, y: 2), color: .black) }
    }

    @Test("the font fuzz findings are there")
    func fuzzFindingsPresent() {
        #expect(Self.fuzzFindings.count >= 1)
    }

    // MARK: Structure

    @Test("tables outside the file are named, 32-bit wrap-around included", arguments: Route.allCases)
    func tablesOutside(_ route: Route) throws {
        let lato = try FontFiles.bytes(FontFiles.lato)
        let glyf = FontFiles.tables(of: lato).firstIndex { $0.tag == "glyf" }!
        var past = lato
        past.set32(12 + 16 * glyf + 12, lato.count)
        #expect(Self.refusal(past, named: "Past.ttf", by: route)?.fontReason == "table 'glyf' lies outside the file")
        // An offset near 4 GB whose sum with the length wraps to a small number in 32 bits.
        var wrapping = lato
        wrapping.set32(12 + 16 * glyf + 8, 0xFFFF_FF00)
        wrapping.set32(12 + 16 * glyf + 12, 0x200)
        #expect(Self.refusal(wrapping, named: "Wrap.ttf", by: route)?.fontReason == "table 'glyf' lies outside the file")

        var woff = FontFiles.woff(try Self.lato())
        woff.set32(44 + 4, 0xFFFF_FFF0)
        #expect(Self.refusal(woff, named: "Outside.woff", by: route)?.fontReason
            == "table \(FontFiles.tables(of: lato).first.map { "'\($0.tag)'" }!) lies outside the file")

        let two = FontFiles.collection([lato, lato])
        var face = two
        face.set32(16, two.count - 2)
        #expect(Self.refusal(face, named: "Face.ttc", by: route)?.fontReason == "font 1 of the collection: it lies outside the file")
        var faceTable = two
        let second = FontFiles.u32(two, 16)
        faceTable.set32(second + 12 + 16 * glyf + 8, two.count)
        #expect(Self.refusal(faceTable, named: "FaceTable.ttc", by: route)?.fontReason
            == "font 1 of the collection: table 'glyf' lies outside the file")
    }

    @Test("a WOFF table longer compressed than unpacked, a truncated directory, unknown first bytes", arguments: Route.allCases)
    func malformed(_ route: Route) throws {
        var woff = FontFiles.woff(try Self.lato())
        let firstTag = FontFiles.tables(of: try FontFiles.bytes(FontFiles.lato))[0].tag
        woff.set32(44 + 12, FontFiles.u32(woff, 44 + 8) - 1)
        #expect(Self.refusal(woff, named: "Longer.woff", by: route)?.fontReason?
            .hasPrefix("table '\(firstTag)' is longer compressed") == true)
        let truncated = Array(try FontFiles.bytes(FontFiles.lato).prefix(40))
        #expect(Self.refusal(truncated, named: "Short.ttf", by: route)?.fontReason?.contains("runs past the end of the file") == true)
        #expect(Self.refusal(Array("%!PS-AdobeFont".utf8), named: "Type1.pfa", by: route)?.fontReason
            == "not a TrueType or OpenType font, a collection or a WOFF (it begins with 25 21 50 53)")
        #expect(Self.refusal([0, 1, 0], named: "Tiny.ttf", by: route)?.fontReason == "3 bytes are too few for a font")
    }
}

extension GlazeError {
    /// Whether this is a limit error for `quantity`, with `value` (unless nil) and `limit`.
    func isLimit(_ quantity: InputLimits.Quantity, value: Int? = nil, limit: Int) -> Bool {
        guard case let .limitExceeded(_, found, foundValue, foundLimit) = storage else { return false }
        return found == quantity && foundLimit == limit && (value == nil || value == foundValue)
    }

    /// The reason of an unreadable-font error.
    var fontReason: String? {
        guard code == .unreadableFont else { return nil }
        return reason
    }
}
