import Foundation

/// SVG documents written to hurt a renderer, generated rather than stored, each
/// with what Glaze must do with it: refuse it with an error that says why, or
/// draw it with sane pixels. Unit tests read them through `SVGImage`, the CLI
/// tests through `glaze render` under a memory and time bound; a server test
/// can send them to `glaze serve`.
///
/// Each was measured against librsvg 2.54 without Glaze's checks: the comments
/// say what it did then.
public enum HostileSVG {
    /// What must happen to a case.
    public enum Expectation: Sendable {
        /// Refused when read, with an error whose text contains each fragment.
        case refused([String])
        /// Read and drawn at its own size; `coverage` is the fraction of pixels
        /// it may leave with any alpha at all (for a 24 × 24 icon).
        case renders(coverage: ClosedRange<Double>)
    }

    /// One hostile document.
    public struct Case: Sendable, CustomStringConvertible {
        /// A short name, usable as a file name.
        public let name: String
        /// The document's bytes.
        public let data: Data
        /// `svg`, or `svgz` for gzip data.
        public let fileExtension: String
        public let expectation: Expectation

        public var description: String { name }
    }

    /// Every case, made once a process: the gzip bomb alone is 32 MiB run
    /// through a CRC, which each of the suites that use the cases paid again.
    public static let all: [Case] = documents + compressed + images + references + documentTypes + amplifiers

    /// An icon of 24 × 24 points around `body`.
    public static func icon(_ body: String, attributes: String = "") -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24"\#(attributes)>"#
            + body + "</svg>"
    }

    private static func svg(_ name: String, _ text: String, _ expectation: Expectation) -> Case {
        Case(name: name, data: Data(text.utf8), fileExtension: "svg", expectation: expectation)
    }

    // MARK: Elements that ask too much

    private static var documents: [Case] {
        // A path that zigzags 2,000 times across the icon: 30,000 units long.
        let zigzag = "M0 0" + (0..<2000).map { " L\(($0 * 7) % 24) \(($0 * 13) % 24)" }.joined()
        // Nine levels, each using the previous one ten times: 10⁹ rectangles.
        let uses = "<defs><rect id='l0' width='1' height='1'/>"
            + (1...9).map { level in "<g id='l\(level)'>" + String(repeating: "<use xlink:href='#l\(level - 1)'/>", count: 10) + "</g>" }.joined()
            + "</defs><use xlink:href='#l9'/>"
        // 1,000 uses in a chain, one inside the next.
        let chain = "<defs><rect id='c0' width='1' height='1'/>"
            + (1..<1000).map { "<g id='c\($0)'><use xlink:href='#c\($0 - 1)'/></g>" }.joined()
            + "</defs><use xlink:href='#c999'/>"
        // 10,000 vertices, for round joins.
        let joins = "M0 0" + (0..<10_000).map { " L\(($0 * 7) % 24) \(($0 * 13) % 24)" }.joined()
        let curves = "M0 12" + (0..<100_000).map { " C-1e6 -1e6 1e6 1e6 \($0 % 2 == 0 ? 24 : 0) 12" }.joined()
        return [
            // librsvg: Pango fails to make the font, then librsvg panics ("assertion failed: h >= 0.0") and aborts.
            svg("font-size-1e9", icon(#"<text font-size="1000000000" y="20">W</text>"#),
                .refused(["element <text> on line 1", "font size Pango is asked for", "1e9", "32768"])),
            // The same through a style sheet, and through em compounding.
            svg("font-size-style-sheet", icon("<style>text { font-size: 1e9px }</style><text y='20'>W</text>"),
                .refused(["element <text>", "font-size", "1e9"])),
            svg("font-size-em", icon(#"<g font-size="1000"><g style="font-size: 1000em"><text font-size="1000em" y="20">W</text></g></g>"#),
                .refused(["element <text>", "font-size", "1e9"])),
            svg("font-size-transform", icon(#"<g transform="scale(1e6)"><text font-size="10" y="20">W</text></g>"#),
                .refused(["element <text>", "font size Pango is asked for", "1e13"])),
            // librsvg: Pango is asked for 10 × 100² = 100,000 px; FreeType fails, Pango warns,
            // leaks the font (the fuzzer's one finding) and draws no text.
            svg("font-size-squared", icon(#"<g transform="scale(100)"><text font-size="10" y="0.2">W</text></g>"#),
                .refused(["element <text>", "font size Pango is asked for", "100000", "32768"])),
            // librsvg draws nothing, fine.
            svg("font-size-1e-9", icon(#"<text font-size="0.000000001" y="20">W</text>"#), .renders(coverage: 0...0)),
            // librsvg: fine on one segment; past Cairo's fixed point, shapes fill where they are not.
            svg("stroke-width-1e9", icon(#"<path d="M2 2L20 20" stroke="black" stroke-width="1000000000"/>"#),
                .refused(["element <path> on line 1", "its stroke-width included", "500000020"])),
            // librsvg: 10,000 round joins of width 10⁶ took 1.9 s and 380 MB (of 10⁹, 45 s and 3.5 GB).
            svg("stroke-width-round-joins", icon(#"<path d="\#(joins)" fill="none" stroke="black" stroke-linejoin="round" stroke-width="1000000"/>"#),
                .refused(["element <path>", "path segments"])),
            // librsvg: a 0.1 dash on a path 2 × 10⁹ long ran out of memory (930 MB).
            svg("stroke-dasharray-1e-6", icon(#"<path d="\#(zigzag)" fill="none" stroke="black" stroke-dasharray="0.000001"/>"#),
                .refused(["element <path> on line 1", "dashes", "1000000"])),
            // librsvg clamps the blur kernel: drawn, and blurred to nothing.
            svg("blur-1e6", icon(#"<filter id="f"><feGaussianBlur stdDeviation="1000000"/></filter><rect width="24" height="24" filter="url(#f)"/>"#),
                .renders(coverage: 0...0)),
            // librsvg: numOctaves 10⁹ never finished.
            svg("turbulence-octaves", icon(#"<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="1000000000"/></filter><rect width="24" height="24" filter="url(#f)"/>"#),
                .refused(["pixel operations"])),
            // librsvg: scales the lit image by 1 / kernelUnitLength: 0.003 took 2.4 s and 520 MB on 24 × 24 pixels.
            svg("lighting-kernel-unit", icon(#"<filter id="f"><feDiffuseLighting kernelUnitLength="0.001"><feDistantLight/></feDiffuseLighting></filter><rect width="24" height="24" filter="url(#f)"/>"#),
                .refused(["element <feDiffuseLighting>", "pixel operations"])),
            // librsvg: an order past 20 × 20 aborts (a kernel of 400 numbers for 900 places).
            svg("convolve-order-30", icon(#"<filter id="f"><feConvolveMatrix order="30" kernelMatrix="\#(String(repeating: "1 ", count: 900))"/></filter><rect width="24" height="24" filter="url(#f)"/>"#),
                .refused(["element <feConvolveMatrix>", "convolution kernel", "900", "400"])),
            // librsvg skips tiles under a pixel: nothing drawn.
            svg("pattern-tile-1e-5", icon(#"<pattern id="p" width="0.00001" height="0.00001" patternUnits="userSpaceOnUse"><rect width="0.000005" height="0.000005"/></pattern><rect width="24" height="24" fill="url(#p)"/>"#),
                .renders(coverage: 0...0)),
            svg("pattern-tile-huge", icon(#"<pattern id="p" width="100000" height="100000" patternUnits="userSpaceOnUse"><rect width="10" height="10"/></pattern><rect width="24" height="24" fill="url(#p)"/>"#),
                .refused(["element <pattern>", "pattern tile side"])),
            // librsvg: Cairo's fixed point wraps; the rectangle is not drawn at all.
            svg("coordinates-1e38", icon(#"<rect x="-1e38" y="-1e38" width="2e38" height="2e38" fill="red"/>"#),
                .refused(["element <rect> on line 1", "distance from the origin", "4000000"])),
            // Large, but within Cairo's range: drawn, covering the icon.
            svg("coordinates-1e6", icon(#"<rect x="-1000000" y="-1000000" width="2000000" height="2000000" fill="red"/>"#),
                .renders(coverage: 1...1)),
            // librsvg: 100,000 curves 10⁶ (or 10⁹) units wide were not flattened within a minute.
            svg("curves-1e9-wide", icon(#"<path d="\#(curves)" fill="red"/>"#), .refused(["element <path>", "path segments"])),
            // librsvg: stops at its cap of 500,000 references, after 2.5 s.
            svg("use-chain-1e9", icon(uses), .refused(["element <use>", "elements drawn", "100000"])),
            // librsvg: recurses about 8 KB a link, overflows an 8 MB stack and crashes (SIGSEGV).
            svg("use-chain-deep", icon(chain), .refused(["nesting depth", "64"])),
            // libxml2 stops at 256 levels; Glaze at 64, with the line.
            svg("nested-groups-200000", icon(String(repeating: "<g>", count: 200_000) + "<rect width='1' height='1'/>"
                + String(repeating: "</g>", count: 200_000)), .refused(["element <g> on line 1", "nesting depth", "65", "64"])),
        ]
    }

    // MARK: gzip

    private static var compressed: [Case] {
        var bomb = GzipWriter()
        bomb.append(icon("").replacingOccurrences(of: "</svg>", with: "<!--"))
        bomb.appendRun(of: UInt8(ascii: "a"), count: 32 << 20)
        bomb.append("--></svg>")
        let good = GzipWriter.compress(icon(#"<rect x="2" y="2" width="20" height="20" fill="red"/>"#))
        var corrupt = good
        for index in 12..<min(20, corrupt.count) { corrupt[index] ^= 0xA5 }
        return [
            // 212 KB inflating to 32 MiB. librsvg inflates it all as it parses, so a
            // file under the 4 MiB limit could be 640 MiB of XML.
            Case(name: "gzip-bomb", data: bomb.data(), fileExtension: "svgz",
                 expectation: .refused(["inflated size in bytes, at least 4194305", "4194304"])),
            Case(name: "gzip-truncated", data: good.prefix(good.count / 2), fileExtension: "svgz",
                 expectation: .refused(["truncated gzip data"])),
            Case(name: "gzip-corrupt", data: corrupt, fileExtension: "svgz", expectation: .refused(["corrupt gzip data"])),
            Case(name: "gzip-icon", data: good, fileExtension: "svgz", expectation: .renders(coverage: 0.6...0.8)),
        ]
    }

    // MARK: Embedded images

    private static var images: [Case] {
        [
            // gdk-pixbuf would try to allocate 40 GB.
            svg("data-png-100000-square", icon(#"<image width="24" height="24" xlink:href="data:image/png;base64,\#(png(width: 100_000, height: 100_000).base64EncodedString())"/>"#),
                .refused(["element <image> on line 1", "side of an embedded image in pixels (a PNG)", "100000", "32767"])),
            svg("data-jpeg-60000-square", icon(#"<image width="24" height="24" href="data:image/jpeg;base64,\#(jpegHeader(width: 60_000, height: 60_000).base64EncodedString())"/>"#),
                .refused(["element <image>", "side of an embedded image in pixels (a JPEG)", "60000"])),
            svg("data-png-many", icon(String(repeating: #"<image width="1" height="1" href="data:image/png;base64,\#(png(width: 8000, height: 1000).base64EncodedString())"/>"#, count: 3)),
                .refused(["bytes of embedded images decoded", "67108864"])),
            svg("data-gif", icon(#"<image width="24" height="24" href="data:image/gif;base64,R0lGODlhAQABAAAAACw="/>"#),
                .refused(["element <image>", "image/gif"])),
        ]
    }

    // MARK: What librsvg would fetch or expand

    private static var references: [Case] {
        let inner = Data(icon("<rect width='24' height='24'/>").utf8).base64EncodedString()
        return [
            svg("image-file", icon(#"<image width="24" height="24" href="/etc/passwd"/>"#), .refused(["element <image>", "'/etc/passwd'", "outside the document"])),
            svg("image-http", icon(#"<image width="24" height="24" xlink:href="http://example.com/a.png"/>"#), .refused(["outside the document"])),
            svg("use-data-svg", icon(#"<use href="data:image/svg+xml;base64,\#(inner)#a"/>"#), .refused(["element <use>", "outside the document"])),
            svg("fill-escaped-url", icon(#"<rect width="24" height="24" fill="u\72l(other.svg#p)"/>"#), .refused(["element <rect>", "outside the document"])),
            svg("xml-stylesheet", #"<?xml-stylesheet type="text/css" href="data:text/css,rect{fill:red}"?>"# + icon(""),
                .refused(["xml-stylesheet"])),
            svg("css-import", icon("<style>@import url(other.css);</style>"), .refused(["@import"])),
            svg("xinclude", icon(#"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="data:text/plain,hi" parse="text"/>"#),
                .refused(["includes another document"])),
            svg("entity-expansion", #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>"# + icon("<text>&b;</text>"),
                .refused(["entity"])),
            Case(name: "utf-16", data: Data([0xFF, 0xFE]) + icon("").data(using: .utf16LittleEndian)!, fileExtension: "svg",
                 expectation: .refused(["not UTF-8"])),
        ]
    }

    // MARK: What libxml2 applies from the document type

    private static var documentTypes: [Case] {
        func dtd(_ subset: String) -> String { "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n\(subset)\n]>\n" }
        let vertices = "M0 0" + (0..<20_000).map { " L\(($0 * 7) % 24) \(($0 * 13) % 24)" }.joined()
        // A data: JPEG declaring 20000² pixels.
        let jpeg = "data:image/jpeg;base64," + jpegHeader(width: 20_000, height: 20_000).base64EncodedString()
        return [
            // librsvg: every <text> gets the default; Pango fails, librsvg panics ("assertion failed: h >= 0.0") and aborts.
            svg("dtd-attlist-font-size", dtd(#"<!ATTLIST text font-size CDATA "3000000">"#) + icon("<text y='20'>W</text>"),
                .refused(["attribute font-size of <text> a default value", "<!ATTLIST> on line 3"])),
            // librsvg: an order of 100 aborts, as written inline.
            svg("dtd-attlist-convolve", dtd(#"<!ATTLIST feConvolveMatrix order CDATA #FIXED "100">"#)
                + icon(#"<filter id="f"><feConvolveMatrix kernelMatrix="1"/></filter><rect width="24" height="24" filter="url(#f)"/>"#),
                .refused(["attribute order of <feConvolveMatrix> a default value"])),
            // gdk-pixbuf: 2.7 GB for the image's pixels.
            svg("dtd-attlist-image", dtd(#"<!ATTLIST image href CDATA "\#(jpeg)">"#) + icon(#"<image width="24" height="24"/>"#),
                .refused(["attribute href of <image> a default value"])),
            // librsvg: 16 s and 2.3 GB for a marker at each of 20,000 vertices.
            svg("dtd-attlist-marker", dtd("<!ATTLIST path marker-mid CDATA 'url(#m)' stroke-width CDATA #IMPLIED>")
                + icon(#"<marker id="m" markerWidth="24" markerHeight="24"><circle r="24"/></marker><path d="\#(vertices)" fill="none"/>"#),
                .refused(["attribute marker-mid of <path> a default value"])),
            // Declarations without a default, and defaults of namespace declarations, change no value the checks read.
            svg("dtd-attlist-implied", dtd(#"<!ATTLIST rect id ID #IMPLIED class CDATA #REQUIRED><!ATTLIST svg xmlns:xlink CDATA #FIXED "http://www.w3.org/1999/xlink">"#)
                + icon(#"<rect x="2" y="2" width="20" height="20"/>"#), .renders(coverage: 0.6...0.8)),
            // As Illustrator writes its namespaces: expanded, and drawn.
            svg("dtd-entities-illustrator", dtd(#"<!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY ns_xlink "http://www.w3.org/1999/xlink"> <!ENTITY st0 "fill:#E88C00">"#)
                + #"<svg xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="24" height="24"><rect x="2" y="2" width="20" height="20" style="&st0;"/></svg>"#,
                .renders(coverage: 0.6...0.8)),
            // Entities are expanded within the SVG size limit, all references together.
            svg("dtd-entity-amplified", dtd("<!ENTITY w '\(String(repeating: "W", count: 4096))'>")
                + icon("<defs><text>" + String(repeating: "&w;", count: 2000) + "</text></defs>"),
                .refused(["bytes of entity references expanded", "4194304"])),
            // An entity's value is expanded when it is used: what it holds must be checked there, so it may hold no markup.
            svg("dtd-entity-markup", dtd(#"<!ENTITY t "<text font-size='3000000'>W</text>">"#) + icon("&t;"),
                .refused(["entity 't' whose value holds markup"])),
            svg("dtd-entity-parameter", dtd(#"<!ENTITY % d "<!ATTLIST text font-size CDATA '3000000'>"> %d;"#) + icon("<text>W</text>"),
                .refused(["a parameter entity"])),
            svg("dtd-entity-external", dtd(#"<!ENTITY p SYSTEM "file:///etc/passwd">"#) + icon("<text>&p;</text>"),
                .refused(["an external entity 'p'"])),
        ]
    }

    // MARK: Work that grows with the product of two parts

    private static var amplifiers: [Case] {
        let megabyteOfText = String(repeating: "Wide text ", count: 100_000)
        let siblings = String(repeating: "<g/>", count: 15_000)
        let attributes = (0..<2_000).map { " data-a\($0)=\"\"" }.joined()
        return [
            // librsvg: past 20 s and 2.9 GB laying out the text 200 times.
            svg("tref-amplified", icon(#"<defs><text id="t">\#(megabyteOfText)</text></defs><text y="20">"#
                + String(repeating: ##"<tref xlink:href="#t"/>"##, count: 200) + "</text>"),
                .refused(["element <tref> on line 1"])),
            // librsvg: every rule tried on every element; 300,000 such rules on 19,000 elements ran for minutes.
            svg("css-rules-times-elements", icon("<style>" + (0..<20_000).map { ".never\($0){fill:red}" }.joined() + "</style>" + siblings),
                .refused(["element <style> on line 1", "style matching steps", "15002 elements", "2e7"])),
            svg("css-empty-rules", icon("<style>" + String(repeating: "rect{}", count: 100_000) + "</style>" + String(repeating: "<g/>", count: 1_000)),
                .refused(["style matching steps"])),
            // librsvg: each :nth-child() counts the siblings of every element, 15,000²; 100 such rules ran for minutes.
            svg("css-nth-child", icon("<style>" + (0..<100).map { ":nth-child(\($0 + 2)n){fill:red}" }.joined() + "</style>" + siblings),
                .refused(["style matching steps"])),
            // librsvg: a descendant combinator climbs from every element to the root, 60 levels here; 1,000 rules took 15 s.
            svg("css-descendant-walk", icon("<style>" + (0..<1_000).map { "q\($0) *{fill:red}" }.joined() + "</style>"
                + String(repeating: "<g>", count: 60) + String(repeating: "<g/>", count: 5_000) + String(repeating: "</g>", count: 60)),
                .refused(["style matching steps"])),
            // A sheet as an illustration tool writes it: 300 classes on 3,000 elements.
            svg("css-real-sheet", icon("<style>" + (0..<300).map { ".st\($0){fill:#E88C00}" }.joined() + "</style>"
                + (0..<3_000).map { #"<rect class="st\#($0 % 300)" x="2" y="2" width="20" height="20"/>"# }.joined()),
                .renders(coverage: 0.6...0.8)),
            // libxml2 compares every attribute with every one before it: 480,000 took 36 s.
            svg("attributes-2000", icon("<rect\(attributes) width='24' height='24'/>"),
                .refused(["element <rect> on line 1", "attributes of one element", "1001", "1000"])),
        ]
    }

    // MARK: Image headers

    /// A PNG whose header claims `width` × `height`: chunks whole (one empty
    /// IDAT), pixels absent, CRCs not computed.
    public static func png(width: Int, height: Int) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            bigEndian(body.count) + Array(type.utf8) + body + [0, 0, 0, 0]
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", []) + chunk("IEND", []))
    }

    /// The start of a baseline JPEG whose frame header claims `width` × `height`.
    public static func jpegHeader(width: Int, height: Int) -> Data {
        let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        return Data([0xFF, 0xD8] + frame + [0xFF, 0xD9])
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    }
}
