import Foundation

/// The attributes string drawing reads from a run's dictionary, found in one
/// pass over it. A chart's label gives two of the thirteen; looking each of
/// them up by its key hashed every key's name for every label drawn.
struct DrawingAttributes {
    /// An attribute drawing reads.
    enum Name: Int, CaseIterable {
        case font, foregroundColor, backgroundColor, kern, baselineOffset, underlineStyle, underlineColor
        case strikethroughStyle, strikethroughColor, strokeWidth, strokeColor, paragraphStyle, shadow
    }

    /// Each name's key, in the names' order: a short list, which a few string
    /// comparisons search faster than a dictionary hashes a key.
    static let keys: [NSAttributedString.Key] = [
        .font, .foregroundColor, .backgroundColor, .kern, .baselineOffset, .underlineStyle, .underlineColor,
        .strikethroughStyle, .strikethroughColor, .strokeWidth, .strokeColor, .paragraphStyle, .shadow,
    ]

    private var values = InlineArray<13, Any?>(repeating: nil)

    /// The values of `attributes` that drawing reads; other keys are ignored,
    /// as UIKit ignores keys it does not know.
    init(_ attributes: [NSAttributedString.Key: Any]) {
        for (key, value) in attributes {
            if let index = Self.keys.firstIndex(of: key) { values[index] = value }
        }
    }

    /// The value given for `name`, or `nil`.
    subscript(name: Name) -> Any? { values[name.rawValue] }
}
