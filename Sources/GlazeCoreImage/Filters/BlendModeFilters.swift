import Foundation

/// Core Image's blend-mode filters: `inputImage` (the source) blended onto
/// `inputBackgroundImage` (the backdrop) by the W3C Compositing and Blending
/// formulas of ``BlendKernels``, in the working space (linear light unless the
/// context's working colour space is `NSNull`). The extent is the union of the two.
enum BlendModeFilters {
    static let definitions: [FilterDefinition] = [multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
                                                  hardLight, difference, exclusion, hue, saturation, color, luminosity,
                                                  subtract, divide, linearBurn, linearDodge, linearLight, vividLight, pinLight]

    /// Apple's categories for every blend-mode filter.
    static let categories = [kCICategoryCompositeOperation, kCICategoryVideo, kCICategoryStillImage, kCICategoryInterlaced,
                             kCICategoryNonSquarePixels]

    static let multiply = separable("CIMultiplyBlendMode", BlendKernels.multiply)
    static let screen = separable("CIScreenBlendMode", BlendKernels.screen)
    static let overlay = separable("CIOverlayBlendMode", BlendKernels.overlay)
    static let darken = separable("CIDarkenBlendMode") { min($0, $1) }
    static let lighten = separable("CILightenBlendMode") { max($0, $1) }
    static let colorDodge = separable("CIColorDodgeBlendMode", BlendKernels.colorDodge)
    static let colorBurn = separable("CIColorBurnBlendMode", BlendKernels.colorBurn)
    static let softLight = separable("CISoftLightBlendMode", BlendKernels.softLight)
    static let hardLight = separable("CIHardLightBlendMode", BlendKernels.hardLight)
    static let difference = separable("CIDifferenceBlendMode", BlendKernels.difference)
    static let exclusion = separable("CIExclusionBlendMode", BlendKernels.exclusion)
    static let subtract = separable("CISubtractBlendMode", BlendKernels.subtract)
    static let divide = separable("CIDivideBlendMode", BlendKernels.divide)
    static let linearBurn = separable("CILinearBurnBlendMode", BlendKernels.linearBurn)
    static let linearDodge = separable("CILinearDodgeBlendMode", BlendKernels.linearDodge)
    static let linearLight = separable("CILinearLightBlendMode", BlendKernels.linearLight)
    static let vividLight = separable("CIVividLightBlendMode", BlendKernels.vividLight)
    static let pinLight = separable("CIPinLightBlendMode", BlendKernels.pinLight)

    /// The source's hue with the backdrop's saturation and luminosity.
    static let hue = blendMode("CIHueBlendMode") { cb, cs in
        BlendKernels.setLuminosity(BlendKernels.setSaturation(cs, BlendKernels.saturation(cb)), BlendKernels.luminosity(cb))
    }

    /// The source's saturation with the backdrop's hue and luminosity.
    static let saturation = blendMode("CISaturationBlendMode") { cb, cs in
        BlendKernels.setLuminosity(BlendKernels.setSaturation(cb, BlendKernels.saturation(cs)), BlendKernels.luminosity(cb))
    }

    /// The source's hue and saturation with the backdrop's luminosity.
    static let color = blendMode("CIColorBlendMode") { cb, cs in BlendKernels.setLuminosity(cs, BlendKernels.luminosity(cb)) }

    /// The source's luminosity with the backdrop's hue and saturation.
    static let luminosity = blendMode("CILuminosityBlendMode") { cb, cs in BlendKernels.setLuminosity(cb, BlendKernels.luminosity(cs)) }

    private static func separable(_ name: String, _ channel: @escaping @Sendable (Float, Float) -> Float) -> FilterDefinition {
        blendMode(name, BlendKernels.separable(channel))
    }

    private static func blendMode(_ name: String, _ blend: @escaping BlendKernels.Blend) -> FilterDefinition {
        FilterDefinition(name, categories: categories, parameters: [.image(), .image(kCIInputBackgroundImageKey)]) { arguments throws(CoreImageError) in
            let source = arguments.requiredImage(), backdrop = arguments.requiredImage(kCIInputBackgroundImageKey)
            return CIImage(recipe: ColorKernelRecipe(inputs: [source.recipe, backdrop.recipe]) { samples, _, _ in
                BlendKernels.composite(samples[0], over: samples[1], blend)
            })
        }
    }
}
