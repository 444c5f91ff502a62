import Foundation
import Glaze

/// A readable, stable name for one look: the component's declared name and
/// parts (``CacheKeyRecord``), the scale and the render size. The same look gives the same key in
/// every run and process, so the key (through ``fileName``) also names files on disk.
///
/// `ButtonBackgroundLook(kind: glossy(…color: rgba(0.65, 0.05, 0.05, 1.0)…), state: normal) @2x 23×54`
public struct RasterCacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The key in words.
    public let description: String

    /// Builds the key of `component` drawn at `size` points and `scale`.
    public init(_ component: some Rasterizable, renderSize size: CGSize, scale: CGFloat) {
        description = "\(component.cacheKeyDescription) @\(CacheKeyText.number(scale))x "
            + "\(CacheKeyText.number(size.width))×\(CacheKeyText.number(size.height))"
    }

    /// A file name for the key: 16 hexadecimal digits of its FNV-1a hash.
    public var fileName: String { String(format: "%016llx", CacheKeyText.fnv1a(Array(description.utf8))) }
}

/// The number formatting and hashing behind cache keys.
enum CacheKeyText {
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
