import Foundation

/// The values an element may take for the properties the bounds checks read:
/// its presentation attributes, its `style` attribute and every style-sheet
/// rule that may match it, each one a candidate. Which one wins does not
/// matter to a bound, which takes the worst of them.
struct SVGDeclarations {
    private var values: [String: [[CSSToken]]] = [:]

    /// The most distinct candidates any one property has. Each is resolved at
    /// every instance of the element, so the checks refuse more than
    /// ``maximumCandidates`` (a style sheet of a thousand rules setting one
    /// element's `fill` to a thousand values is not an icon).
    private(set) var mostCandidates = 0
    static let maximumCandidates = 32

    /// Properties that are also presentation attributes in librsvg 2.54 (or,
    /// for `x1`…`points`, attributes only); only these are collected.
    static let attributes: Set<String> = [
        "font-size", "stroke-width", "stroke", "fill", "stroke-dasharray", "stroke-linecap", "stroke-linejoin",
        "marker-start", "marker-mid", "marker-end", "clip-path", "mask", "filter", "opacity", "mix-blend-mode",
        "transform", "x", "y", "width", "height", "cx", "cy", "r", "rx", "ry", "letter-spacing", "word-spacing",
        "x1", "y1", "x2", "y2", "dx", "dy",
    ]
    /// Properties only style sheets and `style` attributes set.
    static let cssOnly: Set<String> = ["font", "marker"]

    init(_ element: SVGElementTree.Element, sheet: [CSSDeclaration]) {
        for attribute in element.attributes where Self.attributes.contains(attribute.name) {
            values[attribute.name, default: []].append(CSSTokenizer.tokens(attribute.value))
        }
        let style = element.attribute("style").map(SVGStyleSheet.declarations(inStyleAttribute:)) ?? []
        for declaration in sheet + style
        where Self.attributes.contains(declaration.property) || Self.cssOnly.contains(declaration.property) {
            values[declaration.property, default: []].append(declaration.value)
        }
        // `font: bold 12px serif` and `marker: url(#m)` stand for longhands too.
        for font in values["font"] ?? [] { values["font-size", default: []] += Self.fontSizes(inShorthand: font) }
        for marker in values["marker"] ?? [] {
            for longhand in ["marker-start", "marker-mid", "marker-end"] { values[longhand, default: []].append(marker) }
        }
        for (property, candidates) in values {
            var seen = Set<[CSSToken]>()
            values[property] = candidates.filter { seen.insert($0).inserted }
            mostCandidates = max(mostCandidates, seen.count)
        }
    }

    /// Every candidate value of `property`.
    func candidates(_ property: String) -> [[CSSToken]] {
        values[property] ?? []
    }

    /// The sizes a `font` shorthand may give: every length, percentage, size
    /// keyword or number before the `/` of a line height, but for a whole
    /// number from 1 to 1000 followed by another, which librsvg reads as the
    /// weight (`700 12px`). A unitless size is a size to librsvg: `bold 2e4`.
    private static func fontSizes(inShorthand tokens: [CSSToken]) -> [[CSSToken]] {
        let significant = SVGValues.significant(tokens)
        let end = significant.firstIndex(of: .delimiter("/")) ?? significant.endIndex
        var sizes: [[CSSToken]] = []
        for (position, token) in significant[..<end].enumerated() {
            switch token {
            case .percentage, .dimension:
                sizes.append([token])
            case let .number(value):
                let weight = value == value.rounded() && (1...1000).contains(value)
                    && significant[(position + 1)..<end].contains { $0.isNumeric }
                if !weight { sizes.append([token]) }
            case let .ident(word) where SVGInheritedState.fontSizeKeywords[word.lowercased()] != nil:
                sizes.append([token])
            default:
                continue
            }
        }
        return sizes
    }
}

/// The inherited properties that bound what an element's content may ask for,
/// each as a bound: font sizes as ranges, stroke widths from above, dash
/// periods from below.
struct SVGInheritedState {
    var fontSize: ClosedRange<Double> = 12...12
    var strokeWidth = 1.0
    var stroked = false
    var roundCaps = false
    var roundJoins = false
    /// The shortest period of the dash pattern, in user units; `nil` when solid.
    var dashPeriod: Double?
    /// Ids of the markers at the start, middle or end of paths.
    var markers: Set<String> = []
    /// Ids of the patterns that fills and strokes paint with.
    var paints: Set<String> = []
    var letterSpacing = 0.0

    /// Absolute size keywords, with a range covering what librsvg makes of each.
    static let fontSizeKeywords: [String: ClosedRange<Double>] = [
        "xx-small": 4...12, "x-small": 6...14, "small": 8...16, "medium": 10...18, "large": 12...22,
        "x-large": 14...28, "xx-large": 18...40,
    ]

    /// The ids of the elements a state keeps references to: patterns (which
    /// fills and strokes draw) and markers. A reference to anything else draws
    /// nothing the checks need to follow.
    struct Targets {
        var patterns: Set<String> = []
        var markers: Set<String> = []
    }

    /// The state of an element's content: this state (its parent's) with the
    /// element's own declarations applied. `viewport` is the size percentages
    /// of lengths refer to; `describe` names the element for errors.
    func cascading(_ declarations: SVGDeclarations, viewport: (width: Double, height: Double), targets: Targets,
                   describe: (String) -> GlazeError) throws(GlazeError) -> SVGInheritedState {
        var state = self
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        if let size = try Self.union(declarations.candidates("font-size"), inherited: fontSize, { tokens in
            if let keyword = SVGValues.keyword(tokens) {
                if let range = Self.fontSizeKeywords[keyword] { return range }
                if keyword == "larger" { return (fontSize.lowerBound * 1.2)...(fontSize.upperBound * 1.2) }
                if keyword == "smaller" { return (fontSize.lowerBound / 1.2)...(fontSize.upperBound / 1.2) }
            }
            return SVGLength(tokens)?.resolved(fontSize: fontSize, base: fontSize)
        }, describe: { describe("font-size") }) {
            state.fontSize = size
        }
        if let width = try Self.union(declarations.candidates("stroke-width"), inherited: strokeWidth...strokeWidth, { tokens in
            SVGLength(tokens)?.resolved(fontSize: state.fontSize, base: diagonal...diagonal)
        }, describe: { describe("stroke-width") }) {
            state.strokeWidth = max(abs(width.lowerBound), abs(width.upperBound))
        }
        if let spacing = try Self.union(declarations.candidates("letter-spacing") + declarations.candidates("word-spacing"),
                                        inherited: letterSpacing...letterSpacing, { tokens in
            SVGValues.keyword(tokens) == "normal" ? 0...0 : SVGLength(tokens)?.resolved(fontSize: state.fontSize, base: diagonal...diagonal)
        }, describe: { describe("letter-spacing") }) {
            state.letterSpacing = max(abs(spacing.lowerBound), abs(spacing.upperBound))
        }
        try state.applyStroke(declarations, diagonal: diagonal, describe: describe)
        state.paints = state.paints.filter(targets.patterns.contains)
        for property in ["marker-start", "marker-mid", "marker-end"] {
            for tokens in declarations.candidates(property) where !SVGValues.isInherit(tokens) {
                state.markers.formUnion(SVGValues.references(in: tokens).compactMap(\.fragment).filter(targets.markers.contains))
            }
        }
        return state
    }

    /// `stroke`, `fill`, `stroke-linecap`, `stroke-linejoin` and `stroke-dasharray`.
    private mutating func applyStroke(_ declarations: SVGDeclarations, diagonal: Double,
                                      describe: (String) -> GlazeError) throws(GlazeError) {
        for tokens in declarations.candidates("stroke") where !SVGValues.isInherit(tokens) {
            if SVGValues.keyword(tokens) != "none" { stroked = true }
            paints.formUnion(SVGValues.references(in: tokens).compactMap(\.fragment))
        }
        for tokens in declarations.candidates("fill") where !SVGValues.isInherit(tokens) {
            paints.formUnion(SVGValues.references(in: tokens).compactMap(\.fragment))
        }
        if declarations.candidates("stroke-linecap").contains(where: { SVGValues.keyword($0) == "round" }) { roundCaps = true }
        if declarations.candidates("stroke-linejoin").contains(where: { SVGValues.keyword($0) == "round" }) { roundJoins = true }
        for tokens in declarations.candidates("stroke-dasharray") where !SVGValues.isInherit(tokens) {
            if SVGValues.keyword(tokens) == "none" { continue }
            let items = SVGValues.significant(tokens).filter { $0 != .delimiter(",") }
            let lengths = items.map { SVGLength($0)?.resolved(fontSize: fontSize, base: diagonal...diagonal) }
            guard !lengths.contains(where: { $0 == nil }) else {
                if SVGValues.canBeIgnored(tokens) { continue }
                throw describe("stroke-dasharray")
            }
            // librsvg ignores a pattern with a negative length or a zero sum; an
            // odd list repeats once to make pairs.
            let low = lengths.map { $0!.lowerBound }
            guard !low.isEmpty, low.allSatisfy({ $0 >= 0 }) else { continue }
            let period = low.reduce(0, +) * (low.count % 2 == 1 ? 2 : 1)
            dashPeriod = min(dashPeriod ?? .infinity, period)
        }
    }

    /// The union of the ranges the candidates resolve to (the inherited range
    /// for `inherit`), or `nil` when there is none. A candidate that does not
    /// resolve is skipped if it has no digit and refused if it has.
    private static func union(_ candidates: [[CSSToken]], inherited: ClosedRange<Double>,
                              _ resolve: ([CSSToken]) -> ClosedRange<Double>?,
                              describe: () -> GlazeError) throws(GlazeError) -> ClosedRange<Double>? {
        var result: ClosedRange<Double>?
        for tokens in candidates {
            var range: ClosedRange<Double>
            if SVGValues.isInherit(tokens) {
                range = inherited
            } else if let resolved = resolve(tokens) {
                guard resolved.lowerBound.isFinite, resolved.upperBound.isFinite else { throw describe() }
                range = resolved
            } else if SVGValues.canBeIgnored(tokens) {
                continue
            } else {
                throw describe()
            }
            if let current = result { range = min(current.lowerBound, range.lowerBound)...max(current.upperBound, range.upperBound) }
            result = range
        }
        return result
    }
}
