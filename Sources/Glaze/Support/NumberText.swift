/// Numbers written for people and for stable keys alike.
package enum NumberText {
    /// `value` in Swift's shortest form that reads back exactly, whole numbers
    /// without a fraction (`2`, `0.65`, `1e+20`): the same text in every run,
    /// and distinct texts for distinct values.
    package static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `value` for a message: whole numbers as they are (`16384`, `67108864`)
    /// unless a million or more of them are zeros, very large and very small
    /// numbers in exponent form (`1e9`, `2.5e-6`), others with up to four
    /// decimals.
    static func readable(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15, abs(value) < 1e7 || Int64(value) % 1_000_000 != 0 {
            return String(Int64(value))
        }
        if abs(value) >= 1e7 || abs(value) < 1e-3 {
            let text = String(format: "%.3g", value)
            guard let e = text.firstIndex(of: "e") else { return text }
            let exponent = Int(text[text.index(after: e)...]) ?? 0
            return "\(text[..<e])e\(exponent)"
        }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
