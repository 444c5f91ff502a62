/// Every built-in filter, by name: the one list that ``CIFilter/init(name:)``,
/// ``CIFilter/filterNames(inCategory:)`` and the documentation's table read.
enum FilterRegistry {
    static let definitions: [FilterDefinition] = GeneratorFilters.definitions + ColorEffectFilters.definitions
        + ColorAdjustmentFilters.definitions + BlurFilters.definitions + GeometryFilters.definitions
        + CompositingFilters.definitions + BlendModeFilters.definitions + GradientFilters.definitions
        + StylizeFilters.definitions + PhotoEffectFilters.definitions + QRCodeFilters.definitions

    private static let byName: [String: FilterDefinition] = Dictionary(definitions.map { ($0.name, $0) }) { first, _ in first }

    static func definition(named name: String) -> FilterDefinition? { byName[name] }
}
