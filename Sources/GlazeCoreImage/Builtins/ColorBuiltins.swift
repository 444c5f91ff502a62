import Foundation

/// The properties of `CIColorControls`.
public protocol CIColorControls: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// 0 grey, 1 unchanged, more to saturate.
    var saturation: Float { get set }
    /// Added to each component; 0 unchanged.
    var brightness: Float { get set }
    /// The scale of each component's distance from 0.5; 1 unchanged.
    var contrast: Float { get set }
}

/// The properties of `CIColorMatrix`.
public protocol CIColorMatrix: CIFilterProtocol {
    /// The image to transform.
    var inputImage: CIImage? { get set }
    /// The weights of red, green, blue and alpha in the output's red.
    var rVector: CIVector { get set }
    /// The weights of red, green, blue and alpha in the output's green.
    var gVector: CIVector { get set }
    /// The weights of red, green, blue and alpha in the output's blue.
    var bVector: CIVector { get set }
    /// The weights of red, green, blue and alpha in the output's alpha.
    var aVector: CIVector { get set }
    /// Added to each output component.
    var biasVector: CIVector { get set }
}

/// The properties of `CIExposureAdjust`.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The change of exposure, in stops.
    var ev: Float { get set }
}

/// The properties of `CIGammaAdjust`.
public protocol CIGammaAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The power each component is raised to; larger is darker.
    var power: Float { get set }
}

/// The properties of `CIHueAdjust`.
public protocol CIHueAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The turn of every hue, in radians.
    var angle: Float { get set }
}

/// The properties of `CIColorClamp`.
public protocol CIColorClamp: CIFilterProtocol {
    /// The image to clamp.
    var inputImage: CIImage? { get set }
    /// The least red, green, blue and alpha.
    var minComponents: CIVector { get set }
    /// The greatest red, green, blue and alpha.
    var maxComponents: CIVector { get set }
}

/// The properties of `CIVibrance`.
public protocol CIVibrance: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// −1 to 1: how much dull colours gain (or lose) saturation.
    var amount: Float { get set }
}

/// The properties of `CISepiaTone`.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image to tone.
    var inputImage: CIImage? { get set }
    /// How much of the effect, 0 (none) to 1.
    var intensity: Float { get set }
}

/// The properties of `CIColorInvert`.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image to invert.
    var inputImage: CIImage? { get set }
}

/// The properties of `CIMaskToAlpha`.
public protocol CIMaskToAlpha: CIFilterProtocol {
    /// The grey mask.
    var inputImage: CIImage? { get set }
}

/// The properties of the `CIPhotoEffect…` filters.
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image to restyle.
    var inputImage: CIImage? { get set }
    /// Whether colours outside 0…1 continue the effect's curve instead of being clamped.
    var extrapolate: Bool { get set }
}

/// A built-in filter whose input image is `inputImage`.
class ImageInputFilter: BuiltinFilter {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
}

final class ColorControlsFilter: ImageInputFilter, CIColorControls {
    var saturation: Float {
        get { floatValue(forKey: kCIInputSaturationKey) }
        set { setValue(newValue, forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { floatValue(forKey: kCIInputBrightnessKey) }
        set { setValue(newValue, forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { floatValue(forKey: kCIInputContrastKey) }
        set { setValue(newValue, forKey: kCIInputContrastKey) }
    }
}

final class ColorMatrixFilter: ImageInputFilter, CIColorMatrix {
    var rVector: CIVector {
        get { vector("inputRVector") }
        set { setValue(newValue, forKey: "inputRVector") }
    }
    var gVector: CIVector {
        get { vector("inputGVector") }
        set { setValue(newValue, forKey: "inputGVector") }
    }
    var bVector: CIVector {
        get { vector("inputBVector") }
        set { setValue(newValue, forKey: "inputBVector") }
    }
    var aVector: CIVector {
        get { vector("inputAVector") }
        set { setValue(newValue, forKey: "inputAVector") }
    }
    var biasVector: CIVector {
        get { vector("inputBiasVector") }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }
}

final class ExposureAdjustFilter: ImageInputFilter, CIExposureAdjust {
    var ev: Float {
        get { floatValue(forKey: kCIInputEVKey) }
        set { setValue(newValue, forKey: kCIInputEVKey) }
    }
}

final class GammaAdjustFilter: ImageInputFilter, CIGammaAdjust {
    var power: Float {
        get { floatValue(forKey: "inputPower") }
        set { setValue(newValue, forKey: "inputPower") }
    }
}

final class HueAdjustFilter: ImageInputFilter, CIHueAdjust {
    var angle: Float {
        get { floatValue(forKey: kCIInputAngleKey) }
        set { setValue(newValue, forKey: kCIInputAngleKey) }
    }
}

final class ColorClampFilter: ImageInputFilter, CIColorClamp {
    var minComponents: CIVector {
        get { vector("inputMinComponents") }
        set { setValue(newValue, forKey: "inputMinComponents") }
    }
    var maxComponents: CIVector {
        get { vector("inputMaxComponents") }
        set { setValue(newValue, forKey: "inputMaxComponents") }
    }
}

final class VibranceFilter: ImageInputFilter, CIVibrance {
    var amount: Float {
        get { floatValue(forKey: "inputAmount") }
        set { setValue(newValue, forKey: "inputAmount") }
    }
}

final class SepiaToneFilter: ImageInputFilter, CISepiaTone {
    var intensity: Float {
        get { floatValue(forKey: kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
}

/// A filter of one image and no other input: inversion, masks.
final class ImageOnlyFilter: ImageInputFilter, CIColorInvert, CIMaskToAlpha {}

final class PhotoEffectFilter: ImageInputFilter, CIPhotoEffect {
    var extrapolate: Bool {
        get { floatValue(forKey: kCIInputExtrapolateKey) != 0 }
        set { setValue(newValue, forKey: kCIInputExtrapolateKey) }
    }
}

extension CIFilter {
    /// `CIColorControls`: saturation, brightness and contrast.
    public static func colorControls() -> CIFilter & CIColorControls { ColorControlsFilter(ColorAdjustmentFilters.colorControls) }

    /// `CIColorMatrix`: each component a weighted sum of the input's, plus a bias.
    public static func colorMatrix() -> CIFilter & CIColorMatrix { ColorMatrixFilter(ColorAdjustmentFilters.colorMatrix) }

    /// `CIExposureAdjust`: the colour scaled by 2 to the power of the stops.
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust {
        ExposureAdjustFilter(ColorAdjustmentFilters.exposureAdjust)
    }

    /// `CIGammaAdjust`: each component raised to a power.
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { GammaAdjustFilter(ColorAdjustmentFilters.gammaAdjust) }

    /// `CIHueAdjust`: every hue turned by an angle.
    public static func hueAdjust() -> CIFilter & CIHueAdjust { HueAdjustFilter(ColorAdjustmentFilters.hueAdjust) }

    /// `CIColorClamp`: each component kept between two bounds.
    public static func colorClamp() -> CIFilter & CIColorClamp { ColorClampFilter(ColorAdjustmentFilters.colorClamp) }

    /// `CIVibrance`: saturation changed most where colours are dull.
    public static func vibrance() -> CIFilter & CIVibrance { VibranceFilter(ColorAdjustmentFilters.vibrance) }

    /// `CISepiaTone`: shades of brown.
    public static func sepiaTone() -> CIFilter & CISepiaTone { SepiaToneFilter(ColorEffectFilters.sepiaTone) }

    /// `CIColorInvert`: each colour component subtracted from 1.
    public static func colorInvert() -> CIFilter & CIColorInvert { ImageOnlyFilter(ColorEffectFilters.colorInvert) }

    /// `CIMaskToAlpha`: a grey mask as white of that opacity.
    public static func maskToAlpha() -> CIFilter & CIMaskToAlpha { ImageOnlyFilter(ColorEffectFilters.maskToAlpha) }

    /// `CIPhotoEffectMono`: black and white.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.mono) }

    /// `CIPhotoEffectNoir`: black and white with strong contrast.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.noir) }

    /// `CIPhotoEffectTonal`: black and white with a little more contrast.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.tonal) }

    /// `CIPhotoEffectChrome`: exaggerated colour.
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.chrome) }

    /// `CIPhotoEffectFade`: diminished colour.
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.fade) }

    /// `CIPhotoEffectInstant`: desaturated and warm.
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.instant) }

    /// `CIPhotoEffectProcess`: a vintage look with cool colours.
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.process) }

    /// `CIPhotoEffectTransfer`: a vintage look with warm colours.
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { PhotoEffectFilter(PhotoEffectFilters.transfer) }
}
