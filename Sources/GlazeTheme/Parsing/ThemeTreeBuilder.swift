import Foundation
import Yams

/// Turns a parsed document into a ``ThemeValue`` tree while counting what it
/// builds, so that an alias bomb, a deep nest or a huge string stops at its
/// limit with the line where it crossed it, before it can cost more.
struct ThemeTreeBuilder {
    let file: String
    let limits: ThemeLimits
    private var values = 0

    init(file: String, limits: ThemeLimits) {
        self.file = file
        self.limits = limits
    }

    private mutating func count(depth: Int, line: Int?) throws(ThemeError) {
        values += 1
        guard values <= limits.maximumValues else {
            throw ThemeError(file: file, line: line,
                             message: "holds more than \(limits.maximumValues) values once aliases are expanded (ThemeLimits.maximumValues)")
        }
        guard depth <= limits.maximumDepth else { throw limits.tooDeep(file: file, line: line) }
    }

    /// Checks one piece of text: not too long, no control characters.
    private func text(_ text: String, line: Int?) throws(ThemeError) -> String {
        let length = text.unicodeScalars.count
        guard length <= limits.maximumTextLength else {
            throw ThemeError(file: file, line: line,
                             message: "text of \(length) characters is over the limit of \(limits.maximumTextLength) (ThemeLimits.maximumTextLength)")
        }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            throw ThemeError(file: file, line: line,
                             message: "text contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)")
        }
        return text
    }

    mutating func convert(_ node: Node, depth: Int) throws(ThemeError) -> ThemeValue {
        let line = node.mark.map { $0.line }
        try count(depth: depth, line: line)
        switch node {
        case let .mapping(mapping):
            var entries: [(key: String, value: ThemeValue, line: Int?)] = []
            for (key, value) in mapping {
                let keyLine = key.mark?.line
                entries.append((try text(key.string ?? "\(key)", line: keyLine), try convert(value, depth: depth + 1), keyLine))
            }
            return .map(entries, line: line)
        case let .sequence(sequence):
            var items: [ThemeValue] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return .list(items, line: line)
        case let .scalar(scalar):
            let string = scalar.string
            if scalar.style == .plain {
                if let flag = Bool.construct(from: scalar) { return .bool(flag, line: line) }
                if let number = Self.number(string) { return .number(number, line: line) }
                if string == "~" || string == "null" || string.isEmpty { return .null(line: line) }
            }
            return .string(try text(string, line: line), line: line)
        case .alias:
            return .null(line: line)
        }
    }

    /// A plain YAML scalar read as a number: decimal integers and floats (with
    /// `_` between digits) and `.inf`, `-.inf`, `.nan`. Yams' own constructors
    /// also read sexagesimal (`1:30`) and trap on an overflowing one such as
    /// `4222222222202222222:2` (the theme fuzzer found it), so they are not used;
    /// themes never need base 60, hexadecimal or octal.
    static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // A scan rather than a Regex: this runs for every plain scalar, up to the
        // value budget, and Swift's Regex made an alias bomb take seconds.
        let bytes = Array(text.utf8.lazy.filter { $0 != UInt8(ascii: "_") })
        var index = 0
        func skip(_ allowed: (UInt8) -> Bool) -> Int {
            let start = index
            while index < bytes.count, allowed(bytes[index]) { index += 1 }
            return index - start
        }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let isSign = { (byte: UInt8) in byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
        if let first = bytes.first, isSign(first) { index = 1 }
        var digits = skip(isDigit)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skip(isDigit)
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, isSign(bytes[index]) { index += 1 }
            guard skip(isDigit) > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }

    mutating func convert(_ object: Any, depth: Int) throws(ThemeError) -> ThemeValue {
        try count(depth: depth, line: nil)
        switch object {
        case let map as [String: Any]:
            var entries: [(key: String, value: ThemeValue, line: Int?)] = []
            for (key, value) in map.sorted(by: { $0.key < $1.key }) {
                entries.append((try text(key, line: nil), try convert(value, depth: depth + 1), nil))
            }
            return .map(entries, line: nil)
        case let list as [Any]:
            var items: [ThemeValue] = []
            for item in list { items.append(try convert(item, depth: depth + 1)) }
            return .list(items, line: nil)
        case let string as String:
            return .string(try text(string, line: nil), line: nil)
        case let number as NSNumber:
            // Foundation gives Booleans as NSNumbers too; their type code ("c") tells them apart.
            if String(cString: number.objCType) == "c" {
                return .bool(number.boolValue, line: nil)
            }
            return .number(number.doubleValue, line: nil)
        default:
            return .null(line: nil)
        }
    }
}
