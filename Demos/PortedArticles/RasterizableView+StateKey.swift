import Foundation
import GlazeCoreGraphics

/// The article's `NSObject+HTPropertyHash` category: the text that names a
/// rasterizable view's state.
extension RasterizableView {
    /// The view's class, then the value at each of its
    /// ``RasterizableView/keyPathsThatAffectState``, in order. Views in the
    /// same state have the same key, however their values were made.
    var stateKey: String {
        let values = keyPathsThatAffectState.map { keyPath in
            guard let value = self[keyPath: keyPath] else {
                preconditionFailure("\(keyPath) is not a key path of \(type(of: self))")
            }
            return StateValue.describe(value)
        }
        return ([String(reflecting: type(of: self))] + values).joined(separator: "|")
    }
}

/// How a value reads in a state key: unique to the value, but not too unique.
private enum StateValue {
    /// Colours and fonts by what they draw: they are objects whose own
    /// descriptions print their addresses, which would give equal colours
    /// made apart different keys (the article's exception for `CGColorRef`).
    /// Everything else by its debug description, which quotes and escapes
    /// strings, so that no string can pass for the separator between values.
    /// An empty optional reads `nil`, a full one as its value.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        }
        switch value {
        case let color as UIColor:
            return components(of: color) ?? String(reflecting: color)
        case let color as CGColor:
            return components(of: UIColor(cgColor: color)) ?? String(reflecting: color)
        case let font as UIFont:
            return "\(font.fontName) \(font.pointSize)"
        default:
            return String(reflecting: value)
        }
    }

    /// The colour's red, green, blue and alpha, or `nil` for a colour that
    /// has none (a pattern, which keys by its identity instead). The
    /// components are checked first because Glaze's `getRed` reads a pattern
    /// as black where UIKit's fails.
    private static func components(of color: UIColor) -> String? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.cgColor.components != nil, color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
