import Foundation

/// The document type declaration, read as libxml2 reads it for librsvg, so
/// that the scanner sees the same attributes and text.
///
/// libxml2 applies two kinds of declaration of the internal subset to the
/// document librsvg is handed: attribute defaults (`<!ATTLIST text font-size
/// CDATA "3000000">` gives every `<text>` that font size) and general entities
/// (`&ns_svg;` in Illustrator's exports). Entities whose value is plain text
/// are expanded here too, within ``InputLimits/maximumSVGBytes`` for all
/// references together. What the scanner does not model is refused: a default
/// value for any attribute but a namespace declaration, parameter and
/// external entities, and entity values with markup or references of their
/// own, which nest. `<!ELEMENT>` and `<!NOTATION>` change nothing librsvg
/// draws and are skipped.
extension XMLScanner {
    /// `<!DOCTYPE …>` with its internal subset.
    mutating func documentType() throws(GlazeError) {
        let start = line
        advance(to: index + 9)
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ascii("\"") || byte == ascii("'") {
                guard let close = bytes[(index + 1)...].firstIndex(of: byte) else { break }
                advance(to: close + 1)
            } else if inSubset, starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if inSubset, starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if inSubset, starts(with: "<!ATTLIST") {
                try attributeListDeclaration()
            } else if inSubset, starts(with: "<!ENTITY") {
                try entityDeclaration()
            } else if inSubset, starts(with: "<!") {
                _ = try declarationTokens(skipping: 2, what: "markup declaration")
            } else if byte == ascii("[") {
                inSubset = true
                advance(to: index + 1)
            } else if byte == ascii("]") {
                inSubset = false
                advance(to: index + 1)
            } else if byte == ascii(">"), !inSubset {
                advance(to: index + 1)
                return
            } else {
                advance(to: index + 1)
            }
        }
        throw malformed("the document type declaration is not closed", line: start)
    }

    /// `<!ATTLIST element (name type default)*>`: refused where a default
    /// gives an attribute a value, unless it declares a namespace (which
    /// changes no value the checks read).
    private mutating func attributeListDeclaration() throws(GlazeError) {
        let declarationLine = line
        var tokens = try declarationTokens(skipping: 9, what: "<!ATTLIST> declaration")[...]
        guard let element = tokens.popFirst(), case .name = element.kind else {
            throw malformed("an <!ATTLIST> declaration names no element", line: declarationLine)
        }
        while let attribute = tokens.popFirst() {
            guard case .name = attribute.kind, var type = tokens.popFirst() else {
                throw malformed("an <!ATTLIST> declaration for <\(element.text)> is incomplete", line: declarationLine)
            }
            if type.text == "NOTATION", let group = tokens.popFirst() { type = group }
            guard var presence = tokens.popFirst() else {
                throw malformed("attribute \(attribute.text) of <!ATTLIST \(element.text)> has no default", line: declarationLine)
            }
            if presence.text == "#REQUIRED" || presence.text == "#IMPLIED" { continue }
            if presence.text == "#FIXED", let value = tokens.popFirst() { presence = value }
            guard case .quoted = presence.kind else {
                throw malformed("attribute \(attribute.text) of <!ATTLIST \(element.text)> has no default", line: declarationLine)
            }
            if attribute.text == "xmlns" || attribute.text.hasPrefix("xmlns:") { continue }
            throw GlazeError(.unreadableImage(source: source, reason: "gives attribute \(attribute.text) of <\(element.text)> a default value "
                                   + "(<!ATTLIST> on line \(declarationLine)), which librsvg would apply to every <\(element.text)>; "
                                   + "Glaze does not apply DTD defaults: write the attribute on the elements"))
        }
    }

    /// `<!ENTITY name "text">`: kept for references to expand. Parameter and
    /// external entities are refused, and so are values with markup or
    /// references, which nest (a few hundred bytes of them can stand for
    /// gigabytes).
    private mutating func entityDeclaration() throws(GlazeError) {
        let declarationLine = line
        let start = index
        let tokens = try declarationTokens(skipping: 8, what: "<!ENTITY> declaration")
        func refuse(_ why: String) -> GlazeError {
            GlazeError(.unreadableImage(source: source, reason: "declares \(why) (<!ENTITY> on line \(declarationLine)), which Glaze does not expand"))
        }
        if tokens.first?.text == "%" { throw refuse("a parameter entity") }
        guard tokens.count == 2, case .name = tokens[0].kind else {
            if tokens.count > 2 { throw refuse("an external entity '\(tokens[0].text)'") }
            throw malformed("an <!ENTITY> declaration is incomplete", line: declarationLine)
        }
        guard case .quoted = tokens[1].kind else { throw refuse("an external entity '\(tokens[0].text)'") }
        let value = tokens[1].text
        guard !value.contains(where: { $0 == "&" || $0 == "%" || $0 == "<" }) else {
            throw refuse("an entity '\(tokens[0].text)' whose value holds markup or references")
        }
        // The first declaration of a name binds, as XML says.
        if entities[tokens[0].text] == nil { entities[tokens[0].text] = value }
        entityEdits.append((start..<index, ""))
    }

    /// A piece of a markup declaration.
    private struct DeclarationToken {
        enum Kind { case name, quoted, group }
        let kind: Kind
        /// A quoted string's text without its quotes; anything else as written.
        let text: String
    }

    /// The pieces of the markup declaration at `index`, after its first
    /// `keywordLength` bytes, up to its closing `>`, which it moves past.
    private mutating func declarationTokens(skipping keywordLength: Int, what: String) throws(GlazeError) -> [DeclarationToken] {
        let start = line
        advance(to: index + keywordLength)
        var tokens: [DeclarationToken] = []
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == ascii(">") {
                advance(to: index + 1)
                return tokens
            }
            var end = index + 1
            let kind: DeclarationToken.Kind
            var text: Range<Int>
            if byte == ascii("\"") || byte == ascii("'") {
                guard let close = bytes[end...].firstIndex(of: byte) else { break }
                kind = .quoted
                text = end..<close
                end = close + 1
            } else if byte == ascii("(") {
                guard let close = bytes[end...].firstIndex(of: ascii(")")) else { break }
                kind = .group
                end = close + 1
                text = index..<end
            } else {
                while end < bytes.count, !Self.isWhitespace(bytes[end]), ![ascii(">"), ascii("\""), ascii("'"), ascii("(")].contains(bytes[end]) {
                    end += 1
                }
                kind = .name
                text = index..<end
            }
            tokens.append(DeclarationToken(kind: kind, text: String(decoding: bytes[text], as: UTF8.self)))
            advance(to: end)
        }
        throw malformed("the \(what) is not closed", line: start)
    }
}
