import Foundation

/// Filters that combine an image with a background: Porter–Duff compositing,
/// arithmetic compositing and blends through a mask. The blend modes are
/// ``BlendModeFilters``.
///
/// Samples are premultiplied and in the working space: S is the image, D the
/// background, with alphas Sa and Da; every formula applies to alpha too.
enum CompositingFilters {
    static let definitions: [FilterDefinition] = [sourceOver, sourceAtop, sourceIn, sourceOut, addition, multiply, maximum,
                                                  minimum, blendWithMask, blendWithAlphaMask, blendWithRedMask, blendWithBlueMask]

    /// Apple's categories for the Porter–Duff and arithmetic compositing filters.
    static let categories = [kCICategoryCompositeOperation, kCICategoryVideo, kCICategoryStillImage, kCICategoryInterlaced,
                             kCICategoryNonSquarePixels, kCICategoryHighDynamicRange]

    /// R = S + D·(1 − Sa); extent: the union.
    static let sourceOver = FilterDefinition("CISourceOverCompositing", categories: categories,
                                             parameters: [.image(), .image(kCIInputBackgroundImageKey)]) { arguments throws(CoreImageError) in
        arguments.requiredImage().composited(over: arguments.requiredImage(kCIInputBackgroundImageKey))
    }

    /// R = S·Da + D·(1 − Sa): the image where the background is; extent: the background's.
    static let sourceAtop = composite("CISourceAtopCompositing", extent: { _, background in background }) { s, d in
        s * d.w + d * (1 - s.w)
    }

    /// R = S·Da: the image cut to the background; extent: the intersection.
    static let sourceIn = composite("CISourceInCompositing", extent: { $0.intersection($1) }) { s, d in s * d.w }

    /// R = S·(1 − Da): the image where the background is not; extent: the image's.
    static let sourceOut = composite("CISourceOutCompositing", extent: { image, _ in image }) { s, d in s * (1 - d.w) }

    /// R = S + D, unclamped (the filter is in the high-dynamic-range category); extent: the union.
    static let addition = composite("CIAdditionCompositing", extent: { $0.union($1) }) { s, d in s + d }

    /// R = S·D, component by component: transparent wherever either is; extent: the intersection.
    static let multiply = composite("CIMultiplyCompositing", extent: { $0.intersection($1) }) { s, d in s * d }

    /// R = max(S, D), component by component; extent: the union.
    static let maximum = composite("CIMaximumCompositing", extent: { $0.union($1) }) { s, d in pointwiseMax(s, d) }

    /// R = min(S, D), component by component: transparent wherever either is; extent: the intersection.
    static let minimum = composite("CIMinimumCompositing", extent: { $0.intersection($1) }) { s, d in pointwiseMin(s, d) }

    /// A compositing filter of `inputImage` (S) and `inputBackgroundImage` (D),
    /// whose result can have colour only inside `extent` of their extents.
    private static func composite(_ name: String, extent: @escaping @Sendable (CGRect, CGRect) -> CGRect,
                                  kernel: @escaping @Sendable (Sample, Sample) -> Sample) -> FilterDefinition {
        FilterDefinition(name, categories: categories, parameters: [.image(), .image(kCIInputBackgroundImageKey)]) { arguments throws(CoreImageError) in
            let image = arguments.requiredImage(), background = arguments.requiredImage(kCIInputBackgroundImageKey)
            return CIImage(recipe: ColorKernelRecipe(inputs: [image.recipe, background.recipe],
                                                     extent: extent(image.extent, background.extent)) { samples, _, _ in
                kernel(samples[0], samples[1])
            })
        }
    }

    /// Apple's categories for the blends through a mask.
    static let maskCategories = [kCICategoryStylize, kCICategoryVideo, kCICategoryStillImage, kCICategoryHighDynamicRange]

    /// R = D + (S − D)·m, where m is the mask's green: the background where the
    /// mask is black, the image where it is white. Apple's reference names green.
    static let blendWithMask = maskBlend("CIBlendWithMask") { $0.y }

    /// R = D + (S − D)·m, where m is the mask's alpha.
    static let blendWithAlphaMask = maskBlend("CIBlendWithAlphaMask") { $0.w }

    /// R = D + (S − D)·m, where m is the mask's red.
    static let blendWithRedMask = maskBlend("CIBlendWithRedMask") { $0.x }

    /// R = D + (S − D)·m, where m is the mask's blue.
    static let blendWithBlueMask = maskBlend("CIBlendWithBlueMask") { $0.z }

    /// A blend of `inputImage` and `inputBackgroundImage` by one component of
    /// `inputMaskImage`'s working-space sample (premultiplied, linear light when
    /// the render is colour managed). Outside the mask the weight is 0, so the
    /// result can have colour in the background's extent and where image and mask meet.
    private static func maskBlend(_ name: String, weight: @escaping @Sendable (Sample) -> Float) -> FilterDefinition {
        FilterDefinition(name, categories: maskCategories,
                         parameters: [.image(), .image(kCIInputBackgroundImageKey), .image(kCIInputMaskImageKey)]) { arguments throws(CoreImageError) in
            let image = arguments.requiredImage(), background = arguments.requiredImage(kCIInputBackgroundImageKey)
            let mask = arguments.requiredImage(kCIInputMaskImageKey)
            let extent = background.extent.union(image.extent.intersection(mask.extent))
            return CIImage(recipe: ColorKernelRecipe(inputs: [image.recipe, background.recipe, mask.recipe], extent: extent) { samples, _, _ in
                samples[1] + (samples[0] - samples[1]) * weight(samples[2])
            })
        }
    }
}
