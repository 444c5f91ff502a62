import Foundation

/// One `property: value` of a style sheet or a `style` attribute.
struct CSSDeclaration {
    /// The property's name, escapes resolved and lowercased.
    let property: String
    let value: [CSSToken]
}

/// The `<style>` sheets of a document, read for the bounds checks: which
/// declarations may apply to which element.
///
/// Matching is deliberately generous: a rule applies to every element its
/// selector's last compound (`rect.big` of `g > rect.big:hover`) could match,
/// whatever the combinators, attribute selectors and pseudo-classes say. The
/// checks then take the worst of every declaration that may apply, so a
/// selector the checks cannot evaluate never hides a value librsvg would use.
/// At-rules are refused when they load something (`@import`); the rules inside
/// any other (`@media`, `@supports`) are read as if they applied.
struct SVGStyleSheet {
    /// A selector's last compound: the element name (or none, for `*`), id and
    /// classes an element needs to match it.
    struct Subject: Hashable {
        var type: String?
        var id: String?
        var classes: [String] = []
    }

    private(set) var rules: [(subject: Subject, declarations: [CSSDeclaration])] = []
    /// What matching each `<style>` element's rules costs librsvg, with its line.
    private(set) var costs: [(line: Int, cost: SVGStyleCost.Sheet)] = []
    /// Rules by what an element must have to match: its id, a class, its name;
    /// those that need none of them are under `nil`.
    private var byKey: [Key?: [Int]] = [:]

    private enum Key: Hashable {
        case id(String), className(String), type(String)
    }

    /// Reads the text of every `<style>` element of a document.
    /// - Throws: ``GlazeError/Code-swift.struct/unreadableImage`` for an `@import`.
    init(_ texts: [(text: String, line: Int)], source: String) throws(GlazeError) {
        for (text, line) in texts {
            var cost = SVGStyleCost.Sheet()
            try read(CSSTokenizer.tokens(text)[...], line: line, source: source, depth: 0, cost: &cost)
            costs.append((line, cost))
        }
        for (number, rule) in rules.enumerated() {
            let key: Key? = rule.subject.id.map(Key.id) ?? rule.subject.classes.first.map(Key.className)
                ?? rule.subject.type.map(Key.type)
            byKey[key, default: []].append(number)
        }
    }

    /// The declarations of every rule that may apply to an element called `name`
    /// with `id` and `classes`, in no particular order; `nil` once more than
    /// `budget` rules have been looked at, all elements together (a sheet of a
    /// million `*` rules would otherwise cost a million steps per element).
    func declarations(forElement name: String, id: String?, classes: [Substring], budget: inout Int) -> [CSSDeclaration]? {
        guard !rules.isEmpty else { return [] }
        var candidates = byKey[nil] ?? []
        candidates += byKey[.type(name.lowercased())] ?? []
        if let id { candidates += byKey[.id(id)] ?? [] }
        for className in Set(classes) { candidates += byKey[.className(String(className))] ?? [] }
        budget -= candidates.count
        guard budget >= 0 else { return nil }
        var found: [CSSDeclaration] = []
        for number in Set(candidates) where Self.matches(rules[number].subject, name: name, id: id, classes: classes) {
            found += rules[number].declarations
        }
        return found
    }

    /// The declarations of a `style` attribute.
    static func declarations(inStyleAttribute text: String) -> [CSSDeclaration] {
        declarations(CSSTokenizer.tokens(text)[...])
    }

    // MARK: Reading

    /// At-rules nest no deeper than this; deeper blocks are not read (librsvg
    /// applies no rule inside an at-rule other than `@import` anyway).
    private static let maximumNesting = 8

    private mutating func read(_ tokens: ArraySlice<CSSToken>, line: Int, source: String, depth: Int,
                               cost: inout SVGStyleCost.Sheet) throws(GlazeError) {
        var rest = tokens
        while !rest.isEmpty {
            // A prelude runs to the `{` of its block (or to a `;`, for an at-rule without one).
            guard let open = rest.firstIndex(where: { $0 == .delimiter("{") || $0 == .delimiter(";") }) else { return }
            let prelude = rest[..<open].drop { $0 == .whitespace }
            if case let .atKeyword(name)? = prelude.first, name.lowercased() == "import" {
                throw GlazeError(.unreadableImage(source: source,
                                       reason: "imports a style sheet (@import in the <style> on line \(line)), which Glaze does not load"))
            }
            guard rest[open] == .delimiter("{") else {
                rest = rest[(open + 1)...]
                continue
            }
            let close = Self.matchingBrace(in: rest, from: open)
            let body = rest[(open + 1)..<close]
            if case .atKeyword? = prelude.first {
                if depth < Self.maximumNesting { try read(body, line: line, source: source, depth: depth + 1, cost: &cost) }
            } else {
                cost.add(selectors: prelude)
                let declarations = Self.declarations(body)
                for subject in Self.subjects(of: prelude) where !declarations.isEmpty {
                    rules.append((subject, declarations))
                }
            }
            rest = close < rest.endIndex ? rest[(close + 1)...] : []
        }
    }

    /// The index of the `}` closing the block opened at `open`, or the end.
    private static func matchingBrace(in tokens: ArraySlice<CSSToken>, from open: Int) -> Int {
        var depth = 0
        for position in open..<tokens.endIndex {
            if tokens[position] == .delimiter("{") { depth += 1 }
            if tokens[position] == .delimiter("}") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return tokens.endIndex
    }

    /// `a: b; c: d !important` as declarations; malformed ones are dropped, as
    /// CSS drops them.
    private static func declarations(_ tokens: ArraySlice<CSSToken>) -> [CSSDeclaration] {
        var found: [CSSDeclaration] = []
        var depth = 0
        var start = tokens.startIndex
        func take(_ piece: ArraySlice<CSSToken>) {
            let trimmed = piece.drop { $0 == .whitespace }
            guard case let .ident(name)? = trimmed.first else { return }
            let afterName = trimmed.dropFirst().drop { $0 == .whitespace }
            guard afterName.first == .delimiter(":") else { return }
            var value = Array(afterName.dropFirst())
            if let bang = value.lastIndex(of: .delimiter("!")) { value.removeSubrange(bang...) }
            found.append(CSSDeclaration(property: name.lowercased(), value: value))
        }
        for position in tokens.indices {
            switch tokens[position] {
            case .delimiter("("), .delimiter("["), .delimiter("{"), .function: depth += 1
            case .delimiter(")"), .delimiter("]"), .delimiter("}"): depth = max(depth - 1, 0)
            case .delimiter(";") where depth == 0:
                take(tokens[start..<position])
                start = position + 1
            default: break
            }
        }
        take(tokens[start...])
        return found
    }

    /// The last compound of each selector in a comma-separated list.
    private static func subjects(of prelude: ArraySlice<CSSToken>) -> [Subject] {
        var subjects: [Subject] = []
        var current = Subject()
        var depth = 0
        var afterDot = false
        var afterColon = false
        // A combinator ends a compound only once another one starts: the space
        // before `{` or after the last compound combines nothing.
        var combinator = false
        for token in prelude {
            defer { if token != .delimiter(".") { afterDot = false }; if token != .delimiter(":") { afterColon = false } }
            if depth > 0 {
                if token == .delimiter(")") || token == .delimiter("]") { depth -= 1 }
                if case .function = token { depth += 1 }
                if token == .delimiter("[") || token == .delimiter("(") { depth += 1 }
                continue
            }
            switch token {
            case .whitespace, .delimiter(">"), .delimiter("+"), .delimiter("~"):
                combinator = true
                continue
            case .delimiter(","):
                combinator = false
            default:
                if combinator { current = Subject() }
                combinator = false
            }
            switch token {
            case .delimiter(","):
                subjects.append(current)
                current = Subject()
            case .delimiter("["), .delimiter("("), .function:
                depth += 1
            case .delimiter("."):
                afterDot = true
            case .delimiter(":"):
                afterColon = true
            case .delimiter("|"):
                current.type = nil
            case let .hash(id):
                current.id = id
            case let .ident(name):
                if afterDot {
                    current.classes.append(name)
                } else if !afterColon {
                    current.type = name.lowercased()
                }
            default:
                break
            }
        }
        subjects.append(current)
        return subjects
    }

    private static func matches(_ subject: Subject, name: String, id: String?, classes: [Substring]) -> Bool {
        if let type = subject.type, type != name.lowercased() { return false }
        if let wanted = subject.id, wanted != id { return false }
        return subject.classes.allSatisfy { wanted in classes.contains { $0 == wanted } }
    }
}
