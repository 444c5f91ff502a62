/// Filters that adjust an image's colours: controls, matrices, exposure, hue.
enum ColorAdjustmentFilters {
    static let definitions: [FilterDefinition] = []
}
