/// How a plain YAML scalar reads: the booleans and nulls of YAML 1.2's core
/// schema, and decimal numbers.
///
/// YAML 1.1 also read `yes`, `no`, `on` and `off` (in any case) as booleans,
/// which made `states: [on, off]` a list of flags and a country code `NO`
/// false; YAML 1.2 reads them as text, and so do themes.
enum YAMLScalar {
    /// The value a plain, untagged scalar stands for: true or false (`true`,
    /// `True`, `TRUE`, `false`, `False`, `FALSE`), null (`~`, `null`, `Null`,
    /// `NULL`, or nothing), a number, or nil when it is text.
    static func resolve(_ text: String, line: Int) -> ThemeValue? {
        switch text {
        case "true", "True", "TRUE": return .bool(true, line: line)
        case "false", "False", "FALSE": return .bool(false, line: line)
        case "~", "null", "Null", "NULL", "": return .null(line: line)
        default: return number(text).map { .number($0, line: line) }
        }
    }

    /// The flag `text` stood for when themes read YAML 1.1's booleans (`yes`,
    /// `on`, `no`, `off`, any case), which YAML 1.2 reads as text; nil for any other text.
    static func yaml11Boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "on": true
        case "no", "off": false
        default: nil
        }
    }

    /// A plain scalar read as a number: decimal integers and floats (with `_`
    /// between digits) and `.inf`, `-.inf`, `.nan`. YAML 1.1 also reads base 60
    /// (`1:30`), hexadecimal and octal; themes never need them, and the theme
    /// fuzzer found a base-60 reader that trapped on `4222222222202222222:2`.
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
}
