import Foundation

/// The values of SVG attributes and CSS properties the bounds checks read,
/// parsed from CSS tokens as librsvg parses them.
///
/// Each parser answers `nil` for text it cannot read. A caller then decides
/// with ``SVGValues/canBeIgnored(_:)``: text without a digit cannot ask for a
/// large number (librsvg ignores what it cannot parse, and so may the checks),
/// but a number the checks cannot read is refused rather than guessed at.
enum SVGValues {
    /// Whether unreadable text is harmless: no digit, so no magnitude, in it.
    static func canBeIgnored(_ tokens: [CSSToken]) -> Bool {
        !tokens.contains { $0.isNumeric }
    }

    /// Whether the tokens are a CSS-wide keyword that takes the parent's value.
    static func isInherit(_ tokens: [CSSToken]) -> Bool {
        guard case let .ident(word)? = significant(tokens).first, significant(tokens).count == 1 else { return false }
        return ["inherit", "unset", "initial", "revert"].contains(word.lowercased())
    }

    /// The tokens without whitespace.
    static func significant(_ tokens: [CSSToken]) -> [CSSToken] {
        tokens.filter { $0 != .whitespace }
    }

    /// A single identifier, lowercased.
    static func keyword(_ tokens: [CSSToken]) -> String? {
        let tokens = significant(tokens)
        guard tokens.count == 1, case let .ident(word) = tokens[0] else { return nil }
        return word.lowercased()
    }

    /// The fragment of every `url(…)` in the tokens: `#a` gives `a`; a reference
    /// to anything outside the document gives it whole, for the caller to refuse.
    static func references(in tokens: [CSSToken]) -> [(fragment: String?, text: String)] {
        var found: [(String?, String)] = []
        for (position, token) in tokens.enumerated() {
            var url: String?
            if case let .url(text) = token { url = text }
            if case let .function(name) = token, name.lowercased() == "url" {
                url = tokens[(position + 1)...].lazy.compactMap { token -> String? in
                    if case let .string(text) = token { return text }
                    return nil
                }.first ?? ""
            }
            guard let url else { continue }
            found.append((url.hasPrefix("#") ? String(url.dropFirst()) : nil, url))
        }
        return found
    }
}

/// A length with its unit, resolved against a font size or a percentage base.
struct SVGLength {
    enum Unit {
        case user, px, pt, pc, inch, cm, mm, em, ex, percent
    }

    var value: Double
    var unit: Unit

    init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// One number, dimension or percentage token.
    init?(_ token: CSSToken) {
        switch token {
        case let .number(value): self.init(value: value, unit: .user)
        case let .percentage(value): self.init(value: value, unit: .percent)
        case let .dimension(value, unit):
            let units: [String: Unit] = ["px": .px, "pt": .pt, "pc": .pc, "in": .inch, "cm": .cm, "mm": .mm, "em": .em, "ex": .ex]
            guard let known = units[unit.lowercased()] else { return nil }
            self.init(value: value, unit: known)
        default:
            return nil
        }
    }

    /// The whole value, which must be one length.
    init?(_ tokens: [CSSToken]) {
        let tokens = SVGValues.significant(tokens)
        guard tokens.count == 1 else { return nil }
        self.init(tokens[0])
    }

    /// The length in user units, as a range: `fontSize` and `base` (what 100 %
    /// is) are ranges, because the checks know them only within bounds.
    func resolved(fontSize: ClosedRange<Double>, base: ClosedRange<Double>) -> ClosedRange<Double> {
        let factor: Double
        switch unit {
        case .user, .px: factor = 1
        case .pt: factor = 4.0 / 3
        case .pc: factor = 16
        case .inch: factor = 96
        case .cm: factor = 96 / 2.54
        case .mm: factor = 96 / 25.4
        case .em: return Self.scale(fontSize, by: value)
        case .ex: return Self.scale(fontSize, by: value / 2)
        case .percent: return Self.scale(base, by: value / 100)
        }
        let length = value * factor
        return length...length
    }

    private static func scale(_ range: ClosedRange<Double>, by factor: Double) -> ClosedRange<Double> {
        let a = range.lowerBound * factor, b = range.upperBound * factor
        guard a.isFinite, b.isFinite else { return -Double.infinity...Double.infinity }
        return min(a, b)...max(a, b)
    }
}

/// A bound on what a transform does to distances: a point `p` goes to within
/// `scale × |p| + offset` of the origin, and lengths grow by at most `scale`.
struct SVGTransformBound {
    var scale: Double
    var offset: Double

    static let identity = SVGTransformBound(scale: 1, offset: 0)

    init(scale: Double, offset: Double) {
        self.scale = scale
        self.offset = offset
    }

    /// `self` followed by `other` applied to the content first, as nested
    /// `transform`s compose: the outer one's scale multiplies the inner offset.
    func then(_ inner: SVGTransformBound) -> SVGTransformBound {
        SVGTransformBound(scale: scale * inner.scale, offset: offset + scale * inner.offset)
    }

    /// The largest factor the linear map [[a, c], [b, d]] stretches a vector by
    /// (its largest singular value).
    static func norm(a: Double, b: Double, c: Double, d: Double) -> Double {
        let half = (a * a + b * b + c * c + d * d) / 2
        let determinant = a * d - b * c
        return (half + (max(half * half - determinant * determinant, 0)).squareRoot()).squareRoot()
    }

    /// A `transform` attribute (`translate(10 20) scale(2)`) or CSS property
    /// (`rotate(45deg)`); `nil` for text that is neither. Translations in
    /// percentages are taken against `percentBase`.
    init?(_ tokens: [CSSToken], percentBase: Double) {
        var bound = SVGTransformBound.identity
        var position = 0
        while position < tokens.count {
            switch tokens[position] {
            case .whitespace, .delimiter(","):
                position += 1
            case let .function(name):
                var arguments: [CSSToken] = []
                position += 1
                while position < tokens.count, tokens[position] != .delimiter(")") {
                    if tokens[position].isNumeric { arguments.append(tokens[position]) }
                    position += 1
                }
                guard position < tokens.count,
                      let step = Self.step(name.lowercased(), arguments, percentBase: percentBase) else { return nil }
                bound = bound.then(step)
                position += 1
            case let .ident(word) where word.lowercased() == "none" && tokens.count == 1:
                position += 1
            default:
                return nil
            }
        }
        guard bound.scale.isFinite, bound.offset.isFinite else { return nil }
        self = bound
    }

    private static func step(_ name: String, _ arguments: [CSSToken], percentBase: Double) -> SVGTransformBound? {
        func number(_ token: CSSToken) -> Double? {
            switch token {
            case let .number(value): return value
            case let .percentage(value): return value / 100 * percentBase
            case let .dimension(value, unit):
                return SVGLength(token)?.resolved(fontSize: 16...16, base: percentBase...percentBase).upperBound
                    ?? angle(value, unit)
            default: return nil
            }
        }
        func angle(_ value: Double, _ unit: String) -> Double? {
            switch unit.lowercased() {
            case "deg": return value
            case "rad": return value * 180 / .pi
            case "grad": return value * 0.9
            case "turn": return value * 360
            default: return nil
            }
        }
        let values = arguments.compactMap(number)
        guard values.count == arguments.count, values.allSatisfy(\.isFinite) else { return nil }
        func tangent(_ degrees: Double) -> Double { abs(tan(degrees * .pi / 180)) }
        switch (name, values.count) {
        case ("matrix", 6):
            return SVGTransformBound(scale: norm(a: values[0], b: values[1], c: values[2], d: values[3]),
                                     offset: hypot(values[4], values[5]))
        case ("translate", 1...2), ("translatex", 1), ("translatey", 1):
            return SVGTransformBound(scale: 1, offset: values.map(abs).reduce(0, +))
        case ("scale", 1...2), ("scalex", 1), ("scaley", 1):
            return SVGTransformBound(scale: max(values.map(abs).max()!, name == "scale" ? 0 : 1), offset: 0)
        case ("rotate", 1):
            return .identity
        case ("rotate", 3):
            return SVGTransformBound(scale: 1, offset: 2 * hypot(values[1], values[2]))
        case ("skewx", 1), ("skewy", 1):
            return SVGTransformBound(scale: norm(a: 1, b: 0, c: tangent(values[0]), d: 1), offset: 0)
        case ("skew", 1...2):
            return SVGTransformBound(scale: norm(a: 1, b: values.count == 2 ? tangent(values[1]) : 0, c: tangent(values[0]), d: 1), offset: 0)
        default:
            return nil
        }
    }
}
