import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The reading behind SVG's bounds: a real XML tokenizer (comments, CDATA,
/// processing instructions, quotes, references), CSS with escapes and style
/// sheets, and values that compound through transforms, units and `<use>`.
@Suite("SVG images: reading for the bounds")
struct SVGPreflightTests {
    /// The message of the error reading `body` (in a 24-point icon) throws, or
    /// `nil` when it reads.
    static func refusal(_ body: String, attributes: String = "") -> String? {
        do {
            _ = try SVGImage(data: Data(HostileSVG.icon(body, attributes: attributes).utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("markup inside comments, CDATA, processing instructions and attribute values is not an element")
    func notElements() throws {
        var limits = InputLimits.standard
        limits.maximumSVGElements = 2
        let text = HostileSVG.icon(#"<!-- <image href="x.png"/> <g><g> --><?glaze <image/> ?><rect title="a > b &lt;image&gt; --&gt;" width='4' height="4"/>"#
            + "<style><![CDATA[ rect > g { fill: red } /* <image/> */ ]]></style>")
        #expect(throws: GlazeError(.limitExceeded(source: "data", quantity: .elements, value: 3, limit: 2))) {
            try SVGImage(data: Data(text.utf8), limits: limits)
        }
        limits.maximumSVGElements = 3
        #expect(try SVGImage(data: Data(text.utf8), limits: limits).size == CGSize(width: 24, height: 24))
    }

    @Test("lines are counted through comments, CDATA and attribute values")
    func lines() {
        let body = "<!--\n\n--><style><![CDATA[\n]]></style>\n<g\n  transform=\"\nscale(1)\">\n<text font-size=\"1e9\">W</text></g>"
        #expect(Self.refusal(body)?.contains("element <text> on line 8:") == true, "\(Self.refusal(body) ?? "read")")
    }

    @Test("values are read as libxml2 and cssparser read them: references, escapes, exponents, units", arguments: [
        #"<text font-size="1&#101;9">W</text>"#,
        #"<text font-size="1&#x65;9px">W</text>"#,
        #"<text style="font\2d size: 1e9px">W</text>"#,
        #"<text style="font-size: 1e9\70 x">W</text>"#,
        #"<text style="font-size: 1E+9PX">W</text>"#,
        #"<text style="font: italic bold 1e9px/2 serif">W</text>"#,
        #"<style>text { font: bold 2e4 serif }</style><text transform="scale(2)">W</text>"#,
        #"<text font-size="1e9in">W</text>"#,
        #"<text font-size="1e7" style="/* */ font-size: 1px">W</text>"#,
        #"<style>#t { font-size: 1e9px }</style><text id="t">W</text>"#,
        #"<style>.big { font-size: 1e9px }</style><text class="a big">W</text>"#,
        #"<style>@media screen { g > text:first-child::before { font-size: 1e9px } }</style><text>W</text>"#,
        #"<style>svg|text, rect { font-size: 1e9px }</style><text>W</text>"#,
        #"<g font-size="1e5"><text font-size="inherit">W</text></g>"#,
        #"<g font-size="1e5"><text font-size="200%">W</text></g>"#,
        #"<g font-size="1e4"><text font-size="larger"><tspan font-size="9em">W</tspan></text></g>"#,
    ])
    func fontSizes(_ body: String) {
        let message = Self.refusal(body)
        #expect(message?.contains("font size Pango is asked for") == true, "\(body): \(message ?? "read")")
    }

    @Test("scale compounds through transforms, nested viewports, <use> of a symbol, markers and patterns", arguments: [
        #"<g transform="scale(100)"><g transform="matrix(10 0 0 10 0 0)"><text font-size="20">W</text></g></g>"#,
        #"<g style="transform: scale(1000)"><text font-size="20">W</text></g>"#,
        #"<svg width="24" height="24" viewBox="0 0 0.001 0.001"><text font-size="20">W</text></svg>"#,
        ##"<defs><symbol id="s" viewBox="0 0 1 1"><text font-size="1">W</text></symbol></defs><use href="#s" width="24" height="24" transform="scale(1000)"/>"##,
        #"<defs><marker id="m" markerWidth="100" markerHeight="100"><text font-size="20">W</text></marker></defs><path d="M0 0 L10 10" stroke="red" stroke-width="1000" marker-end="url(#m)"/>"#,
        #"<defs><pattern id="p" width="1" height="1" patternTransform="scale(1000)"><text font-size="20">W</text></pattern></defs><rect width="24" height="24" fill="url(#p)"/>"#,
    ])
    func compounding(_ body: String) {
        let message = Self.refusal(body)
        #expect(message?.contains("element <text>") == true && message?.contains("font-size") == true, "\(body): \(message ?? "read")")
    }

    @Test("icons within the limits read: text, viewBoxes, use, markers, patterns, filters, masks", arguments: [
        #"<text font-size="16" y="20" style="font: bold 12px sans-serif">Hi</text>"#,
        #"<svg viewBox="0 0 48 48" width="24" height="24"><circle cx="24" cy="24" r="20"/></svg>"#,
        ##"<defs><symbol id="s" viewBox="0 0 16 16"><path d="M0 0h16v16z"/></symbol></defs><use xlink:href="#s" width="24" height="24"/>"##,
        #"<defs><marker id="m"><circle r="1"/></marker></defs><polyline points="1,1 5,5 9,1" stroke="red" marker-mid="url(#m)" stroke-dasharray="1 1"/>"#,
        #"<defs><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern></defs><rect width="24" height="24" fill="url(#p)"/>"#,
        #"<filter id="f"><feMorphology radius="1"/><feGaussianBlur stdDeviation="1"/><feTurbulence numOctaves="4"/></filter><rect width="9" height="9" filter="url(#f)"/>"#,
        #"<mask id="k" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="white"/></mask><rect width="24" height="24" mask="url(#k)" opacity="0.5"/>"#,
        #"<a href="https://example.com/"><path d="M2 2 a10 10 0 1 1 20 0 q 1 1 2 2 t 1 1 s 1 1 2 2 z"/></a>"#,
        ##"<use href="#loop"/><g id="loop"><use href="#loop"/></g>"##,
    ])
    func accepted(_ body: String) {
        #expect(Self.refusal(body) == nil, "\(body): \(Self.refusal(body) ?? "")")
    }

    @Test("what the checks cannot read, they refuse, naming the element and the property", arguments: [
        (#"<text font-size="1e9vw">W</text>"#, "element <text> on line 1: cannot read its font-size"),
        (#"<rect width="4" height="4" transform="frobnicate(1e9)"/>"#, "element <rect> on line 1: cannot read its transform"),
        (#"<path d="M0 0 L1 1" stroke="red" stroke-dasharray="1 2 1e9q"/>"#, "element <path> on line 1: cannot read its stroke-dasharray"),
        (#"<text font-size="1e400">W</text>"#, "element <text> on line 1: cannot read its font-size"),
    ])
    func unreadable(_ body: String, _ fragment: String) {
        let message = Self.refusal(body)
        #expect(message?.contains(fragment) == true, "\(body): \(message ?? "read")")
    }

    /// Each attribute the bounds read, on an element that uses it, with a
    /// value past a limit, and the body that element sits in.
    static let boundedAttributes: [(element: String, attribute: String, value: String, body: String)] = [
        ("text", "font-size", "3000000", "<text y='20'>W</text>"),
        ("g", "transform", "scale(1e9)", "<g><text y='20'>W</text></g>"),
        ("path", "stroke-width", "1e9", "<path d='M2 2L20 20' stroke='black'/>"),
        ("path", "stroke-dasharray", "0.000001", "<path d='M2 2L20 20' stroke='black'/>"),
        ("path", "marker-mid", "url(#m)", "<marker id='m'><circle r='9'/></marker><path d='M0 0L1 1L2 2'/>"),
        ("rect", "x", "-1e38", "<rect width='24' height='24'/>"),
        ("rect", "style", "font-size: 1e9px", "<rect width='24' height='24'/>"),
        ("rect", "filter", "url(#f)", "<filter id='f'><feTurbulence numOctaves='9'/></filter><rect width='24' height='24'/>"),
        ("feConvolveMatrix", "order", "100", "<filter id='f'><feConvolveMatrix kernelMatrix='1'/></filter><rect width='24' height='24' filter='url(#f)'/>"),
        ("feTurbulence", "numOctaves", "1000000000", "<filter id='f'><feTurbulence/></filter><rect width='24' height='24' filter='url(#f)'/>"),
        ("feDiffuseLighting", "kernelUnitLength", "0.001", "<filter id='f'><feDiffuseLighting><feDistantLight/></feDiffuseLighting></filter><rect width='24' height='24' filter='url(#f)'/>"),
        ("pattern", "width", "100000", "<pattern id='p' height='9' patternUnits='userSpaceOnUse'><rect width='9' height='9'/></pattern><rect width='24' height='24' fill='url(#p)'/>"),
        ("image", "href", "data:image/png;base64,AAAA", "<image width='9' height='9'/>"),
        ("use", "href", "#l9", "<use/>"),
        ("svg", "viewBox", "0 0 0.0001 0.0001", "<text y='20'>W</text>"),
    ]

    @Test("an attribute the bounds read, given a default in the document type, is refused as if written inline",
          arguments: boundedAttributes.indices)
    func documentTypeDefaults(_ index: Int) {
        let (element, attribute, value, body) = Self.boundedAttributes[index]
        let subset = "<!DOCTYPE svg [<!ATTLIST \(element) \(attribute) CDATA \"\(value)\">]>"
        let message: String?
        do {
            _ = try SVGImage(data: Data((subset + HostileSVG.icon(body)).utf8))
            message = nil
        } catch {
            message = "\(error)"
        }
        #expect(message?.contains("gives attribute \(attribute) of <\(element)> a default value (<!ATTLIST> on line 1)") == true,
                "\(element) \(attribute): \(message ?? "read")")
    }

    @Test("an entity is checked where it is used: a font size or a transform through an entity is refused as if written")
    func entitiesChecked() {
        func refusal(_ entity: String, _ body: String) -> String? {
            do {
                _ = try SVGImage(data: Data(("<!DOCTYPE svg [<!ENTITY e \"\(entity)\">]>" + HostileSVG.icon(body)).utf8))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal("3000000", "<text y='20' font-size='&e;'>W</text>")?.contains("font size Pango is asked for") == true)
        #expect(refusal("scale(1e9)", "<g transform='&e;'><text y='20'>W</text></g>")?.contains("element <text>") == true)
        #expect(refusal("text { font-size: 1e9px }", "<style>&e;</style><text y='20'>W</text>")?.contains("font-size") == true)
        #expect(refusal("#E88C00", "<rect width='24' height='24' fill='&e;'/>") == nil)
    }

    @Test("what would make the checks slow is refused or read in one pass: many values for one property, deep at-rules, many attributes")
    func linear() throws {
        let rules = (1...40).map { ".a { font-size: \($0)px }" }.joined()
        let message = Self.refusal("<style>\(rules)</style><text class='a'>W</text>")
        #expect(message?.contains("element <text> on line 1: its style sheets give one of its properties 40 different values; Glaze checks at most 32") == true,
                "\(message ?? "read")")
        let nested = String(repeating: "@media screen { ", count: 10_000) + "text { font-size: 1e9px }" + String(repeating: "}", count: 10_000)
        #expect(Self.refusal("<style>\(nested)</style><text>W</text>") == nil)
        // As many attributes as the limit allows, and one more.
        let attributes = (0..<998).map { " a\($0)='1'" }.joined()
        #expect(Self.refusal("<rect width='4' height='4'\(attributes)/>") == nil)
        #expect(Self.refusal("<rect width='4' height='4'\(attributes) a='1'/>")?.contains("attributes of one element 1001 exceeds the limit of 1000") == true)
    }

    @Test("malformed XML is refused by Glaze's tokenizer, with its line", arguments: [
        ("<rect width=4/>", "not well-formed XML on line 1: the value of attribute width of <rect> is not quoted"),
        ("<rect width='4' width='5'/>", "attribute width appears twice"),
        ("<g>\n<rect/></h></g>", "line 2: the end tag </h> closes no open element"),
        ("<rect title='a<b'/>", "'<' in the value of attribute title"),
        ("<!-- open", "the comment is not closed"),
        ("<text>&nonsense</text>", "an '&' that starts no reference"),
        ("<text>\n\u{7}</text>", "control character U+0007 on line 2, which XML does not allow"),
    ])
    func malformed(_ body: String, _ fragment: String) {
        let message = Self.refusal(body)
        #expect(message?.contains(fragment) == true, "\(body): \(message ?? "read")")
    }

    @Test("encodings other than UTF-8 and Latin-1 are refused before anything is read")
    func encodings() throws {
        let declared = #"<?xml version="1.0" encoding="UTF-7"?>"# + HostileSVG.icon("")
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "declares the encoding UTF-7; Glaze reads SVG in UTF-8"))) {
            try SVGImage(data: Data(declared.utf8))
        }
        // "café" in Latin-1: not UTF-8, unless the declaration says so.
        let head = HostileSVG.icon("").replacingOccurrences(of: "</svg>", with: "<title>caf")
        let text = Data(head.utf8) + Data([0xE9]) + Data("</title></svg>".utf8)
        #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "not UTF-8 text (Glaze reads SVG in UTF-8; declare ISO-8859-1 for Latin-1)"))) {
            try SVGImage(data: text)
        }
        #expect(try SVGImage(data: Data(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + text).size == CGSize(width: 24, height: 24))
    }

    @Test("a JPEG's size comes from its frame header, past any other segment, and its limits apply")
    func jpegSize() {
        var jpeg = HostileSVG.jpegHeader(width: 40_000, height: 2)
        // An APP0 segment before the frame header.
        jpeg.insert(contentsOf: [0xFF, 0xE0, 0, 4, 0x4A, 0x46], at: 2)
        let text = HostileSVG.icon(#"<image width="1" height="1" href="data:image/jpeg;base64,\#(jpeg.base64EncodedString())"/>"#)
        #expect(throws: GlazeError(.svgLimitExceeded(source: "data", element: "image", line: 1, quantity: .embeddedImageSide,
                                                     value: 40_000, limit: 32_767, detail: "a JPEG"))) {
            try SVGImage(data: Data(text.utf8))
        }
        // A PNG called a JPEG: gdk-pixbuf would sniff and decode it anyway.
        let notJPEG = Self.refusal(#"<image width="1" height="1" href="data:image/jpeg;base64,\#(HostileSVG.png(width: 1, height: 1).base64EncodedString())"/>"#)
        #expect(notJPEG?.contains("its data is not a JPEG") == true, "\(notJPEG ?? "read")")
    }
}
