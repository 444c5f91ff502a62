/// The syntax of a theme file.
public enum ThemeFormat: Sendable {
    /// JSON, as RFC 8259 defines it: no comments, no trailing commas, and no
    /// key twice in one object.
    case json
    /// YAML (1.1, as libyaml reads it), without merge keys (`<<`).
    case yaml

    /// The format a file's extension names: `.json` is JSON, anything else YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

/// Reads theme files into ``ThemeValue`` trees, with syntax errors that give the
/// line and column, within ``ThemeLimits``.
enum ThemeParser {
    static func parse(_ text: String, format: ThemeFormat, file: String, limits: ThemeLimits) throws(ThemeError) -> ThemeValue {
        let bytes = text.utf8.count
        guard bytes <= limits.maximumFileBytes else { throw limits.fileTooLarge(bytes, file: file) }
        let builder = ThemeTreeBuilder(file: file, limits: limits)
        // Editors on Windows save UTF-8 with a byte-order mark; both formats allow
        // one at the start. It sits on line 1 and is no character of it, so
        // dropping it moves no line or column.
        let body = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        switch format {
        case .json:
            var json = JSONTreeBuilder(builder, text: body)
            return try json.build()
        case .yaml:
            var yaml = YAMLTreeBuilder(builder)
            return try yaml.build(YAMLEventStream(body))
        }
    }
}
