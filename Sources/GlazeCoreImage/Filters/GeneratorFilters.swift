import Foundation
import Glaze

/// Filters that make an image from nothing: infinite unless they say otherwise.
enum GeneratorFilters {
    static let definitions: [FilterDefinition] = [randomGenerator, constantColorGenerator]

    /// Four independent uniform values per pixel, as the working-space red,
    /// green, blue and alpha of the pixel (Glaze's ``NoiseField``). Apple's
    /// numbers are its own; the distribution is the same.
    static let randomGenerator = FilterDefinition("CIRandomGenerator", categories: [kCICategoryGenerator, kCICategoryStillImage],
                                                  parameters: []) { _ throws(CoreImageError) in
        CIImage(recipe: GeneratorRecipe(extent: .infinite) { x, y, _ in
            NoiseField.sample(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)))
        })
    }

    static let constantColorGenerator = FilterDefinition("CIConstantColorGenerator",
                                                         categories: [kCICategoryGenerator, kCICategoryStillImage],
                                                         parameters: [.color(kCIInputColorKey, CIColor(red: 1, green: 0, blue: 0))]) { arguments throws(CoreImageError) in
        CIImage(color: arguments.color(kCIInputColorKey))
    }
}
