import Foundation

/// The components of layer values that Core Animation's dotted key paths name:
/// `x` and `y` of points, `width` and `height` of sizes, `origin` and `size`
/// of rectangles (and theirs), and a transform's `scale`, `rotation` and
/// `translation` parts.
enum KeyPathComponent {
    /// The component at `path` of `whole`, or `nil` where `whole` has none.
    static func read(_ path: String, of whole: Any?) -> Any? {
        switch whole {
        case let t as CATransform3D: return TransformParts(t).component(path)
        case let p as CGPoint:
            switch path {
            case "x": return p.x
            case "y": return p.y
            default: return nil
            }
        case let s as CGSize:
            switch path {
            case "width": return s.width
            case "height": return s.height
            default: return nil
            }
        case let r as CGRect:
            let (head, tail) = split(path)
            switch head {
            case "origin": return tail.map { read($0, of: r.origin) } ?? r.origin
            case "size": return tail.map { read($0, of: r.size) } ?? r.size
            default: return nil
            }
        default: return nil
        }
    }

    /// `whole` with the component at `path` replaced by `value`, or `nil`
    /// where `whole` has no such component or `value` is of the wrong type.
    static func write(_ value: Any?, at path: String, into whole: Any?) -> Any? {
        switch whole {
        case let t as CATransform3D:
            guard let number = AnimatableValue.number(value) else { return nil }
            var parts = TransformParts(t)
            return parts.set(path, to: number) ? parts.transform : nil
        case var p as CGPoint:
            guard let number = AnimatableValue.number(value) else { return nil }
            switch path {
            case "x": p.x = number
            case "y": p.y = number
            default: return nil
            }
            return p
        case var s as CGSize:
            guard let number = AnimatableValue.number(value) else { return nil }
            switch path {
            case "width": s.width = number
            case "height": s.height = number
            default: return nil
            }
            return s
        case var r as CGRect:
            let (head, tail) = split(path)
            switch head {
            case "origin":
                guard let origin = (tail.map { write(value, at: $0, into: r.origin) } ?? value) as? CGPoint else { return nil }
                r.origin = origin
            case "size":
                guard let size = (tail.map { write(value, at: $0, into: r.size) } ?? value) as? CGSize else { return nil }
                r.size = size
            default: return nil
            }
            return r
        default: return nil
        }
    }

    /// The first key of a dotted path and the rest, if any.
    private static func split(_ path: String) -> (String, String?) {
        guard let dot = path.firstIndex(of: ".") else { return (path, nil) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
