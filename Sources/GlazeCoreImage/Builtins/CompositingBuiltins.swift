import Foundation

/// The properties of `CIBlendWithMask` and the other blends through a mask.
public protocol CIBlendWithMask: CIFilterProtocol {
    /// The image where the mask is full.
    var inputImage: CIImage? { get set }
    /// The image where the mask is empty.
    var backgroundImage: CIImage? { get set }
    /// The mask: one of its components weighs the image against the background.
    var maskImage: CIImage? { get set }
}

/// A blend of two images through a mask: a compositing filter with a mask.
final class BlendWithMaskFilter: CompositeOperationFilter, CIBlendWithMask {
    var maskImage: CIImage? {
        get { image(kCIInputMaskImageKey) }
        set { setValue(newValue, forKey: kCIInputMaskImageKey) }
    }
}

extension CIFilter {
    /// `CISourceAtopCompositing`: the image where the background is, over it.
    public static func sourceAtopCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.sourceAtop)
    }

    /// `CISourceInCompositing`: the image cut to the background's shape.
    public static func sourceInCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.sourceIn)
    }

    /// `CISourceOutCompositing`: the image where the background is not.
    public static func sourceOutCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.sourceOut)
    }

    /// `CIAdditionCompositing`: the sum of the two images.
    public static func additionCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.addition)
    }

    /// `CIMultiplyCompositing`: the product of the two images, alpha included.
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.multiply)
    }

    /// `CIMaximumCompositing`: the greater of the two images, component by component.
    public static func maximumCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.maximum)
    }

    /// `CIMinimumCompositing`: the lesser of the two images, component by component.
    public static func minimumCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.minimum)
    }

    /// `CIMultiplyBlendMode`: the image multiplied onto the background.
    public static func multiplyBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.multiply)
    }

    /// `CIScreenBlendMode`: the image screened onto the background.
    public static func screenBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.screen)
    }

    /// `CIOverlayBlendMode`: multiply or screen, by the background.
    public static func overlayBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.overlay)
    }

    /// `CIDarkenBlendMode`: the darker of image and background.
    public static func darkenBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.darken)
    }

    /// `CILightenBlendMode`: the lighter of image and background.
    public static func lightenBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.lighten)
    }

    /// `CIColorDodgeBlendMode`: the background brightened by the image.
    public static func colorDodgeBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.colorDodge)
    }

    /// `CIColorBurnBlendMode`: the background darkened by the image.
    public static func colorBurnBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.colorBurn)
    }

    /// `CISoftLightBlendMode`: the background gently darkened or lightened by the image.
    public static func softLightBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.softLight)
    }

    /// `CIHardLightBlendMode`: multiply or screen, by the image.
    public static func hardLightBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.hardLight)
    }

    /// `CIDifferenceBlendMode`: the difference of image and background.
    public static func differenceBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.difference)
    }

    /// `CIExclusionBlendMode`: a softer difference.
    public static func exclusionBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.exclusion)
    }

    /// `CIHueBlendMode`: the image's hue on the background.
    public static func hueBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.hue)
    }

    /// `CISaturationBlendMode`: the image's saturation on the background.
    public static func saturationBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.saturation)
    }

    /// `CIColorBlendMode`: the image's hue and saturation on the background.
    public static func colorBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.color)
    }

    /// `CILuminosityBlendMode`: the image's luminosity on the background.
    public static func luminosityBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.luminosity)
    }

    /// `CISubtractBlendMode`: the image subtracted from the background.
    public static func subtractBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.subtract)
    }

    /// `CIDivideBlendMode`: the background divided by the image.
    public static func divideBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.divide)
    }

    /// `CILinearBurnBlendMode`: the sum of image and background less white.
    public static func linearBurnBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.linearBurn)
    }

    /// `CILinearDodgeBlendMode`: the sum of image and background.
    public static func linearDodgeBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.linearDodge)
    }

    /// `CILinearLightBlendMode`: linear burn or linear dodge, by the image.
    public static func linearLightBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.linearLight)
    }

    /// `CIVividLightBlendMode`: color burn or color dodge, by the image.
    public static func vividLightBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.vividLight)
    }

    /// `CIPinLightBlendMode`: darken or lighten, by the image.
    public static func pinLightBlendMode() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(BlendModeFilters.pinLight)
    }

    /// `CIBlendWithMask`: the image over the background, weighted by the mask's green.
    public static func blendWithMask() -> CIFilter & CIBlendWithMask {
        BlendWithMaskFilter(CompositingFilters.blendWithMask)
    }

    /// `CIBlendWithAlphaMask`: the image over the background, weighted by the mask's alpha.
    public static func blendWithAlphaMask() -> CIFilter & CIBlendWithMask {
        BlendWithMaskFilter(CompositingFilters.blendWithAlphaMask)
    }

    /// `CIBlendWithRedMask`: the image over the background, weighted by the mask's red.
    public static func blendWithRedMask() -> CIFilter & CIBlendWithMask {
        BlendWithMaskFilter(CompositingFilters.blendWithRedMask)
    }

    /// `CIBlendWithBlueMask`: the image over the background, weighted by the mask's blue.
    public static func blendWithBlueMask() -> CIFilter & CIBlendWithMask {
        BlendWithMaskFilter(CompositingFilters.blendWithBlueMask)
    }
}
