/// What is wrong with a theme, said in one line that names the file, the line
/// when it is known, the asset and the key at fault.
///
/// `warm.yaml:14: asset 'start' (glossyButton): unknown key 'colour' (did you mean 'color'?)`
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The theme file.
    public var file: String
    /// The 1-based line, when the parser knows it.
    public var line: Int?
    /// The asset's name (or its position when it has none).
    public var asset: String?
    /// The key at fault.
    public var key: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, asset: String? = nil, key: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.asset = asset
        self.key = key
        self.message = message
    }

    /// The one-line description.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let asset { text += "asset \(asset): " }
        if let key { text += "key '\(key)': " }
        return text + message
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
