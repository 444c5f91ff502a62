import Foundation
import Yams

/// A parsed theme document: JSON or YAML, the same tree, with lines where the
/// format gives them (YAML does; Foundation's JSON parser does not).
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

enum ThemeFormat {
    case json
    case yaml

    init(path: String) {
        let lower = path.lowercased()
        self = lower.hasSuffix(".json") ? .json : .yaml
    }
}

/// Reads theme files into ``ThemeValue`` trees, with syntax errors that give the line.
enum ThemeParser {
    static func parse(_ text: String, format: ThemeFormat, file: String) throws(ThemeError) -> ThemeValue {
        switch format {
        case .json: return try parseJSON(text, file: file)
        case .yaml: return try parseYAML(text, file: file)
        }
    }

    private static func parseJSON(_ text: String, file: String) throws(ThemeError) -> ThemeValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw ThemeError(file: file, line: jsonLine(detail, text: text), message: "malformed JSON: \(detail)")
        }
        return convert(object)
    }

    /// Foundation names the line ("around line 3, column 7"), or only a character
    /// offset ("around character 42"), which is turned into a line here.
    private static func jsonLine(_ detail: String, text: String) -> Int? {
        if let range = detail.range(of: #"line (\d+)"#, options: .regularExpression) {
            return Int(detail[range].dropFirst(5))
        }
        if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
           let offset = Int(detail[range].dropFirst(10)) {
            return text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
        }
        return nil
    }

    private static func convert(_ object: Any) -> ThemeValue {
        switch object {
        case let map as [String: Any]:
            return .map(map.keys.sorted().map { ($0, convert(map[$0]!), nil) }, line: nil)
        case let list as [Any]:
            return .list(list.map(convert), line: nil)
        case let text as String:
            return .string(text, line: nil)
        case let number as NSNumber:
            // Foundation gives Booleans as NSNumbers too; their type code ("c") tells them apart.
            if String(cString: number.objCType) == "c" {
                return .bool(number.boolValue, line: nil)
            }
            return .number(number.doubleValue, line: nil)
        default:
            return .null(line: nil)
        }
    }

    private static func parseYAML(_ text: String, file: String) throws(ThemeError) -> ThemeValue {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ThemeError(file: file, line: yamlLine(error), message: "malformed YAML: \(yamlProblem(error))")
        } catch {
            throw ThemeError(file: file, message: "malformed YAML: \(error)")
        }
        guard let node else { return .null(line: 1) }
        return convert(node)
    }

    private static func yamlLine(_ error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return mark.line
        default:
            return nil
        }
    }

    private static func yamlProblem(_ error: YamlError) -> String {
        switch error {
        case let .scanner(context, problem, _, _), let .parser(context, problem, _, _), let .composer(context, problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        default:
            return "\(error)"
        }
    }

    private static func convert(_ node: Node) -> ThemeValue {
        let line = node.mark.map { $0.line }
        switch node {
        case let .mapping(mapping):
            return .map(mapping.map { ($0.key.string ?? "\($0.key)", convert($0.value), $0.key.mark?.line) }, line: line)
        case let .sequence(sequence):
            return .list(sequence.map(convert), line: line)
        case let .scalar(scalar):
            let text = scalar.string
            if scalar.style == .plain {
                if let flag = Bool.construct(from: scalar) { return .bool(flag, line: line) }
                if let integer = Int.construct(from: scalar) { return .number(Double(integer), line: line) }
                if let number = Double.construct(from: scalar) { return .number(number, line: line) }
                if text == "~" || text == "null" || text.isEmpty { return .null(line: line) }
            }
            return .string(text, line: line)
        case .alias:
            return .null(line: line)
        }
    }
}
