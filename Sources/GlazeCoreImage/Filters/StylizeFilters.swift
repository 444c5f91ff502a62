/// Filters that change an image's look: pixellation, vignettes.
enum StylizeFilters {
    static let definitions: [FilterDefinition] = []
}
