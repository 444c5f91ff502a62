/// A parsed theme document: JSON or YAML, the same tree, with the line of every
/// value and mapping key. Text is held as written; ``ThemeReader`` checks it
/// when it reads it, naming the asset and the key.
indirect enum ThemeValue: Sendable {
    case map([(key: String, value: ThemeValue, line: Int?)], line: Int?)
    case list([ThemeValue], line: Int?)
    case string(String, line: Int?)
    case number(Double, line: Int?)
    case bool(Bool, line: Int?)
    case null(line: Int?)

    var line: Int? {
        switch self {
        case let .map(_, line), let .list(_, line), let .string(_, line), let .number(_, line), let .bool(_, line), let .null(line):
            return line
        }
    }

    /// What the value is, for messages.
    var kindName: String {
        switch self {
        case .map: return "a mapping"
        case .list: return "a list"
        case .string: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}
