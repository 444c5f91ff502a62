import Foundation

/// One token of CSS, as CSS Syntax Level 3 defines them (the grammar librsvg's
/// cssparser reads both style sheets and presentation attributes with).
enum CSSToken: Hashable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    case hash(String)
    case string(String)
    case url(String)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    /// Any other single character: `{`, `}`, `(`, `)`, `;`, `:`, `,`, `.`, `*`, `/`, `!`…
    case delimiter(Character)

    /// Whether the token is a number of any kind.
    var isNumeric: Bool {
        switch self {
        case .number, .percentage, .dimension: return true
        default: return false
        }
    }
}

/// Splits CSS text into tokens, with comments dropped and escapes resolved,
/// so that `font\-size` and `1e9\70 x` read as cssparser reads them: as
/// `font-size` and `1e9px`.
struct CSSTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token of `text`.
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    mutating func next() -> CSSToken? {
        while index < scalars.count {
            let c = scalars[index]
            if c == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { index += 1 }
                index = min(index + 2, scalars.count)
                continue
            }
            if Self.isWhitespace(c) {
                while index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
                return .whitespace
            }
            if c == "\"" || c == "'" {
                index += 1
                return .string(string(until: c))
            }
            if startsNumber(at: index) { return numeric() }
            if startsIdentifier(at: index) {
                let name = identifier()
                guard index < scalars.count, scalars[index] == "(" else { return .ident(name) }
                index += 1
                if name.lowercased() == "url", let url = unquotedURL() { return .url(url) }
                return .function(name)
            }
            if c == "@", startsIdentifier(at: index + 1) {
                index += 1
                return .atKeyword(identifier())
            }
            if c == "#", index + 1 < scalars.count, Self.isNameScalar(scalars[index + 1]) || isEscape(at: index + 1) {
                index += 1
                return .hash(identifier())
            }
            index += 1
            return .delimiter(Character(c))
        }
        return nil
    }

    // MARK: Pieces

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func isEscape(at position: Int) -> Bool {
        position + 1 < scalars.count && scalars[position] == "\\" && scalars[position + 1] != "\n"
    }

    private func startsIdentifier(at position: Int) -> Bool {
        guard position < scalars.count else { return false }
        var p = position
        if scalars[p] == "-" {
            p += 1
            guard p < scalars.count else { return false }
            if scalars[p] == "-" { return true }
        }
        return Self.isNameStart(scalars[p]) || isEscape(at: p)
    }

    private func startsNumber(at position: Int) -> Bool {
        var p = position
        guard p < scalars.count else { return false }
        if scalars[p] == "+" || scalars[p] == "-" { p += 1 }
        guard p < scalars.count else { return false }
        if Self.isDigit(scalars[p]) { return true }
        return scalars[p] == "." && p + 1 < scalars.count && Self.isDigit(scalars[p + 1])
    }

    /// A name, with escapes resolved: `\2d` and `\-` are both `-`.
    private mutating func identifier() -> String {
        var name = String.UnicodeScalarView()
        while index < scalars.count {
            let c = scalars[index]
            if Self.isNameScalar(c) {
                name.append(c)
                index += 1
            } else if isEscape(at: index) {
                index += 1
                name.append(escaped())
            } else {
                break
            }
        }
        return String(name)
    }

    /// The character after a backslash: up to six hex digits and one optional
    /// space, or the character itself.
    private mutating func escaped() -> Unicode.Scalar {
        var hex = ""
        while index < scalars.count, hex.count < 6, scalars[index].properties.isASCIIHexDigit {
            hex.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard !hex.isEmpty else {
            defer { index += 1 }
            return scalars[index]
        }
        if index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
        guard let value = UInt32(hex, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    private mutating func numeric() -> CSSToken {
        let start = index
        if scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
        if index + 1 < scalars.count, scalars[index] == ".", Self.isDigit(scalars[index + 1]) {
            index += 1
            while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var p = index + 1
            if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" { p += 1 }
            if p < scalars.count, Self.isDigit(scalars[p]) {
                index = p
                while index < scalars.count, Self.isDigit(scalars[index]) { index += 1 }
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        let value = Double(String(text)) ?? .infinity
        if index < scalars.count, scalars[index] == "%" {
            index += 1
            return .percentage(value)
        }
        if startsIdentifier(at: index) { return .dimension(value, unit: identifier()) }
        return .number(value)
    }

    private mutating func string(until quote: Unicode.Scalar) -> String {
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != quote, scalars[index] != "\n" {
            if scalars[index] == "\\", index + 1 < scalars.count {
                index += 1
                if scalars[index] == "\n" { index += 1 } else { text.append(escaped()) }
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        if index < scalars.count, scalars[index] == quote { index += 1 }
        return String(text)
    }

    /// `url(…)` without quotes; `nil` (leaving the position after the `(`) for
    /// `url("…")`, which is a function whose argument is a string.
    private mutating func unquotedURL() -> String? {
        var p = index
        while p < scalars.count, Self.isWhitespace(scalars[p]) { p += 1 }
        guard p < scalars.count, scalars[p] != "\"", scalars[p] != "'" else { return nil }
        var text = String.UnicodeScalarView()
        index = p
        while index < scalars.count, scalars[index] != ")" {
            if isEscape(at: index) {
                index += 1
                text.append(escaped())
            } else {
                if !Self.isWhitespace(scalars[index]) { text.append(scalars[index]) }
                index += 1
            }
        }
        if index < scalars.count { index += 1 }
        return String(text)
    }

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
    }

    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || isDigit(c) || c == "-"
    }
}
