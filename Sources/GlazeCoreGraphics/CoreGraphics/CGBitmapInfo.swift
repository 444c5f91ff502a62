/// Where a bitmap keeps alpha, and whether its colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last in each pixel, colours premultiplied (RGBA in memory).
    case premultipliedLast
    /// Alpha first in each pixel, colours premultiplied (ARGB in memory).
    case premultipliedFirst
    /// Alpha last, not premultiplied.
    case last
    /// Alpha first, not premultiplied.
    case first
    /// An unused byte last (RGBX).
    case noneSkipLast
    /// An unused byte first (XRGB).
    case noneSkipFirst
    /// Alpha alone.
    case alphaOnly
}

/// A bitmap's layout bits: the alpha info in the low bits and the byte order.
///
/// ```swift
/// let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue  // BGRA
/// ```
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates bitmap info from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components in the order the alpha info names them.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words: the named order reversed in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words: the named order in memory.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
