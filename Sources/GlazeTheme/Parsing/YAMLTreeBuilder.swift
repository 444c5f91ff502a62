/// Builds the tree from libyaml's events, without recursion, so that the value
/// budget and the depth limit see every alias *before* it is expanded: an alias
/// costs the size of what its anchor holds, and shares that value rather than
/// copying it. Mapping keys must be plain text, and a repeated key is refused.
/// Merge keys (`<<: *base`) are refused by name: a YAML 1.1 extra that YAML 1.2
/// dropped and JSON lacks, so a theme using them would mean different things to
/// different tools; a theme shares whole values through anchors and aliases.
struct YAMLTreeBuilder {
    private var tree: ThemeTreeBuilder
    private var anchors: [String: Anchored] = [:]
    private var open: [Collection] = []

    /// An anchored value, with what an alias of it costs.
    private struct Anchored {
        var value: ThemeValue
        var size: Int
        var height: Int
    }

    /// A mapping or list whose end has not been read yet.
    private struct Collection {
        var items: [ThemeValue] = []
        var entries: [(key: String, value: ThemeValue, line: Int?)] = []
        var keys: Set<String> = []
        var pendingKey: (text: String, line: Int)?
        let isMapping: Bool
        let line: Int
        let anchor: String?
        let valuesBefore: Int
        var height = 0

        var awaitsKey: Bool { isMapping && pendingKey == nil }
    }

    init(_ tree: ThemeTreeBuilder) {
        self.tree = tree
    }

    private var file: String { tree.file }

    mutating func build(_ events: YAMLEventStream) throws(ThemeError) -> ThemeValue {
        var root: ThemeValue?
        var documents = 0
        while true {
            let event: YAMLEvent
            do {
                event = try events.next()
            } catch {
                throw ThemeError(.syntax, file: file, line: error.line, column: error.column, message: "malformed YAML: \(error.problem)")
            }
            switch event {
            case let .documentStart(line):
                documents += 1
                guard documents == 1 else {
                    throw ThemeError(.syntax, file: file, line: line, message: "holds more than one YAML document; a theme is one")
                }
            case .documentEnd:
                continue
            case .streamEnd:
                return root ?? .null(line: 1)
            case let .scalar(text, anchor, resolvable, line):
                if open.last?.awaitsKey == true {
                    try key(text, anchor: anchor, plain: resolvable, line: line)
                    continue
                }
                try tree.count(depth: open.count, line: line)
                let value = resolvable ? YAMLScalar.resolve(text, line: line) ?? .string(text, line: line) : .string(text, line: line)
                root = close(value, size: 1, height: 0, anchor: anchor) ?? root
            case let .alias(name, line):
                if open.last?.awaitsKey == true { throw keyError("an alias (*\(name))", line: line) }
                guard let anchored = anchors[name] else {
                    throw ThemeError(.syntax, file: file, line: line, message: "malformed YAML: the alias *\(name) names no anchor before it")
                }
                guard open.count + anchored.height <= tree.limits.maximumDepth else { throw tree.limits.tooDeep(file: file, line: line) }
                try tree.count(depth: open.count, line: line, size: anchored.size)
                root = close(anchored.value, size: anchored.size, height: anchored.height, anchor: nil) ?? root
            case let .sequenceStart(anchor, line), let .mappingStart(anchor, line):
                let isMapping = if case .mappingStart = event { true } else { false }
                if open.last?.awaitsKey == true { throw keyError(isMapping ? "a mapping" : "a list", line: line) }
                let before = tree.values
                try tree.count(depth: open.count, line: line)
                open.append(Collection(isMapping: isMapping, line: line, anchor: anchor, valuesBefore: before))
            case .sequenceEnd, .mappingEnd:
                guard let done = open.popLast() else { continue }
                let value: ThemeValue = done.isMapping ? .map(done.entries, line: done.line) : .list(done.items, line: done.line)
                root = close(value, size: tree.values - done.valuesBefore, height: done.height, anchor: done.anchor) ?? root
            }
        }
    }

    /// Reads a mapping key: text, not yet used in this mapping, and not a merge key.
    private mutating func key(_ key: String, anchor: String?, plain: Bool, line: Int) throws(ThemeError) {
        // Only a plain `<<` merges; a quoted one is an ordinary (and unknown) key.
        if plain, key == "<<" {
            throw ThemeError(.syntax, file: file, line: line, message: "YAML merge keys ('<<') are not supported: "
                             + "write the keys out, or share whole values with an anchor (&name) and aliases (*name)")
        }
        guard open[open.count - 1].keys.insert(key).inserted else {
            throw ThemeError(.syntax, file: file, line: line, message: "malformed YAML: a mapping repeats the key '\(ThemeError.shown(key))'")
        }
        open[open.count - 1].pendingKey = (key, line)
        if let anchor { anchors[anchor] = Anchored(value: .string(key, line: line), size: 1, height: 0) }
    }

    private func keyError(_ what: String, line: Int) -> ThemeError {
        ThemeError(.syntax, file: file, line: line, message: "a mapping key must be plain text, not \(what)")
    }

    /// Puts a finished value into the collection that holds it, remembering its
    /// anchor; returns it when it is the document's root.
    private mutating func close(_ value: ThemeValue, size: Int, height: Int, anchor: String?) -> ThemeValue? {
        if let anchor { anchors[anchor] = Anchored(value: value, size: size, height: height) }
        guard !open.isEmpty else { return value }
        let index = open.count - 1
        open[index].height = max(open[index].height, height + 1)
        if open[index].isMapping, let key = open[index].pendingKey {
            open[index].entries.append((key.text, value, key.line))
            open[index].pendingKey = nil
        } else {
            open[index].items.append(value)
        }
        return nil
    }
}
