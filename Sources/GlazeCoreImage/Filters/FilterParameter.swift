import Foundation

/// One input of a built-in filter: its key, what it takes and its default.
struct FilterParameter: Sendable {
    /// What a parameter takes.
    enum Kind: Sendable {
        /// An image; required unless it has a default of none.
        case image
        /// A number: `minimum` clamps what is set (Core Image's attribute
        /// minimum); the slider range is advice for user interfaces.
        case number(type: String, minimum: Double?, maximum: Double?, sliderMinimum: Double?, sliderMaximum: Double?)
        /// A colour.
        case color
        /// A vector of at least `count` numbers (a point has 2, a rectangle 4).
        case vector(count: Int, type: String?)
        /// An affine transform, or a vector of its six numbers.
        case transform
        /// Bytes, or a string of UTF-8 text.
        case data
        /// One of a few strings.
        case choice([String])
    }

    /// A default value, stored as the type the key takes.
    enum Default: Sendable {
        case number(Double)
        case color(CIColor)
        case vector(CIVector)
        case transform(CGAffineTransform)
        case data(Data)
        case string(String)

        var value: Any {
            switch self {
            case .number(let number): NSNumber(value: number)
            case .color(let color): color
            case .vector(let vector): vector
            case .transform(let transform): transform
            case .data(let data): data
            case .string(let string): string
            }
        }
    }

    let key: String
    let kind: Kind
    let defaultValue: Default?
    /// Whether an image input may be left unset.
    let optional: Bool

    init(_ key: String, _ kind: Kind, default defaultValue: Default? = nil, optional: Bool = false) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.optional = optional
    }

    /// An image input.
    static func image(_ key: String = kCIInputImageKey) -> FilterParameter { FilterParameter(key, .image) }

    /// A plain number.
    static func scalar(_ key: String, _ value: Double, minimum: Double? = nil, maximum: Double? = nil,
                       slider: ClosedRange<Double>? = nil, type: String = kCIAttributeTypeScalar) -> FilterParameter {
        FilterParameter(key, .number(type: type, minimum: minimum, maximum: maximum, sliderMinimum: slider?.lowerBound,
                                     sliderMaximum: slider?.upperBound), default: .number(value))
    }

    /// A colour.
    static func color(_ key: String, _ value: CIColor) -> FilterParameter { FilterParameter(key, .color, default: .color(value)) }

    /// A point.
    static func position(_ key: String, _ point: CGPoint) -> FilterParameter {
        FilterParameter(key, .vector(count: 2, type: kCIAttributeTypePosition), default: .vector(CIVector(cgPoint: point)))
    }

    /// A vector of `values.count` numbers.
    static func vector(_ key: String, _ values: [CGFloat]) -> FilterParameter {
        FilterParameter(key, .vector(count: values.count, type: nil), default: .vector(CIVector(values: values)))
    }

    /// Core Image's class name for the parameter.
    var className: String {
        switch kind {
        case .image: "CIImage"
        case .number: "NSNumber"
        case .color: "CIColor"
        case .vector: "CIVector"
        case .transform: "NSValue"
        case .data: "NSData"
        case .choice: "NSString"
        }
    }

    /// The parameter's entry in ``CIFilter/attributes``.
    var attributes: [String: Any] {
        var entry: [String: Any] = [kCIAttributeClass: className, kCIAttributeDisplayName: displayName]
        if let defaultValue { entry[kCIAttributeDefault] = defaultValue.value }
        switch kind {
        case .image:
            entry[kCIAttributeType] = kCIAttributeTypeImage
        case let .number(type, minimum, maximum, sliderMinimum, sliderMaximum):
            entry[kCIAttributeType] = type
            if let minimum { entry[kCIAttributeMin] = NSNumber(value: minimum) }
            if let maximum { entry[kCIAttributeMax] = NSNumber(value: maximum) }
            if let sliderMinimum { entry[kCIAttributeSliderMin] = NSNumber(value: sliderMinimum) }
            if let sliderMaximum { entry[kCIAttributeSliderMax] = NSNumber(value: sliderMaximum) }
        case .color:
            entry[kCIAttributeType] = kCIAttributeTypeColor
        case let .vector(_, type):
            if let type { entry[kCIAttributeType] = type }
        case .transform:
            entry[kCIAttributeType] = kCIAttributeTypeTransform
        case .data, .choice:
            break
        }
        return entry
    }

    /// `"inputBackgroundImage"` as `"Background Image"`.
    var displayName: String {
        let name = key.hasPrefix("input") ? String(key.dropFirst(5)) : key
        var words = ""
        for character in name {
            if character.isUppercase, let last = words.last, last.isLowercase { words.append(" ") }
            words.append(character)
        }
        return words
    }
}
