import Foundation
import Glaze

// How plain values and the core's types read in a cache key.

extension Double: CacheKeyDescribable {
    /// Swift's shortest exact form; whole numbers without a fraction.
    public var cacheKeyDescription: String { NumberText.exact(self) }
}

extension CGFloat: CacheKeyDescribable {
    /// As a `Double`.
    public var cacheKeyDescription: String { NumberText.exact(Double(self)) }
}

extension Int: CacheKeyDescribable {
    /// In decimal.
    public var cacheKeyDescription: String { String(self) }
}

extension UInt64: CacheKeyDescribable {
    /// In decimal.
    public var cacheKeyDescription: String { String(self) }
}

extension Bool: CacheKeyDescribable {
    /// `true` or `false`.
    public var cacheKeyDescription: String { self ? "true" : "false" }
}

extension String: CacheKeyDescribable {
    /// Quoted, with backslashes and quotes escaped.
    public var cacheKeyDescription: String {
        var quoted = "\""
        quoted.reserveCapacity(utf8.count + 2)
        for scalar in unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        quoted.unicodeScalars.append("\"")
        return quoted
    }
}

extension Optional: CacheKeyDescribable where Wrapped: CacheKeyDescribable {
    /// The value, or `nil`.
    public var cacheKeyDescription: String { map(\.cacheKeyDescription) ?? "nil" }
}

extension Array: CacheKeyDescribable where Element: CacheKeyDescribable {
    /// `[a, b, …]`.
    public var cacheKeyDescription: String { "[" + map(\.cacheKeyDescription).joined(separator: ", ") + "]" }
}

extension CGSize: CacheKeyRecord {
    /// `CGSize`.
    public static var cacheKeyName: String { "CGSize" }
    /// Width and height.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["width": width, "height": height] }
}

extension EdgeInsets: CacheKeyRecord {
    /// `EdgeInsets`.
    public static var cacheKeyName: String { "EdgeInsets" }
    /// The four insets.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["top": top, "left": left, "bottom": bottom, "right": right]
    }
}

extension Color: CacheKeyDescribable {
    /// `rgba(r, g, b, a)` with full precision.
    public var cacheKeyDescription: String {
        "rgba(\([red, green, blue, alpha].map { NumberText.exact($0) }.joined(separator: ", ")))"
    }
}

extension ContentDigest: CacheKeyDescribable {
    /// `sha256(…)` with the 64 hexadecimal digits.
    public var cacheKeyDescription: String { "sha256(\(hexDigits))" }
}

extension Image: CacheKeyDescribable {
    /// Its size, scale and the SHA-256 digest of its pixels: two images with the
    /// same pixels are the same look, whatever objects they are, and no image can
    /// be made to pass for another.
    public var cacheKeyDescription: String {
        "image(\(pixelWidth)×\(pixelHeight)@\(NumberText.exact(scale))x \(contentDigest.hexDigits))"
    }
}

extension ResizableImage: CacheKeyDescribable {
    /// The image, its caps and its mode.
    public var cacheKeyDescription: String {
        "ResizableImage(\(image.cacheKeyDescription), caps: \(capInsets.cacheKeyDescription), \(resizingMode.rawValue))"
    }
}

extension Font: CacheKeyRecord {
    /// `Font`.
    public static var cacheKeyName: String { "Font" }
    /// Family, size, weight and style.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["family": family, "size": size, "weight": weight, "style": style]
    }
}

extension Font.Weight: CacheKeyDescribable {
    /// The weight's name: `regular`, `bold`, ….
    public var cacheKeyDescription: String {
        switch self {
        case .thin: return "thin"
        case .ultraLight: return "ultraLight"
        case .light: return "light"
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        case .heavy: return "heavy"
        case .black: return "black"
        }
    }
}

extension Font.Style: CacheKeyDescribable {
    /// `normal`, `italic` or `oblique`.
    public var cacheKeyDescription: String { rawValue }
}

extension TextShadow: CacheKeyRecord {
    /// `TextShadow`.
    public static var cacheKeyName: String { "TextShadow" }
    /// Colour and offset.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["color": color, "offset": offset] }
}
