import Foundation

/// The properties of `CIPixellate`.
public protocol CIPixellate: CIFilterProtocol {
    /// The image to pixellate.
    var inputImage: CIImage? { get set }
    /// A corner of the grid of cells.
    var center: CGPoint { get set }
    /// The width of a cell, in pixels.
    var scale: Float { get set }
}

/// The properties of `CIVignette`.
public protocol CIVignette: CIFilterProtocol {
    /// The image to darken at its edges.
    var inputImage: CIImage? { get set }
    /// How much to darken, −1 (brighten) to 1.
    var intensity: Float { get set }
    /// How far the effect reaches, as a fraction of the half-diagonal (0 to 2).
    var radius: Float { get set }
}

/// The properties of `CIVignetteEffect`.
public protocol CIVignetteEffect: CIFilterProtocol {
    /// The image to darken around a circle.
    var inputImage: CIImage? { get set }
    /// The circle's centre.
    var center: CGPoint { get set }
    /// How much to darken outside the circle, −1 (brighten) to 1.
    var intensity: Float { get set }
    /// The circle's radius, in pixels.
    var radius: Float { get set }
    /// The fraction of the radius over which the darkening rises, 0 to 1.
    var falloff: Float { get set }
}

final class PixellateFilter: BuiltinFilter, CIPixellate {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var center: CGPoint {
        get { point(kCIInputCenterKey) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var scale: Float {
        get { floatValue(forKey: kCIInputScaleKey) }
        set { setValue(newValue, forKey: kCIInputScaleKey) }
    }
}

class VignetteFilter: BuiltinFilter, CIVignette {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { floatValue(forKey: kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
    var radius: Float {
        get { floatValue(forKey: kCIInputRadiusKey) }
        set { setValue(newValue, forKey: kCIInputRadiusKey) }
    }
}

/// `CIVignetteEffect`: `CIVignette`'s properties and a centre and a falloff.
final class VignetteEffectFilter: VignetteFilter, CIVignetteEffect {
    var center: CGPoint {
        get { point(kCIInputCenterKey) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var falloff: Float {
        get { floatValue(forKey: "inputFalloff") }
        set { setValue(newValue, forKey: "inputFalloff") }
    }
}

extension CIFilter {
    /// `CIPixellate`: square cells of one colour each.
    public static func pixellate() -> CIFilter & CIPixellate {
        PixellateFilter(StylizeFilters.pixellate)
    }

    /// `CIVignette`: the image darkened towards its edges.
    public static func vignette() -> CIFilter & CIVignette {
        VignetteFilter(StylizeFilters.vignette)
    }

    /// `CIVignetteEffect`: the image darkened outside a circle.
    public static func vignetteEffect() -> CIFilter & CIVignetteEffect {
        VignetteEffectFilter(StylizeFilters.vignetteEffect)
    }
}
