import Foundation

/// The properties of `CILanczosScaleTransform`.
public protocol CILanczosScaleTransform: CIFilterProtocol {
    /// The image to scale.
    var inputImage: CIImage? { get set }
    /// The scale: below 1 shrinks, above 1 enlarges.
    var scale: Float { get set }
    /// A further horizontal scale.
    var aspectRatio: Float { get set }
}

/// The properties of `CIClamp`.
public protocol CIClamp: CIFilterProtocol {
    /// The image to clamp.
    var inputImage: CIImage? { get set }
    /// The rectangle whose edge pixels repeat outwards.
    var extent: CGRect { get set }
}

final class LanczosScaleTransformFilter: BuiltinFilter, CILanczosScaleTransform {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var scale: Float {
        get { floatValue(forKey: kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
    var aspectRatio: Float {
        get { floatValue(forKey: kCIInputAspectRatioKey) }
        set { setValue(newValue, forKey: kCIInputAspectRatioKey) }
    }
}

final class ClampFilter: BuiltinFilter, CIClamp {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var extent: CGRect {
        get { vector(kCIInputExtentKey).cgRectValue }
        set { setValue(CIVector(cgRect: newValue), forKey: kCIInputExtentKey) }
    }
}

extension CIFilter {
    /// `CILanczosScaleTransform`: the image scaled with a Lanczos-3 kernel.
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform {
        LanczosScaleTransformFilter(GeometryFilters.lanczosScaleTransform)
    }

    /// `CIClamp`: the image inside a rectangle, its edges repeated outwards for ever.
    public static func clamp() -> CIFilter & CIClamp {
        ClampFilter(GeometryFilters.clamp)
    }
}
