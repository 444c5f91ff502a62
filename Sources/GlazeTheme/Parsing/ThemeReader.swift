import Foundation
import Glaze
import GlazeKit

/// Reads one mapping of a theme, value by value, remembering which keys it used
/// so that anything else can be reported as unknown, with a suggestion. Every
/// piece of text a theme holds — keys, values, list items — reaches Glaze
/// through ``text(_:key:)`` here, which knows the asset and the key, so that a
/// text error names both, in YAML and JSON alike. Package-wide only because
/// ``AssetKindSpec/read(from:)`` takes it.
package struct ThemeReader {
    let file: String
    let asset: String?
    let limits: ThemeLimits
    /// Where the files the theme names are found.
    let files: ThemeFiles
    private let entries: [(key: String, value: ThemeValue, line: Int?)]
    private let line: Int?
    private var used: Set<String> = []

    init(_ value: ThemeValue, file: String, asset: String?, what: String, limits: ThemeLimits,
         files: ThemeFiles) throws(ThemeError) {
        guard case let .map(entries, line) = value else {
            throw ThemeError(.invalidValue, file: file, line: value.line, asset: asset, message: "\(what) must be a mapping, not \(value.kindName)")
        }
        self.file = file
        self.asset = asset
        self.limits = limits
        self.files = files
        self.entries = entries
        self.line = line
    }

    /// A reader of the mapping `value` inside this one, for the same asset.
    func nested(_ value: ThemeValue, what: String) throws(ThemeError) -> ThemeReader {
        try ThemeReader(value, file: file, asset: asset, what: what, limits: limits, files: files)
    }

    /// The error `code` about `key` of this mapping, at `line` or else the key's own line.
    func error(_ code: ThemeError.Code, _ key: String?, _ message: String, line: Int? = nil) -> ThemeError {
        ThemeError(code, file: file, line: line ?? key.flatMap { self.lineOf($0) } ?? self.line, asset: asset, key: key, message: message)
    }

    private func lineOf(_ key: String) -> Int? {
        entries.first { $0.key == key }.flatMap { $0.line ?? $0.value.line }
    }

    /// The text `value` holds, checked against ``ThemeLimits/maximumTextLength``
    /// and for control characters; nil when it holds something else.
    func text(_ value: ThemeValue, key: String) throws(ThemeError) -> String? {
        guard case let .string(text, line) = value else { return nil }
        try checkText(text, key: key, line: line)
        return text
    }

    private func checkText(_ text: String, key: String, line: Int?) throws(ThemeError) {
        let length = text.unicodeScalars.count
        guard length <= limits.maximumTextLength else {
            throw error(.limitExceeded, key, "text of \(length) characters is over the limit of \(limits.maximumTextLength) (ThemeLimits.maximumTextLength)",
                        line: line)
        }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            throw error(.invalidValue, key, "text contains the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)", line: line)
        }
    }

    mutating func value(_ key: String) -> ThemeValue? {
        used.insert(key)
        return entries.first { $0.key == key }?.value
    }

    mutating func string(_ key: String, default fallback: String? = nil) throws(ThemeError) -> String {
        guard let value = value(key) else {
            if let fallback { return fallback }
            throw error(.missingKey, key, "is required")
        }
        guard let text = try text(value, key: key) else { throw error(.invalidValue, key, "must be text, not \(value.kindName)") }
        return text
    }

    mutating func optionalString(_ key: String) throws(ThemeError) -> String? {
        guard value(key) != nil else { return nil }
        return try string(key)
    }

    mutating func bool(_ key: String, default fallback: Bool) throws(ThemeError) -> Bool {
        guard let value = value(key) else { return fallback }
        guard case let .bool(flag, _) = value else {
            if case let .string(text, line) = value, let meant = YAMLScalar.yaml11Boolean(text) {
                throw error(.invalidValue, key, "must be true or false, not the text '\(text)': themes read YAML 1.2, where only "
                            + "true and false are booleans (write \(meant))", line: line)
            }
            throw error(.invalidValue, key, "must be true or false, not \(value.kindName)")
        }
        return flag
    }

    /// A number in `range`; sizes default to points up to 8192.
    mutating func number(_ key: String, default fallback: Double? = nil, in range: ClosedRange<Double> = 0...8192) throws(ThemeError) -> Double {
        guard let value = value(key) else {
            if let fallback { return fallback }
            throw error(.missingKey, key, "is required")
        }
        guard case let .number(number, _) = value else { throw error(.invalidValue, key, "must be a number, not \(value.kindName)") }
        guard number.isFinite else { throw error(.invalidValue, key, "must be a finite number, not \(number)") }
        guard range.contains(number) else {
            throw error(.invalidValue, key, "\(NumberText.exact(number)) is out of range \(NumberText.exact(range.lowerBound))...\(NumberText.exact(range.upperBound))")
        }
        return number
    }

    /// A size in points: greater than zero and at most 8192.
    mutating func size(_ key: String, default fallback: Double? = nil) throws(ThemeError) -> CGFloat {
        let value = try number(key, default: fallback, in: 0...8192)
        guard value > 0 else { throw error(.invalidValue, key, "must be greater than zero") }
        return CGFloat(value)
    }

    mutating func integer(_ key: String, default fallback: Int? = nil, in range: ClosedRange<Int>) throws(ThemeError) -> Int {
        let value = try number(key, default: fallback.map(Double.init), in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else { throw error(.invalidValue, key, "must be a whole number, not \(NumberText.exact(value))") }
        return Int(value)
    }

    mutating func color(_ key: String, default fallback: Color? = nil) throws(ThemeError) -> Color {
        guard let value = value(key) else {
            if let fallback { return fallback }
            throw error(.missingKey, key, "is required")
        }
        return try color(value, key: key)
    }

    func color(_ value: ThemeValue, key: String) throws(ThemeError) -> Color {
        guard let text = try text(value, key: key) else {
            throw error(.invalidValue, key, "must be a hex colour such as \"#C46E00\", not \(value.kindName)", line: value.line)
        }
        do {
            return try Color(hex: text)
        } catch {
            throw self.error(.invalidValue, key, "\"\(text)\" is not a colour: expected #RRGGBB or #RRGGBBAA", line: value.line)
        }
    }

    /// A list of at most `maximumCount` items (``ThemeLimits/maximumListItems`` unless given).
    mutating func list(_ key: String, maximumCount: Int? = nil) throws(ThemeError) -> [ThemeValue]? {
        guard let value = value(key) else { return nil }
        guard case let .list(items, _) = value else { throw error(.invalidValue, key, "must be a list, not \(value.kindName)") }
        let (limit, field) = maximumCount.map { ($0, "maximumAssets") } ?? (limits.maximumListItems, "maximumListItems")
        guard items.count <= limit else { throw error(.limitExceeded, key, "lists \(items.count) items, over the limit of \(limit) (ThemeLimits.\(field))") }
        return items
    }

    mutating func strings(_ key: String) throws(ThemeError) -> [String]? {
        guard let items = try list(key) else { return nil }
        var texts: [String] = []
        for item in items {
            guard let text = try text(item, key: key) else { throw error(.invalidValue, key, "must list text, not \(item.kindName)", line: item.line) }
            texts.append(text)
        }
        return texts
    }

    mutating func colors(_ key: String) throws(ThemeError) -> [Color]? {
        guard let items = try list(key) else { return nil }
        var colors: [Color] = []
        for item in items { colors.append(try color(item, key: key)) }
        return colors
    }

    /// The states `states` names, each one of `kind`'s; the kind's rest state when the key is absent.
    mutating func states(of kind: KindStates) throws(ThemeError) -> [ControlState] {
        let allowed = kind.all
        guard let names = try strings("states") else { return [kind.rest] }
        guard !names.isEmpty else { throw error(.invalidValue, "states", "must name at least one state") }
        var states: [ControlState] = []
        for name in names {
            guard let state = ControlState(rawValue: name), allowed.contains(state) else {
                let valid = allowed.map(\.rawValue)
                let hint = suggestion(for: name, among: valid).map { " (did you mean '\($0)'?)" } ?? ""
                throw error(.invalidValue, "states", "'\(name)' is not a state of this kind; use \(valid.joined(separator: ", "))\(hint)")
            }
            if !states.contains(state) { states.append(state) }
        }
        return states
    }

    /// Throws for the first key that was never read, suggesting the nearest valid one.
    func rejectUnknownKeys(valid: [String]) throws(ThemeError) {
        for entry in entries where !used.contains(entry.key) {
            // A key read is one of the valid names; only an unknown one can be bad
            // text, and it is checked before a suggestion is computed from it.
            try checkText(entry.key, key: entry.key, line: entry.line ?? entry.value.line)
            let hint = suggestion(for: entry.key, among: valid).map { " (did you mean '\($0)'?)" } ?? ""
            throw ThemeError(.unknownKey, file: file, line: entry.line ?? entry.value.line ?? line, asset: asset, key: entry.key,
                             message: "unknown key\(hint); valid keys are \(valid.sorted().joined(separator: ", "))")
        }
    }
}
