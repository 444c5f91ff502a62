import Foundation

/// The callback a ``CGDataProvider`` calls when it no longer needs the bytes
/// it was given: the `info` pointer, the bytes and their count.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// A source of bytes for images made with ``CGImage/init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)``
/// and ``CGImage/init(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)``,
/// and what ``CGImage/dataProvider`` hands back.
///
/// ```swift
/// let bytes: [UInt8] = [0, 255, 255, 0]  // a 2 × 2 checkerboard
/// let provider = CGDataProvider(data: Data(bytes) as CFData)!
/// ```
///
/// Glaze copies the bytes when the provider is made, into an `NSData` that
/// nothing writes to again: a provider is immutable, hence sendable, and
/// ``data`` is the same object every time, so its bytes stay valid as long
/// as the provider (or an image made from it) does. Providers hold at most
/// ``maximumLength`` bytes: a larger one is `nil`.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes, never mutated.
    let bytes: NSData

    /// The most bytes a provider holds: as many as the largest bitmap a
    /// context may have (`InputLimits.standard`'s image pixels, four bytes each).
    public static var maximumLength: Int { BitmapMemory.maximumBytes }

    init?(bytes: Data) {
        guard bytes.count <= Self.maximumLength else { return nil }
        self.bytes = NSData(data: bytes)
    }

    /// A provider of `data`'s bytes; `nil` past ``maximumLength``.
    public convenience init?(data: CFData) {
        self.init(bytes: data as Data)
    }

    /// A provider of `size` bytes at `data`.
    ///
    /// Glaze copies the bytes at once and then calls `releaseData` (with
    /// `dataInfo`, `data` and `size`), where Core Graphics would keep reading
    /// them and call it when the provider goes away: the caller may free its
    /// memory as soon as the callback runs, as it would then. A negative size
    /// or one past ``maximumLength`` gives `nil`, without calling back.
    public convenience init?(dataInfo: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                             releaseData: CGDataProviderReleaseDataCallback?) {
        guard size >= 0, size <= Self.maximumLength else { return nil }
        self.init(bytes: Data(bytes: data, count: size))
        releaseData?(dataInfo, data, size)
    }

    /// The provider's bytes.
    public var data: CFData? { bytes }
}
