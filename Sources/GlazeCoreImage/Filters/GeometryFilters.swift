import Foundation

/// Filters that crop, move, scale or turn an image.
enum GeometryFilters {
    static let definitions: [FilterDefinition] = [crop, affineTransform, lanczosScaleTransform, clamp, affineClamp]

    static let crop = FilterDefinition("CICrop", categories: [kCICategoryGeometryAdjustment, kCICategoryStillImage],
                                       parameters: [.image(), FilterParameter("inputRectangle", .vector(count: 4, type: kCIAttributeTypeRectangle),
                                                                              default: .vector(CIVector(x: -8.98847e+307, y: -8.98847e+307,
                                                                                                        z: 1.79769e+308, w: 1.79769e+308)))]) { arguments throws(CoreImageError) in
        let rect = arguments.vector("inputRectangle").cgRectValue
        return arguments.requiredImage().cropped(to: rect)
    }

    static let affineTransform = FilterDefinition("CIAffineTransform",
                                                  categories: [kCICategoryGeometryAdjustment, kCICategoryStillImage],
                                                  parameters: [.image(), FilterParameter(kCIInputTransformKey, .transform,
                                                                                         default: .transform(.identity))]) { arguments throws(CoreImageError) in
        arguments.requiredImage().transformed(by: arguments.transform(kCIInputTransformKey))
    }

    /// The image scaled by `inputScale` vertically and `inputScale` ×
    /// `inputAspectRatio` horizontally about the origin, resampled with a
    /// Lanczos-3 kernel on each axis (``LanczosLine``). A scale of 0 leaves
    /// nothing: an empty image.
    static let lanczosScaleTransform = FilterDefinition(
        "CILanczosScaleTransform", categories: [kCICategoryGeometryAdjustment, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), .scalar(kCIInputScaleKey, 1, minimum: 0, slider: 0.05...1.5),
                     .scalar(kCIInputAspectRatioKey, 1, minimum: 0, slider: 0.5...2)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let scaleY = arguments.number(kCIInputScaleKey)
        let scaleX = scaleY * arguments.number(kCIInputAspectRatioKey)
        guard scaleX > 0, scaleY > 0, scaleX.isFinite else { return .empty() }
        if scaleX == 1, scaleY == 1 { return input }
        let extent = input.extent.changedIfFinite { box in
            CGRect(x: box.minX * scaleX, y: box.minY * scaleY, width: box.width * scaleX, height: box.height * scaleY)
        }
        return CIImage(recipe: SeparableRecipe(input: input.recipe, horizontal: LanczosLine(scale: scaleX),
                                               vertical: LanczosLine(scale: scaleY), extent: extent))
    }

    /// The image inside `inputExtent`, its edge pixels repeated outwards for
    /// ever: ``CIImage/clamped(to:)``.
    static let clamp = FilterDefinition(
        "CIClamp", categories: [kCICategoryTileEffect, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), FilterParameter(kCIInputExtentKey, .vector(count: 4, type: kCIAttributeTypeRectangle),
                                               default: .vector(CIVector(x: 0, y: 0, z: 640, w: 80)))]
    ) { arguments throws(CoreImageError) in
        arguments.requiredImage().clamped(to: arguments.vector(kCIInputExtentKey).cgRectValue)
    }

    /// The image transformed, then its edge pixels repeated outwards for ever:
    /// what real code puts before a blur (with the identity) so that the blur
    /// pulls in no transparent border.
    static let affineClamp = FilterDefinition(
        "CIAffineClamp", categories: [kCICategoryTileEffect, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), FilterParameter(kCIInputTransformKey, .transform, default: .transform(.identity))]
    ) { arguments throws(CoreImageError) in
        arguments.requiredImage().transformed(by: arguments.transform(kCIInputTransformKey)).clampedToExtent()
    }
}
