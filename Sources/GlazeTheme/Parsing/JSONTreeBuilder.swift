/// Reads a JSON theme into a ``ThemeValue`` tree: RFC 8259 exactly, byte by
/// byte, with the line of every value and key. Glaze's own reader rather than
/// Foundation's, which gives no lines and keeps the last of two equal keys: here
/// an object that repeats a key is refused at the repeat, as a YAML mapping is,
/// and anything RFC 8259 does not allow (comments, trailing commas, single
/// quotes, a raw control character in a string, a lone UTF-16 surrogate, a
/// leading zero) is an error at its line and column.
///
/// There is no recursion: open objects and lists are a stack, so a nest of a
/// million brackets costs no call stack, and every value is counted by the
/// ``ThemeTreeBuilder`` as it is read, stopping at the depth and value limits.
struct JSONTreeBuilder {
    private var tree: ThemeTreeBuilder
    private let bytes: [UInt8]
    private var index = 0
    /// The 1-based line `index` is on, and the index that line starts at.
    private var line = 1
    private var lineStart = 0
    private var open: [Collection] = []

    /// An object or list whose end has not been read yet.
    private struct Collection {
        let isObject: Bool
        let line: Int
        var items: [ThemeValue] = []
        var entries: [(key: String, value: ThemeValue, line: Int?)] = []
        var keys: Set<String> = []
        var pendingKey: (text: String, line: Int)?

        var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        var name: String { isObject ? "an object" : "a list" }
    }

    init(_ tree: ThemeTreeBuilder, text: String) {
        self.tree = tree
        bytes = Array(text.utf8)
    }

    /// Reads the whole text: one value, with nothing but white space after it.
    mutating func build() throws(ThemeError) -> ThemeValue {
        while true {
            skipWhitespace()
            // nil: an object or list was opened, and its first value comes next.
            guard var value = try valueOrOpening() else { continue }
            // Hand the finished value up until a collection wants another.
            while let last = open.indices.last {
                if open[last].isObject, let key = open[last].pendingKey {
                    open[last].entries.append((key.text, value, key.line))
                    open[last].pendingKey = nil
                } else {
                    open[last].items.append(value)
                }
                skipWhitespace()
                if try readSeparator() { break }
                value = closeCollection()
            }
            if open.isEmpty {
                skipWhitespace()
                guard index == bytes.count else { throw syntaxError("expected the end of the file after the document, found \(found)") }
                return value
            }
        }
    }

    /// Reads a value that starts at `index`, or opens an object or list (and
    /// returns it if it is empty, or nil if values follow).
    private mutating func valueOrOpening() throws(ThemeError) -> ThemeValue? {
        let startLine = line
        guard index < bytes.count else { throw syntaxError("expected a value, found \(found)") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            try tree.count(depth: open.count, line: startLine)
            open.append(Collection(isObject: bytes[index] == UInt8(ascii: "{"), line: startLine))
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == open[open.count - 1].closer {
                index += 1
                return closeCollection()
            }
            if open[open.count - 1].isObject { try readKey() }
            return nil
        case UInt8(ascii: "\""):
            try tree.count(depth: open.count, line: startLine)
            return .string(try readString(), line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try tree.count(depth: open.count, line: startLine)
            return .number(try readNumber(), line: startLine)
        default:
            for (word, value) in [("true", ThemeValue.bool(true, line: startLine)), ("false", .bool(false, line: startLine)),
                                  ("null", .null(line: startLine))] where bytes[index...].starts(with: word.utf8) {
                try tree.count(depth: open.count, line: startLine)
                index += word.utf8.count
                return value
            }
            throw syntaxError("expected a value (an object, a list, a string, a number, true, false or null), found \(found)")
        }
    }

    /// Reads what follows a value inside the innermost collection: true at a
    /// comma (having read the next key, in an object), false at its end.
    private mutating func readSeparator() throws(ThemeError) -> Bool {
        // Its properties, not a copy of the collection: a copy would share the
        // key set that readKey inserts into, making every insertion copy it.
        let last = open.count - 1
        let isObject = open[last].isObject, closer = open[last].closer
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == closer {
                throw syntaxError("\(open[last].name) may not end with a comma")
            }
            if isObject { try readKey() }
            return true
        }
        if index < bytes.count, bytes[index] == closer {
            index += 1
            return false
        }
        throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(closer)))' after a value in \(open[last].name) "
                          + "opened at line \(open[last].line), found \(found)")
    }

    /// Reads an object's key and its colon; a key the object already has is refused.
    private mutating func readKey() throws(ThemeError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw syntaxError("expected a key in double quotes, found \(found)")
        }
        let keyStart = index
        let key = try readString()
        guard open[open.count - 1].keys.insert(key).inserted else {
            // A key holds no line break, so it starts on the line being read.
            throw syntaxError("an object repeats the key '\(ThemeError.shown(key))'", at: keyStart)
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw syntaxError("expected ':' after the key '\(ThemeError.shown(key))', found \(found)")
        }
        index += 1
        open[open.count - 1].pendingKey = (key, line)
    }

    /// Ends the innermost collection and returns it.
    private mutating func closeCollection() -> ThemeValue {
        let done = open.removeLast()
        return done.isObject ? .map(done.entries, line: done.line) : .list(done.items, line: done.line)
    }

    // MARK: Strings

    /// Reads a string from its opening quote to its closing one.
    private mutating func readString() throws(ThemeError) -> String {
        // A string holds no line break, so its start is on the line being read.
        let start = index
        index += 1
        var text: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                text += bytes[runStart..<index]
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[runStart..<index]
                try readEscape(into: &text)
                runStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw syntaxError("a string is not closed before the end of its line (a line break in a string is written \\n)", at: start)
            case 0..<0x20:
                throw syntaxError("the control character \(Self.codePoint(UInt32(bytes[index]))) must be escaped in a string (\\u\(Self.hex(UInt32(bytes[index]))))")
            default:
                index += 1
            }
        }
        throw syntaxError("a string is not closed before the end of the file", at: start)
    }

    /// Reads one escape, from its backslash, appending what it stands for.
    private mutating func readEscape(into text: inout [UInt8]) throws(ThemeError) {
        let escape = index
        index += 1
        // A backslash ending the file: the string's own loop says where it began.
        guard index < bytes.count else { return }
        let simple: UInt8? = switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[index]
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            text.append(simple)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw syntaxError("a backslash followed by \(found) is not a JSON escape; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX",
                              at: escape)
        }
        index += 1
        var value = try readHexUnit()
        if (0xD800...0xDBFF).contains(value) {
            // A character outside the Basic Multilingual Plane: a high surrogate, then a low one.
            guard bytes[index...].starts(with: "\\u".utf8) else {
                throw syntaxError("the high surrogate \\u\(Self.hex(value)) is not followed by a low one (\\uDC00 to \\uDFFF)", at: escape)
            }
            index += 2
            let low = try readHexUnit()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError("the high surrogate \\u\(Self.hex(value)) is followed by \\u\(Self.hex(low)), not a low surrogate (\\uDC00 to \\uDFFF)",
                                  at: escape)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw syntaxError("the low surrogate \\u\(Self.hex(value)) has no high surrogate before it", at: escape)
        }
        UTF8.encode(scalar) { text.append($0) }
    }

    /// Reads the four hexadecimal digits after `\u`.
    private mutating func readHexUnit() throws(ThemeError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw syntaxError("expected four hexadecimal digits after \\u, found \(found)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: Numbers

    /// Reads a number as RFC 8259 writes one: `-`, then 0 or digits not starting
    /// with 0, then a fraction and an exponent, each optional. Too large for a
    /// `Double` reads as an infinity, which the theme reader refuses at its key.
    private mutating func readNumber() throws(ThemeError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw syntaxError("expected a digit after '-', found \(found)") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw syntaxError("a number may not start with 0 and more digits", at: start) }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw syntaxError("expected a digit after the decimal point, found \(found)") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw syntaxError("expected a digit in the exponent, found \(found)") }
        }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw syntaxError("unreadable number", at: start)
        }
        return number
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Places and messages

    /// Skips RFC 8259's white space (space, tab, line feed, carriage return),
    /// counting lines: LF, CR LF and a lone CR each end one.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\r") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The 1-based column of `position` on the line being read, in characters:
    /// the bytes since the line's start that begin a UTF-8 sequence. Counted
    /// only for an error, since a minified file is one long line.
    private func column(at position: Int) -> Int {
        bytes[lineStart..<position].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// What sits at `index`, for messages.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return "a byte that is not UTF-8" }
        switch scalar {
        case "'": return "a single quote (JSON strings take double quotes)"
        case "/": return "'/' (JSON has no comments)"
        case "\u{FEFF}": return "a byte-order mark (U+FEFF), which may only start the file"
        default:
            let visible = !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                && scalar.properties.generalCategory != .format
            return visible ? "'\(scalar)'" : Self.codePoint(scalar.value)
        }
    }

    /// A syntax error at `position` on the line being read, `index` unless given.
    private func syntaxError(_ message: String, at position: Int? = nil) -> ThemeError {
        ThemeError(.syntax, file: tree.file, line: line, column: column(at: position ?? index), message: "malformed JSON: " + message)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func codePoint(_ value: UInt32) -> String {
        "U+" + hex(value)
    }
}
