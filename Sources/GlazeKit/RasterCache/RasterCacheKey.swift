import Foundation
import Glaze

/// A readable, stable name for one look: the type, each appearance property and
/// its value, the scale and the render size. The same look gives the same key in
/// every run and process, so the key (through ``fileName``) also names files on disk.
///
/// `ButtonBackgroundLook(kind: glossy(…color: rgba(0.65, 0.05, 0.05, 1.0)…), state: normal) @2x 23×54`
public struct RasterCacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The key in words.
    public let description: String

    /// Builds the key of `component` drawn at `size` points and `scale`.
    public init(_ component: some Rasterizable, renderSize size: CGSize, scale: CGFloat) {
        let type = String(describing: type(of: component))
        let properties = component.appearanceProperties.map { "\($0.name): \(CacheKeyText.describe($0.value))" }
        description = "\(type)(\(properties.joined(separator: ", "))) @\(CacheKeyText.number(scale))x "
            + "\(CacheKeyText.number(size.width))×\(CacheKeyText.number(size.height))"
    }

    /// A file name for the key: 16 hexadecimal digits of its FNV-1a hash.
    public var fileName: String { String(format: "%016llx", CacheKeyText.fnv1a(Array(description.utf8))) }
}

/// Values a cache key shows in a form of their own rather than by reflection.
public protocol CacheKeyDescribable {
    /// The value as it appears in a cache key: stable across runs, never an address.
    var cacheKeyDescription: String { get }
}

extension Color: CacheKeyDescribable {
    /// `rgba(r, g, b, a)` with full precision.
    public var cacheKeyDescription: String {
        "rgba(\([red, green, blue, alpha].map { CacheKeyText.number($0) }.joined(separator: ", ")))"
    }
}

extension Image: CacheKeyDescribable {
    /// Its size, scale and a digest of its pixels: two images with the same pixels
    /// are the same look, whatever objects they are.
    public var cacheKeyDescription: String {
        "image(\(pixelWidth)×\(pixelHeight)@\(CacheKeyText.number(scale))x \(String(format: "%016llx", contentDigest)))"
    }
}

extension ResizableImage: CacheKeyDescribable {
    /// The image, its caps and its mode.
    public var cacheKeyDescription: String {
        "ResizableImage(\(image.cacheKeyDescription), caps: \(CacheKeyText.describe(capInsets)), \(resizingMode.rawValue))"
    }
}

/// Turns values into cache-key text by reflection, with exact numbers.
enum CacheKeyText {
    static func describe(_ value: Any) -> String {
        if let described = value as? CacheKeyDescribable { return described.cacheKeyDescription }
        switch value {
        case let value as Double: return number(value)
        case let value as CGFloat: return number(Double(value))
        case let value as Float: return number(Double(value))
        case let text as String: return "\"\(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        case let flag as Bool: return flag ? "true" : "false"
        case let integer as any BinaryInteger: return "\(integer)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { describe($0.value) } ?? "nil"
        case .collection, .set:
            return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
        case .enum:
            guard let payload = mirror.children.first else { return "\(value)" }
            return "\(payload.label ?? "case")(\(describe(payload.value)))"
        case .tuple:
            return "(" + mirror.children.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }.joined(separator: ", ") + ")"
        case .struct, .class:
            let fields = mirror.children.map { ($0.label ?? "_") + ": " + describe($0.value) }
            return "\(type(of: value))(\(fields.joined(separator: ", ")))"
        default:
            return "\(value)"
        }
    }

    /// Doubles by Swift's shortest exact form: stable, and distinct for distinct values.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
