import Foundation
import Glaze
import GlazeKit

// A theme asset's look, declared for the raster cache's keys.

extension AssetLook: CacheKeyDescribable {
    /// The kind and its spec's parts, as `kind(first, label: value, …)`.
    public var cacheKeyDescription: String {
        let parts = spec.cacheKeyParts.enumerated().map { index, part in
            index == 0 ? part.value.cacheKeyDescription : "\(part.key): \(part.value.cacheKeyDescription)"
        }
        return "\(kind.rawValue)(\(parts.joined(separator: ", ")))"
    }
}

extension AssetRaster {
    static var cacheKeyName: String { "AssetRaster" }

    /// A theme without font files keeps the keys it had before font files were keyed.
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        fontFiles.isEmpty ? ["look": look, "state": state] : ["look": look, "state": state, "fontFiles": fontFiles]
    }
}
