import Foundation

/// A start tag as the scanner read it: its name, its attributes with entity
/// and character references decoded, and the line it starts on.
struct XMLStartTag {
    /// The name as written, prefix included (`svg:rect`).
    let name: String
    let attributes: [XMLAttribute]
    /// `<name/>`: no content and no end tag follow.
    let isEmpty: Bool
    let line: Int
}

/// One attribute of a start tag.
struct XMLAttribute {
    /// The name as written, prefix included (`xlink:href`).
    let name: String
    /// The name without its prefix (`href`).
    let localName: String
    /// The value with references decoded and whitespace normalised, as libxml2
    /// hands it to librsvg.
    let value: String
    /// Where the value's raw bytes are in the document (inside the quotes),
    /// for a reader that replaces it.
    let valueRange: Range<Int>
}

/// One piece of an XML document.
enum XMLToken {
    case start(XMLStartTag)
    case end(name: String, line: Int)
    /// Character data or a CDATA section, with references decoded.
    case text(String, line: Int)
}

/// A tokenizer over XML bytes, strict where libxml2 is: it reads tags,
/// attributes (quoted either way), character data, comments, CDATA sections,
/// processing instructions and the document type declaration, and refuses
/// what is not well-formed instead of guessing.
///
/// Glaze's SVG checks read a document through this scanner before librsvg's
/// libxml2 does, so the two must see the same elements: a construct the scanner
/// skipped but libxml2 read would be an element no limit counted. Hence the
/// refusals of what libxml2 would read differently or fetch from elsewhere:
/// encodings other than UTF-8 and Latin-1 (UTF-16 hides every `<` from a
/// byte-wise reader), `xml-stylesheet` instructions, which pull in style
/// sheets no check has read, and the declarations of the document type it does
/// not apply as libxml2 does (see `documentType()`).
///
/// It is linear in the document's length and what its entities expand to:
/// every byte is looked at a bounded number of times.
struct XMLScanner {
    let bytes: [UInt8]
    let source: String
    var index = 0
    /// The line `index` is on, counted as bytes are passed.
    private(set) var line = 1
    /// The general entities the internal subset declares, by name: plain text
    /// each, which references expand to as libxml2 expands them for librsvg.
    var entities: [String: String] = [:]
    /// The edits that take entities out of the document, for librsvg: each
    /// declaration removed and each reference replaced by its text, so that
    /// librsvg parses exactly the text these checks read. (librsvg 2.54 also
    /// never frees the values of the entities libxml2 hands it: every parse of
    /// a document with declarations would leak them.)
    var entityEdits: [(range: Range<Int>, text: String)] = []
    /// Bytes that entity references have expanded to so far, and the most they may.
    private var expandedBytes = 0
    private let maximumExpandedBytes: Int
    private let maximumAttributes: Int

    /// A scanner over `bytes`, which errors call `source`; `limits` bounds
    /// what entity references expand to (``InputLimits/maximumSVGBytes``, all
    /// references together) and the attributes of one element
    /// (``InputLimits/maximumSVGAttributes``).
    init(_ bytes: [UInt8], source: String, limits: InputLimits) {
        self.bytes = bytes
        self.source = source
        maximumExpandedBytes = limits.maximumSVGBytes
        maximumAttributes = limits.maximumSVGAttributes
    }

    /// The next token, or `nil` at the end of the document.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for markup that is
    ///   not well-formed or that Glaze refuses, naming its line.
    mutating func next() throws(GlazeError) -> XMLToken? {
        while index < bytes.count {
            guard bytes[index] == ascii("<") else { return try text() }
            let tagLine = line
            if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                let start = index + 9
                try skip(past: "]]>", what: "CDATA section")
                return .text(String(decoding: bytes[start..<index - 3], as: UTF8.self), line: tagLine)
            } else if starts(with: "<!DOCTYPE") {
                try documentType()
            } else if starts(with: "</") {
                advance(to: index + 2)
                let name = try self.name()
                skipWhitespace()
                try expect(">", in: "end tag </\(name)>")
                return .end(name: name, line: tagLine)
            } else {
                return .start(try startTag())
            }
        }
        return nil
    }

    /// An error naming the current line.
    func malformed(_ problem: String, line: Int? = nil) -> GlazeError {
        GlazeError(.unreadableImage(source: source, reason: "not well-formed XML on line \(line ?? self.line): \(problem)"))
    }

    // MARK: Markup

    private mutating func startTag() throws(GlazeError) -> XMLStartTag {
        let tagLine = line
        advance(to: index + 1)
        let name = try self.name()
        var attributes: [XMLAttribute] = []
        var names = Set<String>()
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw malformed("the tag <\(name)> is not closed", line: tagLine) }
            if starts(with: "/>") {
                advance(to: index + 2)
                return XMLStartTag(name: name, attributes: attributes, isEmpty: true, line: tagLine)
            }
            if bytes[index] == ascii(">") {
                advance(to: index + 1)
                return XMLStartTag(name: name, attributes: attributes, isEmpty: false, line: tagLine)
            }
            guard hadSpace else { throw malformed("expected a space before an attribute of <\(name)>") }
            let attribute = try self.name()
            skipWhitespace()
            try expect("=", in: "attribute \(attribute) of <\(name)>")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ascii("\"") || bytes[index] == ascii("'") else {
                throw malformed("the value of attribute \(attribute) of <\(name)> is not quoted")
            }
            let quote = bytes[index]
            let start = index + 1
            var end = start
            while end < bytes.count, bytes[end] != quote {
                guard bytes[end] != ascii("<") else { throw malformed("'<' in the value of attribute \(attribute) of <\(name)>") }
                end += 1
            }
            guard end < bytes.count else { throw malformed("the value of attribute \(attribute) of <\(name)> is not closed") }
            let value = try decode(start..<end, normalizingWhitespace: true)
            advance(to: end + 1)
            guard names.insert(attribute).inserted else {
                throw malformed("attribute \(attribute) appears twice in <\(name)>")
            }
            // libxml2 compares each attribute with every one before it.
            guard names.count <= maximumAttributes else {
                throw GlazeError(.svgLimitExceeded(source: source, element: SVGElementTree.localName(name), line: tagLine, quantity: .attributes,
                                        value: Double(names.count), limit: Double(maximumAttributes), detail: ""))
            }
            let local = attribute.lastIndex(of: ":").map { String(attribute[attribute.index(after: $0)...]) } ?? attribute
            attributes.append(XMLAttribute(name: attribute, localName: local, value: value, valueRange: start..<end))
        }
    }

    /// `<?target …?>`: the XML declaration's encoding is checked; a style sheet
    /// link is refused; anything else is skipped, as librsvg skips it.
    private mutating func processingInstruction() throws(GlazeError) {
        let start = index
        let piLine = line
        advance(to: index + 2)
        let target = try name()
        try skip(past: "?>", what: "processing instruction")
        let body = String(decoding: bytes[start..<index], as: UTF8.self)
        switch target.lowercased() {
        case "xml-stylesheet":
            throw GlazeError(.unreadableImage(source: source, reason: "links a style sheet (<?xml-stylesheet?> on line \(piLine)), which Glaze does not load"))
        case "xml":
            guard let encoding = Self.declaredEncoding(in: body) else { return }
            guard ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1"].contains(encoding.lowercased()) else {
                throw GlazeError(.unreadableImage(source: source, reason: "declares the encoding \(encoding); Glaze reads SVG in UTF-8"))
            }
        default:
            return
        }
    }

    /// The value of `encoding="…"` in an XML declaration.
    private static func declaredEncoding(in declaration: String) -> String? {
        guard let key = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// Character data up to the next `<`.
    private mutating func text() throws(GlazeError) -> XMLToken {
        let start = index
        let textLine = line
        var end = index
        while end < bytes.count, bytes[end] != ascii("<") { end += 1 }
        let value = try decode(start..<end, normalizingWhitespace: false)
        advance(to: end)
        return .text(value, line: textLine)
    }

    // MARK: Pieces

    /// An XML name: letters, digits, `-`, `.`, `_`, `:` and anything beyond ASCII.
    mutating func name() throws(GlazeError) -> String {
        let start = index
        guard index < bytes.count, Self.isNameStart(bytes[index]) else {
            throw malformed(index < bytes.count ? "a name cannot start with '\(Character(UnicodeScalar(bytes[index])))'" : "the document ends inside a tag")
        }
        var end = index + 1
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        advance(to: end)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of `range` with `&lt;`-style and numeric references replaced;
    /// in attribute values, tabs and line breaks become spaces, as XML says.
    /// Whether `range` holds a reference, or whitespace to normalise: a plain
    /// loop, since a value can be megabytes long (a path's data) and an
    /// unoptimised build ran `contains(where:)`'s closure per byte several
    /// times slower.
    private func needsDecoding(_ range: Range<Int>, normalizingWhitespace: Bool) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0x26 || (normalizingWhitespace && (byte == 0x09 || byte == 0x0A || byte == 0x0D)) { return true }
            index += 1
        }
        return false
    }

    private mutating func decode(_ range: Range<Int>, normalizingWhitespace: Bool) throws(GlazeError) -> String {
        guard needsDecoding(range, normalizingWhitespace: normalizingWhitespace) else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        // A String appended to, not a UnicodeScalarView: the view's
        // append(contentsOf:) copies everything before on each call, which
        // made a long run of entity references quadratic.
        var decoded = ""
        var position = range.lowerBound
        var run = position
        func flush(upTo end: Int) {
            var text = String(decoding: bytes[run..<end], as: UTF8.self)
            if normalizingWhitespace {
                text = String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
            }
            decoded.append(contentsOf: text)
        }
        while position < range.upperBound {
            guard bytes[position] == ascii("&") else { position += 1; continue }
            flush(upTo: position)
            guard let semicolon = bytes[position..<range.upperBound].firstIndex(of: ascii(";")), semicolon - position <= 40 else {
                throw malformed("an '&' that starts no reference")
            }
            let reference = String(decoding: bytes[position + 1..<semicolon], as: UTF8.self)
            if let scalar = Self.scalar(for: reference) {
                decoded.unicodeScalars.append(scalar)
            } else if let replacement = entities[reference] {
                expandedBytes += replacement.utf8.count
                guard expandedBytes <= maximumExpandedBytes else {
                    throw GlazeError(.limitExceeded(source: source, quantity: .entityExpansionBytes, value: expandedBytes, limit: maximumExpandedBytes))
                }
                let text = normalizingWhitespace ? String(replacement.map { $0.isNewline || $0 == "\t" ? " " : $0 }) : replacement
                decoded.append(contentsOf: text)
                // In an attribute value, a quote of the value's own kind would end it.
                let escaped = normalizingWhitespace
                    ? text.replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;") : text
                entityEdits.append((position..<semicolon + 1, escaped))
            } else if !reference.isEmpty, reference.utf8.allSatisfy(Self.isNameByte) {
                // A named entity without a declaration has no text: libxml2
                // reports it and leaves nothing in its place.
            } else {
                throw malformed("'&\(reference);' is not a reference")
            }
            position = semicolon + 1
            run = position
        }
        flush(upTo: range.upperBound)
        return decoded
    }

    /// The character a predefined entity or a character reference stands for;
    /// `nil` for any other name.
    private static func scalar(for reference: String) -> Unicode.Scalar? {
        switch reference {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard reference.hasPrefix("#") else { return nil }
        let digits = reference.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    mutating func skip(past terminator: String, what: String) throws(GlazeError) {
        let start = line
        let word = Array(terminator.utf8)
        var position = index
        while position + word.count <= bytes.count {
            if bytes[position] == word[0], bytes[position..<position + word.count].elementsEqual(word) {
                advance(to: position + word.count)
                return
            }
            position += 1
        }
        throw malformed("the \(what) is not closed", line: start)
    }

    private mutating func expect(_ character: Character, in context: String) throws(GlazeError) {
        guard index < bytes.count, bytes[index] == character.asciiValue! else {
            throw malformed("expected '\(character)' in \(context)")
        }
        advance(to: index + 1)
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        var end = index
        while end < bytes.count, Self.isWhitespace(bytes[end]) { end += 1 }
        defer { advance(to: end) }
        return end > index
    }

    /// Moves to `position`, counting the line breaks passed.
    mutating func advance(to position: Int) {
        var cursor = index
        while cursor < position {
            if bytes[cursor] == 0x0A { line += 1 }
            cursor += 1
        }
        index = position
    }

    func starts(with word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return word.withUTF8Buffer { $0.elementsEqual(bytes[index..<index + count]) }
    }

    func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }
}
