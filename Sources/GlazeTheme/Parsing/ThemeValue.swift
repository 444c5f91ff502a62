import Foundation

/// A parsed theme document: JSON or YAML, the same tree, with lines where the
/// format gives them (YAML does; Foundation's JSON parser does not).
indirect enum ThemeValue: Sendable {
    case map([(key: String, value: ThemeValue, line: Int?)], line: Int?)
    case list([ThemeValue], line: Int?)
    case string(String, line: Int?)
    case number(Double, line: Int?)
    case bool(Bool, line: Int?)
    case null(line: Int?)

    var line: Int? {
        switch self {
        case let .map(_, line), let .list(_, line), let .string(_, line), let .number(_, line), let .bool(_, line), let .null(line):
            return line
        }
    }

    /// What the value is, for messages.
    var kindName: String {
        switch self {
        case .map: return "a mapping"
        case .list: return "a list"
        case .string: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

/// The syntax of a theme file.
public enum ThemeFormat: Sendable {
    /// JSON.
    case json
    /// YAML (1.1, as libyaml reads it).
    case yaml

    /// The format a file's extension names: `.json` is JSON, anything else YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

/// Reads theme files into ``ThemeValue`` trees, with syntax errors that give the
/// line, within ``ThemeLimits``.
enum ThemeParser {
    static func parse(_ text: String, format: ThemeFormat, file: String, limits: ThemeLimits) throws(ThemeError) -> ThemeValue {
        let bytes = text.utf8.count
        guard bytes <= limits.maximumFileBytes else { throw limits.fileTooLarge(bytes, file: file) }
        var builder = ThemeTreeBuilder(file: file, limits: limits)
        switch format {
        case .json: return try parseJSON(text, file: file, builder: &builder)
        case .yaml:
            var yaml = YAMLTreeBuilder(builder)
            return try yaml.build(YAMLEventStream(text))
        }
    }

    private static func parseJSON(_ text: String, file: String, builder: inout ThemeTreeBuilder) throws(ThemeError) -> ThemeValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            // Foundation stops at 512 levels; say it in the theme's terms.
            if detail.hasPrefix("Too many nested") { throw builder.limits.tooDeep(file: file, line: jsonLine(detail, text: text)) }
            throw ThemeError(file: file, line: jsonLine(detail, text: text), message: "malformed JSON: \(detail)")
        }
        return try builder.convert(object, depth: 0)
    }

    /// Foundation names the line ("around line 3, column 7"), or only a character
    /// offset ("around character 42"), which is turned into a line here.
    private static func jsonLine(_ detail: String, text: String) -> Int? {
        if let range = detail.range(of: #"line (\d+)"#, options: .regularExpression) {
            return Int(detail[range].dropFirst(5))
        }
        if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
           let offset = Int(detail[range].dropFirst(10)) {
            return text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        }
        return nil
    }
}
