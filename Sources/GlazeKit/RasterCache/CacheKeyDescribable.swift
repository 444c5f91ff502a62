import Foundation
import Glaze

/// A value that can be part of a look's cache key, in a form it declares:
/// stable across runs and processes, never an address.
public protocol CacheKeyDescribable {
    /// The value as it appears in a cache key.
    var cacheKeyDescription: String { get }
}

/// A value with named parts, each declared for the cache key: its key reads
/// `Name(part: value, …)`. The names are the key's, not Swift's, so renaming a
/// stored property changes no key, and a part left out is not part of the look.
///
/// ```swift
/// extension Badge: CacheKeyRecord {
///     static var cacheKeyName: String { "Badge" }
///     var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
///         ["color": color, "cornerRadius": cornerRadius]
///     }
/// }
/// ```
public protocol CacheKeyRecord: CacheKeyDescribable {
    /// The name the key gives the type.
    static var cacheKeyName: String { get }
    /// The parts of the look, named, in a fixed order.
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { get }
}

extension CacheKeyRecord {
    /// `Name(part: value, …)`.
    public var cacheKeyDescription: String {
        let fields = cacheKeyFields.map { "\($0.key): \($0.value.cacheKeyDescription)" }
        return "\(Self.cacheKeyName)(\(fields.joined(separator: ", ")))"
    }
}

/// The key text of an enumeration case: `name` alone, or `name(payload)`.
func cacheKeyCase(_ name: String, _ payload: (any CacheKeyDescribable)? = nil) -> String {
    payload.map { "\(name)(\($0.cacheKeyDescription))" } ?? name
}
