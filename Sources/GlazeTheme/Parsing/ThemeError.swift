/// What is wrong with a theme: a stable ``code`` to match on, and one line
/// that names the file, the line when it is known, the asset and the key at fault.
///
/// `warm.yaml:14: asset 'start': key 'colour': unknown key (did you mean 'color'?)`
///
/// A syntax error also gives the column: `flat.json:3:17: malformed JSON: …`.
/// Match an error by its code, which later releases keep; the message is for
/// people and may be reworded:
///
/// ```swift
/// do {
///     let theme = try Theme(contentsOf: upload)
/// } catch let error as ThemeError where error.code == .limitExceeded {
///     print("refused:", error.file, error.line ?? 0)  // past ThemeLimits or InputLimits
/// } catch {
///     print(error)
/// }
/// ```
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault this is; match on it (`error.code == .unknownKey`).
    public var code: Code
    /// The theme file.
    public var file: String
    /// The 1-based line, when the parser knows it.
    public var line: Int?
    /// The 1-based column, in characters, of a syntax error.
    public var column: Int?
    /// The asset's name (or its position when it has none).
    public var asset: String?
    /// The key at fault.
    public var key: String?
    /// What is wrong.
    public var message: String

    /// Creates an error of the kind `code`.
    public init(_ code: Code, file: String, line: Int? = nil, column: Int? = nil, asset: String? = nil, key: String? = nil,
                message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.asset = asset
        self.key = key
        self.message = message
    }

    /// The one-line description. The key is quoted with its control characters
    /// escaped and cut short past 60 characters, since the key may be what is wrong.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if line != nil, let column { text += ":\(column)" }
        text += ": "
        if let asset { text += "asset \(asset): " }
        if let key { text += "key '\(Self.shown(key))': " }
        return text + message
    }

    /// Theme text as a message may quote it: control characters escaped
    /// (`\u{7}`), so the message stays one line, and anything past 60
    /// characters cut to an ellipsis, so a megabyte key is not quoted whole.
    static func shown(_ text: String) -> String {
        var shown = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            guard index < 60 else { return shown + "…" }
            shown += scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return shown
    }
}

/// The closest of `candidates` to `word` within an edit distance of 3, for
/// "did you mean" suggestions.
func suggestion(for word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let lowered = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(lowered, Array($0.lowercased()))) }.filter { $0.1 <= 3 }
    return scored.min { $0.1 < $1.1 }?.0
}
