/// A pixel format a ``CIContext`` writes: the order and size of each pixel's components.
public struct CIFormat: Hashable, Sendable, RawRepresentable {
    /// The number that names the format.
    public let rawValue: Int32

    /// The format of this number; ``CIContext`` writes only the formats named here.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Four 8-bit components: alpha, red, green, blue.
    public static let ARGB8 = CIFormat(rawValue: 264)
    /// Four 8-bit components: blue, green, red, alpha.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// Four 8-bit components: red, green, blue, alpha.
    public static let RGBA8 = CIFormat(rawValue: 264 + 16)
    /// Four 32-bit floating-point components: red, green, blue, alpha.
    public static let RGBAf = CIFormat(rawValue: 2056 + 16)
    /// One 8-bit component: alpha.
    public static let A8 = CIFormat(rawValue: 257 + 16)
    /// One 8-bit component: luminance (the red channel, as Core Image writes it).
    public static let L8 = CIFormat(rawValue: 1 + 16 + 256 + 16)

    /// Bytes per pixel, or `nil` for a format Glaze does not write.
    var bytesPerPixel: Int? {
        switch self {
        case .ARGB8, .BGRA8, .RGBA8: 4
        case .RGBAf: 16
        case .A8, .L8: 1
        default: nil
        }
    }
}

/// A key of the options a ``CIContext`` is made with.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String

    /// A key of this name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The space filters compute in: linear sRGB by default; `NSNull()` turns
    /// colour management off, so filters compute on the encoded values.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The space rendered pixels are written in: sRGB by default; `NSNull()`
    /// writes working-space values as they are.
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// The format filters compute in; Glaze always computes in 32-bit floating point.
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    /// Whether to render on the CPU; Glaze always does.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// Whether to keep intermediate images; Glaze keeps none.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether transforms that shrink use a better filter; accepted and not used.
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
    /// Whether rendering is low priority; accepted and not used.
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    /// A name for the context; accepted and not used.
    public static let name = CIContextOption(rawValue: "kCIContextName")
}
