import Foundation

/// Turns a parsed document into a ``ThemeValue`` tree while counting what it
/// builds, so that an alias bomb, a deep nest or a huge string stops at its
/// limit with the line where it crossed it, before it can cost more.
struct ThemeTreeBuilder {
    let file: String
    let limits: ThemeLimits
    /// How many values have been built so far, aliases expanded.
    private(set) var values = 0

    init(file: String, limits: ThemeLimits) {
        self.file = file
        self.limits = limits
    }

    /// Counts one value at `depth`, or `size` values for an expanded alias.
    mutating func count(depth: Int, line: Int?, size: Int = 1) throws(ThemeError) {
        let (total, overflow) = values.addingReportingOverflow(size)
        values = overflow ? .max : total
        guard !overflow, values <= limits.maximumValues else {
            throw ThemeError(file: file, line: line,
                             message: "holds more than \(limits.maximumValues) values once aliases are expanded (ThemeLimits.maximumValues)")
        }
        guard depth <= limits.maximumDepth else { throw limits.tooDeep(file: file, line: line) }
    }

    /// Checks one piece of text: not too long, no control characters.
    func text(_ text: String, line: Int?) throws(ThemeError) -> String {
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

    /// Converts what Foundation's JSON parser returned.
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
