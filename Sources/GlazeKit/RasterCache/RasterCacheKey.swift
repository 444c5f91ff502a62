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
        description = "\(component.cacheKeyDescription) @\(NumberText.exact(Double(scale)))x "
            + "\(NumberText.exact(Double(size.width)))×\(NumberText.exact(Double(size.height)))"
    }

    /// A file name for the key: the 64 hexadecimal digits of its SHA-256 digest,
    /// which no other key can be made to share.
    public var fileName: String { ContentDigest(of: description).hexDigits }

    /// Whether two keys are the same bytes of UTF-8.
    ///
    /// String's own equality is Unicode canonical equivalence, which normalises
    /// every key with a `×` in it on each look-up; Glaze writes each key one
    /// way only, so the bytes decide the same, faster.
    public static func == (lhs: RasterCacheKey, rhs: RasterCacheKey) -> Bool {
        lhs.description.utf8.elementsEqual(rhs.description.utf8)
    }

    /// Hashes the key's UTF-8 bytes, as ``==(_:_:)`` compares them.
    public func hash(into hasher: inout Hasher) {
        var text = description
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

