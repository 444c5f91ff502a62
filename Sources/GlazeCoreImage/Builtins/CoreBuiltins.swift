import Foundation

/// The properties of `CIRandomGenerator`: none but its output.
public protocol CIRandomGenerator: CIFilterProtocol {}

/// The properties of `CIConstantColorGenerator`.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The colour of every pixel.
    var color: CIColor { get set }
}

/// The properties of `CIColorMonochrome`.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image to tone.
    var inputImage: CIImage? { get set }
    /// The colour middle grey becomes.
    var color: CIColor { get set }
    /// How much of the effect, 0 (none) to 1.
    var intensity: Float { get set }
}

/// The properties of `CIAffineTransform`.
public protocol CIAffineTransform: CIFilterProtocol {
    /// The image to transform.
    var inputImage: CIImage? { get set }
    /// The transform.
    var transform: CGAffineTransform { get set }
}

/// The properties of `CISourceOverCompositing` and the other compositing filters.
public protocol CICompositeOperation: CIFilterProtocol {
    /// The image on top.
    var inputImage: CIImage? { get set }
    /// The image below.
    var backgroundImage: CIImage? { get set }
}

final class RandomGeneratorFilter: BuiltinFilter, CIRandomGenerator {}

final class ConstantColorGeneratorFilter: BuiltinFilter, CIConstantColorGenerator {
    var color: CIColor {
        get { color(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
}

final class ColorMonochromeFilter: BuiltinFilter, CIColorMonochrome {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var color: CIColor {
        get { color(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var intensity: Float {
        get { floatValue(forKey: kCIInputIntensityKey) }
        set { setValue(newValue, forKey: kCIInputIntensityKey) }
    }
}

/// The properties of `CIAffineClamp`.
public protocol CIAffineClamp: CIFilterProtocol {
    /// The image to transform and clamp.
    var inputImage: CIImage? { get set }
    /// The transform applied before the edges are repeated.
    var transform: CGAffineTransform { get set }
}

final class AffineTransformFilter: BuiltinFilter, CIAffineTransform, CIAffineClamp {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var transform: CGAffineTransform {
        get { typedValue(forKey: kCIInputTransformKey) ?? .identity }
        set { setValue(newValue, forKey: kCIInputTransformKey) }
    }
}

/// A compositing filter: an image over (or blended with) a background.
class CompositeOperationFilter: BuiltinFilter, CICompositeOperation {
    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var backgroundImage: CIImage? {
        get { image(kCIInputBackgroundImageKey) }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
}

extension CIFilter {
    /// `CIRandomGenerator`: four independent uniform random values per pixel, infinite.
    public static func randomGenerator() -> CIFilter & CIRandomGenerator {
        RandomGeneratorFilter(GeneratorFilters.randomGenerator)
    }

    /// `CIConstantColorGenerator`: one colour everywhere, infinite.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
        ConstantColorGeneratorFilter(GeneratorFilters.constantColorGenerator)
    }

    /// `CIColorMonochrome`: colours remapped onto shades of one colour.
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome {
        ColorMonochromeFilter(ColorEffectFilters.colorMonochrome)
    }

    /// `CIAffineTransform`: the image transformed, read bilinearly.
    public static func affineTransform() -> CIFilter & CIAffineTransform {
        AffineTransformFilter(GeometryFilters.affineTransform)
    }

    /// `CIAffineClamp`: the image transformed, its edges repeated outwards for ever.
    public static func affineClamp() -> CIFilter & CIAffineClamp {
        AffineTransformFilter(GeometryFilters.affineClamp)
    }

    /// `CISourceOverCompositing`: the image over its background.
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation {
        CompositeOperationFilter(CompositingFilters.sourceOver)
    }
}
