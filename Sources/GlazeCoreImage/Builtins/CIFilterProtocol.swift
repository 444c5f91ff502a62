import Foundation

/// What every typed filter of ``CIFilter/gaussianBlur()`` and the other
/// builders has: its output (Core Image's `CIFilterProtocol`, which
/// `import CoreImage.CIFilterBuiltins` brings).
public protocol CIFilterProtocol: AnyObject {
    /// The filter's result, or `nil` when its inputs cannot make one.
    var outputImage: CIImage? { get }
    /// Attributes a custom filter adds; `nil` for the built-in ones.
    static var customAttributes: [String: Any]? { get }
}

extension CIFilterProtocol {
    /// `nil`: the built-in filters add no attributes.
    public static var customAttributes: [String: Any]? { nil }
}

/// A built-in filter with typed properties, made by a builder such as
/// ``CIFilter/gaussianBlur()``; each property reads and writes the input of
/// the same name by key, so key-value code and typed code see the same values.
class BuiltinFilter: CIFilter {
    init(_ definition: FilterDefinition) {
        super.init(definition: definition)
    }

    /// The image of `key`.
    func image(_ key: String) -> CIImage? { typedValue(forKey: key) }

    /// The colour of `key`; clear when it is unset or not a colour.
    func color(_ key: String) -> CIColor { typedValue(forKey: key) ?? .clear }

    /// The point a vector of `key` holds.
    func point(_ key: String) -> CGPoint { (typedValue(forKey: key) as CIVector?)?.cgPointValue ?? .zero }

    /// The vector of `key`; an empty one when it is unset.
    func vector(_ key: String) -> CIVector { typedValue(forKey: key) ?? CIVector(values: []) }
}
