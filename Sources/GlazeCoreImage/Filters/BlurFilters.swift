/// Filters that blur.
enum BlurFilters {
    static let definitions: [FilterDefinition] = []
}
