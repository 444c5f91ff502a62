import Foundation

/// The properties of `CIGaussianBlur`.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The Gaussian's standard deviation, in pixels.
    var radius: Float { get set }
}

/// The properties of `CIBoxBlur`.
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// How far the box reaches each side of a pixel, in pixels.
    var radius: Float { get set }
}

/// The properties of `CIDiscBlur`.
public protocol CIDiscBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The disc's radius, in pixels.
    var radius: Float { get set }
}

/// A blur of one image and a radius: `CIGaussianBlur`, `CIBoxBlur` and `CIDiscBlur`.
final class RadiusBlurFilter: BuiltinFilter, CIGaussianBlur, CIBoxBlur, CIDiscBlur {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var radius: Float {
        get { floatValue(forKey: kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
}

extension CIFilter {
    /// `CIGaussianBlur`: a Gaussian blur whose standard deviation is the radius.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur {
        RadiusBlurFilter(BlurFilters.gaussianBlur)
    }

    /// `CIBoxBlur`: the mean of the square of pixels around each pixel.
    public static func boxBlur() -> CIFilter & CIBoxBlur {
        RadiusBlurFilter(BlurFilters.boxBlur)
    }

    /// `CIDiscBlur`: the mean of the disc of pixels around each pixel.
    public static func discBlur() -> CIFilter & CIDiscBlur {
        RadiusBlurFilter(BlurFilters.discBlur)
    }
}
