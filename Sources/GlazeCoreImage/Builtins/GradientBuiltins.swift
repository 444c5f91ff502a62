import Foundation

/// The properties of `CILinearGradient`.
public protocol CILinearGradient: CIFilterProtocol {
    /// Where the gradient starts: color 0 there and before.
    var point0: CGPoint { get set }
    /// Where the gradient ends: color 1 there and beyond.
    var point1: CGPoint { get set }
    /// The colour at the start.
    var color0: CIColor { get set }
    /// The colour at the end.
    var color1: CIColor { get set }
}

/// The properties of `CISmoothLinearGradient`: those of ``CILinearGradient``
/// (Apple declares the same four separately).
public protocol CISmoothLinearGradient: CILinearGradient {}

/// The properties of `CIRadialGradient`.
public protocol CIRadialGradient: CIFilterProtocol {
    /// The centre of both circles.
    var center: CGPoint { get set }
    /// The radius inside which the colour is color 0.
    var radius0: Float { get set }
    /// The radius outside which the colour is color 1.
    var radius1: Float { get set }
    /// The colour inside the first circle.
    var color0: CIColor { get set }
    /// The colour outside the second circle.
    var color1: CIColor { get set }
}

/// The properties of `CICheckerboardGenerator`, and of ``CIStripesGenerator``.
public protocol CICheckerboardGenerator: CIFilterProtocol {
    /// A corner of the squares (for stripes, a point on an edge).
    var center: CGPoint { get set }
    /// The colour of the square above and to the right of the centre (the stripe left of it).
    var color0: CIColor { get set }
    /// The colour of the squares beside it (the stripe right of the centre).
    var color1: CIColor { get set }
    /// The side of a square (the width of a stripe).
    var width: Float { get set }
    /// How sharp the edges are, 0 (soft) to 1 (hard).
    var sharpness: Float { get set }
}

/// The properties of `CIStripesGenerator`: those of ``CICheckerboardGenerator``
/// (Apple declares the same five separately). The centre is on an edge
/// between stripes, color 0 to its left and color 1 to its right; the width is a stripe's.
public protocol CIStripesGenerator: CICheckerboardGenerator {}

/// A gradient between two colours, linear or radial; its properties read and
/// write the keys of whichever filter it was made for.
final class GradientFilter: BuiltinFilter, CISmoothLinearGradient, CIRadialGradient {
    var point0: CGPoint {
        get { point("inputPoint0") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") }
    }
    var point1: CGPoint {
        get { point("inputPoint1") }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") }
    }
    var center: CGPoint {
        get { point(kCIInputCenterKey) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var radius0: Float {
        get { floatValue(forKey: "inputRadius0") }
        set { setValue(newValue, forKey: "inputRadius0") }
    }
    var radius1: Float {
        get { floatValue(forKey: "inputRadius1") }
        set { setValue(newValue, forKey: "inputRadius1") }
    }
    var color0: CIColor {
        get { color(GradientFilters.color0Key) }
        set { setValue(newValue, forKey: GradientFilters.color0Key) }
    }
    var color1: CIColor {
        get { color(GradientFilters.color1Key) }
        set { setValue(newValue, forKey: GradientFilters.color1Key) }
    }
}

/// A checkerboard or stripes of two colours.
final class PatternGeneratorFilter: BuiltinFilter, CIStripesGenerator {
    var center: CGPoint {
        get { point(kCIInputCenterKey) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var color0: CIColor {
        get { color(GradientFilters.color0Key) }
        set { setValue(newValue, forKey: GradientFilters.color0Key) }
    }
    var color1: CIColor {
        get { color(GradientFilters.color1Key) }
        set { setValue(newValue, forKey: GradientFilters.color1Key) }
    }
    var width: Float {
        get { floatValue(forKey: kCIInputWidthKey) }
        set { setValue(newValue, forKey: kCIInputWidthKey) }
    }
    var sharpness: Float {
        get { floatValue(forKey: kCIInputSharpnessKey) }
        set { setValue(newValue, forKey: kCIInputSharpnessKey) }
    }
}

extension CIFilter {
    /// `CILinearGradient`: two colours mixed along an axis, infinite.
    public static func linearGradient() -> CIFilter & CILinearGradient {
        GradientFilter(GradientFilters.linearGradient)
    }

    /// `CISmoothLinearGradient`: two colours mixed along an axis with smoothstep easing, infinite.
    public static func smoothLinearGradient() -> CIFilter & CISmoothLinearGradient {
        GradientFilter(GradientFilters.smoothLinearGradient)
    }

    /// `CIRadialGradient`: two colours mixed between two circles, infinite.
    public static func radialGradient() -> CIFilter & CIRadialGradient {
        GradientFilter(GradientFilters.radialGradient)
    }

    /// `CICheckerboardGenerator`: squares of two colours, infinite.
    public static func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator {
        PatternGeneratorFilter(GradientFilters.checkerboard)
    }

    /// `CIStripesGenerator`: vertical stripes of two colours, infinite.
    public static func stripesGenerator() -> CIFilter & CIStripesGenerator {
        PatternGeneratorFilter(GradientFilters.stripes)
    }
}
