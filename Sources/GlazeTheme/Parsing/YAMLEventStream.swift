internal import CGlazeYAML

/// One event of a YAML document, as libyaml reports it, with its 1-based line.
enum YAMLEvent {
    case documentStart(line: Int)
    case documentEnd
    case scalar(String, anchor: String?, resolvable: Bool, line: Int)
    case sequenceStart(anchor: String?, line: Int)
    case sequenceEnd
    case mappingStart(anchor: String?, line: Int)
    case mappingEnd
    case alias(String, line: Int)
    case streamEnd
}

/// What libyaml could not read, and where.
struct YAMLSyntaxError: Error {
    var problem: String
    var line: Int?
    /// The 1-based column, in characters, when the line is known.
    var column: Int?
}

/// libyaml's event parser over one text. It owns the parser and a copy of the
/// text, which libyaml reads from until the parser is deleted. Events rather
/// than libyaml's document loader: the loader expands nothing, but whoever walks
/// its tree does, and only the caller knows the budget for that.
final class YAMLEventStream {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var finished = false

    init(_ text: String) {
        let bytes = Array(text.utf8)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        // Fails only when malloc does, which Swift would not survive either.
        precondition(yaml_parser_initialize(parser) == 1, "libyaml could not allocate a parser")
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event; ``YAMLEvent/streamEnd`` once the text is read, and again after that.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        if finished { return .streamEnd }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw syntaxError() }
        defer { yaml_event_delete(&event) }
        let line = Int(event.start_mark.line) + 1
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(line: line)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            // A plain scalar may be a number, a flag or null unless tagged as text.
            let tag = Self.string(scalar.tag)
            let resolvable = scalar.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
            return .scalar(text, anchor: Self.string(scalar.anchor), resolvable: resolvable, line: line)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), line: line)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), line: line)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        case YAML_ALIAS_EVENT:
            return .alias(Self.string(event.data.alias.anchor) ?? "", line: line)
        case YAML_STREAM_END_EVENT:
            finished = true
            return .streamEnd
        default:
            // The stream's start carries nothing a theme needs.
            return try next()
        }
    }

    private func syntaxError() -> YAMLSyntaxError {
        let problem = parser.pointee.problem.map { String(cString: $0) }
        let context = parser.pointee.context.map { String(cString: $0) }
        let message = [context, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        let mark = parser.pointee.problem_mark
        // libyaml leaves the mark at zero for errors it has no position for (out of memory).
        let known = !(mark.index == 0 && mark.line == 0 && problem == nil)
        return YAMLSyntaxError(problem: message.isEmpty ? "unreadable YAML" : message, line: known ? Int(mark.line) + 1 : nil,
                               column: known ? Int(mark.column) + 1 : nil)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
