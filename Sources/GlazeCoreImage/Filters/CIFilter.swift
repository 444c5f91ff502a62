import Foundation

/// An image filter: inputs set by key (or through the typed properties of
/// ``CIFilter/gaussianBlur()`` and the other builders), and an
/// ``outputImage`` that is a recipe, computed when a ``CIContext`` renders it.
///
/// ```swift
/// let mono = CIFilter(name: "CIColorMonochrome")!
/// mono.setValue(CIFilter(name: "CIRandomGenerator")!.outputImage, forKey: kCIInputImageKey)
/// let noise = mono.outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 64, height: 64))
/// ```
///
/// A filter made by name starts with its defaults set, as on iOS. A value of
/// the wrong type, a number that is not finite or a key the filter does not
/// have makes ``outputImage`` `nil`; ``makeOutputImage()`` throws a
/// ``CoreImageError`` that says which. Subclasses make custom filters by
/// overriding ``outputImage``.
open class CIFilter: CustomStringConvertible {
    let definition: FilterDefinition?
    private var values: [String: Any] = [:]
    private var unknownKeys: [String] = []

    /// A custom filter, for subclasses that override ``outputImage``.
    public init() {
        definition = nil
    }

    init(definition: FilterDefinition) {
        self.definition = definition
        setDefaults()
    }

    /// The built-in filter of this name with its defaults set, or `nil` when
    /// Glaze has none (``filterNames(inCategory:)`` lists them).
    public convenience init?(name: String) {
        guard let definition = FilterRegistry.definition(named: name) else { return nil }
        self.init(definition: definition)
    }

    /// The built-in filter of this name with `parameters` set over its defaults.
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter's name, `"CIGaussianBlur"`; a custom filter's class name.
    open var name: String { definition?.name ?? String(describing: type(of: self)) }

    /// The filter's input keys, in the order Core Image lists them.
    open var inputKeys: [String] { definition?.parameters.map(\.key) ?? [] }

    /// `["outputImage"]`.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name, display name and categories, and for each input its
    /// class, type, default and range, under Core Image's attribute keys.
    open var attributes: [String: Any] {
        guard let definition else { return [kCIAttributeFilterName: name] }
        var attributes: [String: Any] = [kCIAttributeFilterName: definition.name,
                                         kCIAttributeFilterDisplayName: definition.displayName,
                                         kCIAttributeFilterCategories: definition.categories]
        for parameter in definition.parameters { attributes[parameter.key] = parameter.attributes }
        return attributes
    }

    /// Sets every input that has a default to it, and unsets the images.
    open func setDefaults() {
        guard let definition else { return }
        for parameter in definition.parameters { values[parameter.key] = parameter.defaultValue?.value }
        unknownKeys.removeAll()
    }

    /// Sets the input `key` to `value` (`nil` unsets it). The value is checked
    /// when the output is made; a key the filter does not have is remembered
    /// and reported then, where Core Image raises an exception at once.
    open func setValue(_ value: Any?, forKey key: String) {
        if let definition, !definition.parameters.contains(where: { $0.key == key }) {
            if !unknownKeys.contains(key) { unknownKeys.append(key) }
            return
        }
        values[key] = value
    }

    /// Sets each input of `keyedValues`.
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    /// The value of input `key` as it was set (or its default), ``outputImage``
    /// for `"outputImage"`, and `nil` for a key the filter does not have.
    open func value(forKey key: String) -> Any? {
        if key == kCIOutputImageKey { return outputImage }
        if key == "name" { return name }
        return values[key]
    }

    /// The filter's result, or `nil` when its inputs cannot make one
    /// (``makeOutputImage()`` says why).
    open var outputImage: CIImage? {
        guard definition != nil else { return nil }
        return try? makeOutputImage()
    }

    /// The filter's result, or the error that says which input is missing or
    /// wrong: Glaze's throwing form of ``outputImage``.
    public func makeOutputImage() throws(CoreImageError) -> CIImage {
        guard let definition else {
            if let image = outputImage { return image }
            throw CoreImageError(.missingInput, "\(name) made no output image")
        }
        if let key = unknownKeys.first {
            throw CoreImageError(.unknownKey, "\(definition.name) has no key '\(key)'; its keys are \(inputKeys.joined(separator: ", "))")
        }
        let output = try definition.output(FilterArguments(definition: definition, values: values))
        if let refused = output.recipe as? RefusedRecipe { throw CoreImageError(refused.error.code, "\(definition.name): \(refused.error)") }
        return output
    }

    /// `"CIGaussianBlur"` and its inputs' values.
    open var description: String {
        let inputs = inputKeys.map { "\($0)=\(values[$0].map { "\($0)" } ?? "nil")" }
        return "\(name)(\(inputs.joined(separator: ", ")))"
    }

    /// The names of the built-in filters in `category` (all of them for `nil`), sorted.
    public static func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The names of the built-in filters in every one of `categories` (all of them for `nil`), sorted.
    public static func filterNames(inCategories categories: [String]?) -> [String] {
        FilterRegistry.definitions.filter { definition in
            (categories ?? []).allSatisfy(definition.categories.contains)
        }.map(\.name).sorted()
    }

    /// The name of a filter for people: `"Gaussian Blur"` for `"CIGaussianBlur"`; `nil` for an unknown name.
    public static func localizedName(forFilterName filterName: String) -> String? {
        FilterRegistry.definition(named: filterName)?.displayName
    }
}

extension CIFilter {
    /// The input `key` as a `Float`: what the typed properties of the built-in filters return.
    func floatValue(forKey key: String) -> Float {
        value(forKey: key).flatMap(FilterArguments.number).map(Float.init) ?? 0
    }

    /// The input `key` as `T`, or `nil`.
    func typedValue<T>(forKey key: String) -> T? {
        value(forKey: key) as? T
    }
}
