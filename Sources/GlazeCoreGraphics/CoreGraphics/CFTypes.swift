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
