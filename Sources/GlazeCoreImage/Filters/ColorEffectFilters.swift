import Foundation
import Glaze

/// Filters that give an image a colour effect: toning, photo effects, masks.
enum ColorEffectFilters {
    static let definitions: [FilterDefinition] = [colorMonochrome]

    /// Each pixel's luminance remapped onto shades of `inputColor`, mixed with
    /// the original by `inputIntensity` (``PixelKernels/monochrome(_:color:intensity:)``).
    static let colorMonochrome = FilterDefinition(
        "CIColorMonochrome", categories: [kCICategoryColorEffect, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), .color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)),
                     .scalar(kCIInputIntensityKey, 1, slider: 0...1)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let color = arguments.color(kCIInputColorKey).straight
        let intensity = arguments.float(kCIInputIntensityKey)
        let managedTone = Sample.working(fromEncoded: Sample(color.x, color.y, color.z, 1), colorManaged: true).rgb
        let encodedTone = color.rgb
        return input.applyingKernel { sample, managed in
            PixelKernels.monochrome(sample, color: managed ? managedTone : encodedTone, intensity: intensity)
        }
    }
}
