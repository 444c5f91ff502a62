import Foundation

/// An SVG document's elements as a table, read by ``XMLScanner``: what the
/// bounds checks look up (names, attributes, the tree, ids, text lengths and
/// style sheets), with the element count and nesting depth checked as it is
/// read.
struct SVGElementTree {
    struct Element {
        /// The local name: `rect` for `<svg:rect>`.
        let name: String
        let line: Int
        let parent: Int?
        var children: [Int] = []
        let attributes: [XMLAttribute]
        /// Bytes of character data directly inside: an upper bound of the
        /// characters a `<text>` or `<tspan>` lays out itself.
        var textBytes = 0
        /// Bytes of character data anywhere inside, descendants included: what
        /// a `<tref>` to this element lays out.
        var textBytesWithin = 0

        /// The value of the attribute whose local name is `name` (`href` finds
        /// `xlink:href` too), preferring one without a prefix.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
                ?? attributes.first { $0.localName == name }?.value
        }

        /// The values of every attribute whose local name is `name`.
        func attributes(named name: String) -> [XMLAttribute] {
            attributes.filter { $0.localName == name }
        }

        /// The classes of its `class` attribute.
        var classes: [Substring] {
            (attribute("class") ?? "").split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        }
    }

    private(set) var elements: [Element] = []
    /// Elements by id; a repeated id lists each element that has it.
    private(set) var ids: [String: [Int]] = [:]
    /// The text of each `<style>` element and its line.
    private(set) var styleTexts: [(text: String, line: Int)] = []
    /// The edits that take the document's entities out: see ``XMLScanner/entityEdits``.
    private(set) var entityEdits: [(range: Range<Int>, text: String)] = []

    /// Reads `bytes`, which ``XMLScanner`` tokenizes.
    /// - Throws: ``GlazeError/Code-swift.struct/limitExceeded`` for
    ///   too many elements; ``GlazeError/Code-swift.struct/svgLimitExceeded``
    ///   for nesting too deep; ``GlazeError/Code-swift.struct/unreadableImage`` for
    ///   markup that is not well-formed, or that Glaze refuses.
    init(_ bytes: [UInt8], source: String, limits: InputLimits) throws(GlazeError) {
        var scanner = XMLScanner(bytes, source: source, limits: limits)
        var open: [(index: Int, name: String)] = []
        var sawRoot = false
        while let token = try scanner.next() {
            switch token {
            case let .start(tag):
                guard !open.isEmpty || !sawRoot else { throw scanner.malformed("a second root element <\(tag.name)>") }
                sawRoot = true
                try InputLimits.check(elements.count + 1, against: limits.maximumSVGElements, .elements, in: source)
                let depth = open.count + 1
                let name = Self.localName(tag.name)
                if depth > limits.maximumSVGDepth {
                    throw GlazeError(.svgLimitExceeded(source: source, element: name, line: tag.line, quantity: .nestingDepth,
                                            value: Double(depth), limit: Double(limits.maximumSVGDepth), detail: ""))
                }
                try Self.refuseUnsupported(name, tag: tag, source: source)
                let index = elements.count
                elements.append(Element(name: name, line: tag.line, parent: open.last?.index, attributes: tag.attributes))
                if let parent = open.last?.index { elements[parent].children.append(index) }
                if let id = elements[index].attribute("id") { ids[id, default: []].append(index) }
                if !tag.isEmpty { open.append((index, tag.name)) }
            case let .end(name, line):
                guard let last = open.popLast(), last.name == name else {
                    throw scanner.malformed("the end tag </\(name)> closes no open element of that name", line: line)
                }
            case let .text(text, line):
                guard let current = open.last?.index else {
                    guard text.allSatisfy(\.isWhitespace) else { throw scanner.malformed("text outside the root element", line: line) }
                    continue
                }
                elements[current].textBytes += text.utf8.count
                if elements[current].name == "style" { styleTexts.append((text, line)) }
            }
        }
        if let unclosed = open.last { throw scanner.malformed("the element <\(unclosed.name)> is not closed") }
        entityEdits = scanner.entityEdits
        guard sawRoot else { throw GlazeError(.unreadableImage(source: source, reason: "not an SVG document (it has no element)")) }
        // Children follow their parents, so one pass from the end adds every
        // subtree's text into its parent's.
        for index in elements.indices.reversed() {
            elements[index].textBytesWithin += elements[index].textBytes
            if let parent = elements[index].parent { elements[parent].textBytesWithin += elements[index].textBytesWithin }
        }
    }

    /// `rect` for `svg:rect`.
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// Elements that would make librsvg read what no check has seen.
    private static func refuseUnsupported(_ name: String, tag: XMLStartTag, source: String) throws(GlazeError) {
        switch name {
        case "include":
            throw GlazeError(.unreadableImage(source: source,
                                   reason: "includes another document (<\(tag.name)> on line \(tag.line)), which Glaze does not follow"))
        case "feImage":
            throw GlazeError(.unreadableImage(source: source,
                                   reason: "draws an image inside a filter (<\(tag.name)> on line \(tag.line)), which Glaze does not support; use <image>"))
        default:
            return
        }
    }
}
