import Foundation

/// A built-in filter: its name, categories, parameters and how its output is made.
struct FilterDefinition: Sendable {
    let name: String
    let categories: [String]
    let parameters: [FilterParameter]
    /// The output of validated arguments.
    let output: @Sendable (FilterArguments) throws(CoreImageError) -> CIImage

    init(_ name: String, categories: [String], parameters: [FilterParameter],
         output: @escaping @Sendable (FilterArguments) throws(CoreImageError) -> CIImage) {
        self.name = name
        self.categories = categories + [kCICategoryBuiltIn]
        self.parameters = parameters
        self.output = output
    }

    /// `"CIGaussianBlur"` as `"Gaussian Blur"`.
    var displayName: String {
        FilterParameter(String(name.dropFirst(2)), .image).displayName
    }
}

/// A filter's values, each checked against its parameter and read as the
/// type the filter computes with. Reading a key the filter does not declare
/// is a programming error in the filter, not in its caller.
struct FilterArguments {
    let filterName: String
    private let values: [String: Any]
    private let parameters: [String: FilterParameter]

    /// Checks every value against its parameter: the error names the filter, the key and the value.
    init(definition: FilterDefinition, values: [String: Any]) throws(CoreImageError) {
        filterName = definition.name
        var checked = [String: Any]()
        var parameters = [String: FilterParameter]()
        for parameter in definition.parameters {
            parameters[parameter.key] = parameter
            guard let value = values[parameter.key] ?? parameter.defaultValue?.value else {
                if case .image = parameter.kind, parameter.optional { continue }
                throw CoreImageError(.missingInput, "\(definition.name): \(parameter.key) is not set")
            }
            checked[parameter.key] = try Self.check(value, for: parameter, filter: definition.name)
        }
        self.values = checked
        self.parameters = parameters
    }

    private static func check(_ value: Any, for parameter: FilterParameter, filter: String) throws(CoreImageError) -> Any {
        func wrongType(_ expected: String) -> CoreImageError {
            CoreImageError(.wrongValueType, "\(filter): \(parameter.key) takes \(expected), not a \(type(of: value))")
        }
        switch parameter.kind {
        case .image:
            guard let image = value as? CIImage else { throw wrongType("a CIImage") }
            return image
        case let .number(_, minimum, maximum, _, _):
            guard let number = number(value) else { throw wrongType("a number") }
            guard number.isFinite else {
                throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) is \(number), not a finite number")
            }
            return min(max(number, minimum ?? -.infinity), maximum ?? .infinity)
        case .color:
            let color: CIColor
            if let ciColor = value as? CIColor {
                color = ciColor
            } else if let cgColor = value as? CGColor {
                color = CIColor(cgColor: cgColor)
            } else if let uiColor = value as? UIColor {
                color = CIColor(color: uiColor)
            } else {
                throw wrongType("a CIColor")
            }
            guard color.isFinite else { throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) has a component that is not a finite number") }
            return color
        case let .vector(count, _):
            let vector: CIVector
            if let ciVector = value as? CIVector {
                vector = ciVector
            } else if let point = value as? CGPoint {
                vector = CIVector(cgPoint: point)
            } else if let rect = value as? CGRect {
                vector = CIVector(cgRect: rect)
            } else {
                throw wrongType("a CIVector")
            }
            guard vector.count >= count else {
                throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) needs \(count) numbers, not \(vector.count)")
            }
            guard vector.isFinite else { throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) has a number that is not finite") }
            return vector
        case .transform:
            let transform: CGAffineTransform
            if let matrix = value as? CGAffineTransform {
                transform = matrix
            } else if let vector = value as? CIVector, vector.count >= 6 {
                transform = vector.cgAffineTransformValue
            } else {
                throw wrongType("a CGAffineTransform")
            }
            let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            guard numbers.allSatisfy(\.isFinite) else {
                throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) has a number that is not finite")
            }
            return transform
        case .data:
            if let data = value as? Data { return data }
            if let string = value as? String { return Data(string.utf8) }
            if let data = value as? NSData { return Data(referencing: data) }
            throw wrongType("Data")
        case let .choice(choices):
            guard let string = value as? String else { throw wrongType("a string") }
            guard choices.contains(string) else {
                throw CoreImageError(.invalidValue, "\(filter): \(parameter.key) is '\(string)', not one of \(choices.joined(separator: ", "))")
            }
            return string
        }
    }

    /// A number of any of the types Swift code sets (`Float`, `Double`, `CGFloat`, `Int`, `NSNumber`, `Bool`).
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as CGFloat: Double(number)
        case let number as Int: Double(number)
        case let number as Int32: Double(number)
        case let number as Int64: Double(number)
        case let number as UInt: Double(number)
        case let number as Bool: number ? 1 : 0
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    private func checked(_ key: String) -> Any? {
        precondition(parameters[key] != nil, "\(filterName) reads \(key), which it does not declare")
        return values[key]
    }

    /// The image of `key`, or `nil` for an optional image left unset.
    func image(_ key: String = kCIInputImageKey) -> CIImage? { checked(key) as? CIImage }
    /// The image of a required image key.
    func requiredImage(_ key: String = kCIInputImageKey) -> CIImage { checked(key) as! CIImage }
    /// The number of `key`, clamped to its parameter's range.
    func number(_ key: String) -> Double { checked(key) as! Double }
    /// The number of `key` as a `Float`, the type kernels compute with.
    func float(_ key: String) -> Float { Float(number(key)) }
    /// The colour of `key`.
    func color(_ key: String) -> CIColor { checked(key) as! CIColor }
    /// The vector of `key`.
    func vector(_ key: String) -> CIVector { checked(key) as! CIVector }
    /// The transform of `key`.
    func transform(_ key: String) -> CGAffineTransform { checked(key) as! CGAffineTransform }
    /// The bytes of `key`.
    func data(_ key: String) -> Data { checked(key) as! Data }
    /// The string of `key`.
    func string(_ key: String) -> String { checked(key) as! String }
}
