import Foundation

/// The colour models a ``CGColorSpace`` can have.
public enum CGColorSpaceModel: Int32, Sendable {
    /// One grey component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
    /// A pattern: the colour of a ``UIColor/init(patternImage:)``, painting
    /// with a tiled image; it has no colour components, only alpha.
    case pattern = 6
}

/// A colour space: device RGB or device grey, the two that drawing code uses.
///
/// Glaze draws in sRGB; the named RGB spaces all mean that, the grey ones grey.
///
/// ```swift
/// let space = CGColorSpaceCreateDeviceRGB()
/// let gray = CGColorSpace(name: CGColorSpace.linearGray)
/// ```
public final class CGColorSpace: Hashable, Sendable {
    /// The colour model.
    public let model: CGColorSpaceModel
    /// The space's name, or `nil` for the device spaces.
    public let name: CFString?

    init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// A named colour space, or `nil` for a name Glaze does not know.
    public convenience init?(name: CFString) {
        if Self.rgbNames.contains(name) {
            self.init(model: .rgb, name: name)
        } else if Self.grayNames.contains(name) {
            self.init(model: .monochrome, name: name)
        } else {
            return nil
        }
    }

    /// The number of colour components (alpha not counted).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb: 3
        case .pattern: 0
        }
    }

    /// The sRGB colour space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// The extended-range sRGB colour space (drawn as sRGB).
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// The generic linear RGB colour space (drawn as sRGB, so without its linear response).
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// The generic grey colour space with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear grey colour space.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"

    private static let rgbNames: Set<CFString> = [sRGB, extendedSRGB, genericRGBLinear]
    private static let grayNames: Set<CFString> = [genericGrayGamma2_2, linearGray]

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    /// The space of pattern colours, with no base space.
    static let pattern = CGColorSpace(model: .pattern, name: nil)

    /// Spaces are equal when they have the same model and name.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    /// Hashes the model and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
