import Foundation

/// An SVG document checked before librsvg sees it, and the bytes librsvg is
/// then given.
///
/// The checks, in order: the size of the file; gzip inflated here, within the
/// same size (``GzipInflater``); the XML read by Glaze's own tokenizer
/// (``XMLScanner``), which reads the document type as libxml2 applies it and
/// refuses other encodings and linked style sheets; the element count and
/// nesting; what matching the style sheets costs (``SVGStyleCost``); every reference kept
/// inside the document except `data:` PNG and JPEG images, whose headers are
/// checked (``SVGDataImage``); and every element's demands on Cairo and Pango
/// (``SVGBoundsChecker``), whose scale-dependent part is kept as ``bounds``
/// for ``SVGImage`` to check at the size it draws.
struct SVGPreflight {
    /// The document librsvg parses: inflated, with embedded PNGs re-encoded.
    let document: Data
    /// What drawing the document asks for, in root units.
    let bounds: SVGDrawBounds

    /// Checks `data`; `source` names it in errors.
    /// - Throws: ``GlazeError/Code-swift.struct/limitExceeded``,
    ///   ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   past a limit; ``GlazeError/Code-swift.struct/unreadableImage`` for data
    ///   that is not an SVG Glaze reads.
    init(_ data: Data, source: String, limits: InputLimits) throws(GlazeError) {
        try InputLimits.check(data.count, against: limits.maximumSVGBytes, .dataBytes, in: source)
        guard !data.isEmpty else { throw GlazeError(.unreadableImage(source: source, reason: "no data")) }
        var document = data
        if GzipInflater.isCompressed(data) {
            document = try GzipInflater.inflate(data, maximumBytes: limits.maximumSVGBytes, source: source)
            guard !GzipInflater.isCompressed(document) else {
                throw GlazeError(.unreadableImage(source: source, reason: "gzip data inside gzip data; Glaze inflates once"))
            }
        }
        let bytes = [UInt8](document)
        try Self.checkText(bytes, source: source)
        let tree = try SVGElementTree(bytes, source: source, limits: limits)
        let sheet = try SVGStyleSheet(tree.styleTexts, source: source)
        try Self.checkStyleWork(sheet, tree: tree, source: source, limits: limits)
        let replacements = try Self.checkReferences(tree, sheet: sheet, source: source, limits: limits)
            + tree.entityEdits.map { ($0.range, $0.text) }
        var checker = SVGBoundsChecker(tree: tree, sheet: sheet, limits: limits, source: source)
        bounds = try checker.run()
        self.document = replacements.isEmpty ? document : Self.replacing(replacements, in: bytes)
    }

    /// Refuses what libxml2 would refuse in the text itself, with a clearer
    /// message: UTF-16 and UTF-32 (which put a NUL beside every ASCII
    /// character, so a tokenizer reading bytes would see no markup in them at
    /// all), bytes that are not UTF-8 (unless the XML declaration says
    /// Latin-1), and control characters XML does not allow.
    private static func checkText(_ bytes: [UInt8], source: String) throws(GlazeError) {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw GlazeError(.unreadableImage(source: source, reason: "not UTF-8 text (Glaze reads SVG in UTF-8)"))
        }
        if let control = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            let line = bytes[..<control].filter { $0 == 0x0A }.count + 1
            throw GlazeError(.unreadableImage(source: source, reason: "control character U+\(String(format: "%04X", bytes[control])) on line \(line), which XML does not allow"))
        }
        let declaration = String(decoding: bytes.prefix(100), as: UTF8.self).lowercased()
        let latin1 = declaration.hasPrefix("<?xml") && (declaration.contains("iso-8859-1") || declaration.contains("latin1"))
        if !latin1, String(validating: bytes, as: UTF8.self) == nil {
            throw GlazeError(.unreadableImage(source: source, reason: "not UTF-8 text (Glaze reads SVG in UTF-8; declare ISO-8859-1 for Latin-1)"))
        }
    }

    /// Refuses style sheets whose matching would cost librsvg more than
    /// ``InputLimits/maximumSVGStyleWork``, naming the `<style>` that crossed it.
    private static func checkStyleWork(_ sheet: SVGStyleSheet, tree: SVGElementTree, source: String,
                                       limits: InputLimits) throws(GlazeError) {
        let treeCost = SVGStyleCost.Tree(tree)
        var work = 0.0
        for (line, cost) in sheet.costs {
            work += cost.work(on: treeCost)
            if work > Double(limits.maximumSVGStyleWork) {
                throw GlazeError(.svgLimitExceeded(source: source, element: "style", line: line, quantity: .styleWork, value: work,
                                        limit: Double(limits.maximumSVGStyleWork),
                                        detail: "\(Int(treeCost.elements)) elements, each matched against every selector"))
            }
        }
    }

    /// Refuses every reference that leaves the document, and checks each
    /// embedded image; returns the new text of image URLs that change.
    private static func checkReferences(_ tree: SVGElementTree, sheet: SVGStyleSheet, source: String,
                                        limits: InputLimits) throws(GlazeError) -> [(Range<Int>, String)] {
        func outside(_ element: SVGElementTree.Element, _ what: String, _ url: String) -> GlazeError {
            let shown = url.count > 60 ? url.prefix(60) + "…" : Substring(url)
            return GlazeError(.unreadableImage(source: source, reason: "element <\(element.name)> on line \(element.line): its \(what) refers to '\(shown)', "
                                    + "outside the document; Glaze follows references within it, and draws images embedded as data: PNG or JPEG"))
        }
        for rule in sheet.rules {
            for declaration in rule.declarations {
                if let url = SVGValues.references(in: declaration.value).first(where: { $0.fragment == nil }) {
                    throw GlazeError(.unreadableImage(source: source, reason: "a style sheet rule's \(declaration.property) refers to '\(url.text)', "
                                           + "outside the document; Glaze follows references within it"))
                }
            }
        }
        var replacements: [(Range<Int>, String)] = []
        var imageBytes = 0
        for element in tree.elements {
            // Any value with a function may hold a url(), escapes and all (`u\72l(…)`).
            for attribute in element.attributes where attribute.value.utf8.contains(UInt8(ascii: "(")) {
                let tokens = attribute.name == "style"
                    ? SVGStyleSheet.declarations(inStyleAttribute: attribute.value).flatMap(\.value) : CSSTokenizer.tokens(attribute.value)
                if let url = SVGValues.references(in: tokens).first(where: { $0.fragment == nil }) {
                    throw outside(element, attribute.name, url.text)
                }
            }
            // A link (<a href>) is followed by no one while drawing.
            guard element.name != "a" else { continue }
            for href in element.attributes(named: "href") {
                let url = href.value.trimmingCharacters(in: .whitespaces)
                if url.hasPrefix("#") { continue }
                guard element.name == "image", url.lowercased().hasPrefix("data:") else { throw outside(element, href.name, url) }
                let image = try SVGDataImage(url: url, element: element.name, line: element.line, source: source, limits: limits)
                imageBytes += image.decodedBytes
                if imageBytes > limits.maximumSVGImageBytes {
                    throw GlazeError(.svgLimitExceeded(source: source, element: element.name, line: element.line,
                                            quantity: .embeddedImageBytes,
                                            value: Double(imageBytes), limit: Double(limits.maximumSVGImageBytes), detail: ""))
                }
                if let replacement = image.replacement { replacements.append((href.valueRange, replacement)) }
            }
        }
        return replacements
    }

    /// `bytes` with each range replaced by its text. A range inside another
    /// is left out: an embedded image's new URL already holds the text of the
    /// entities its old one referred to.
    private static func replacing(_ replacements: [(Range<Int>, String)], in bytes: [UInt8]) -> Data {
        var result = Data()
        var position = 0
        let ordered = replacements.sorted { $0.0.lowerBound != $1.0.lowerBound ? $0.0.lowerBound < $1.0.lowerBound : $0.0.count > $1.0.count }
        for (range, text) in ordered where range.lowerBound >= position {
            result.append(contentsOf: bytes[position..<range.lowerBound])
            result.append(contentsOf: text.utf8)
            position = range.upperBound
        }
        result.append(contentsOf: bytes[position...])
        return result
    }
}
