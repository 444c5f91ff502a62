import Foundation

/// Core Foundation's array as Swift code on Apple platforms sees it, so that
/// `[top, bottom] as CFArray` compiles unchanged: on Linux it is `NSArray`.
public typealias CFArray = NSArray

/// Core Foundation's dictionary (`NSDictionary` here), for the
/// `auxiliaryInfo:` parameters that ports pass as `nil`.
public typealias CFDictionary = NSDictionary

/// Core Foundation's string (`String` here), for colour space names such as
/// ``CGColorSpace/sRGB``.
public typealias CFString = String

/// Core Foundation's data (`NSData` here), for ``CGDataProvider``: Swift code
/// passes `data as CFData` and reads `provider.data` back, unchanged.
public typealias CFData = NSData

/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// The bytes of `data`, valid as long as `data` is.
public func CFDataGetBytePtr(_ data: CFData?) -> UnsafePointer<UInt8>? {
    guard let data, data.length > 0 else { return nil }
    return data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData?) -> CFIndex {
    data?.length ?? 0
}
