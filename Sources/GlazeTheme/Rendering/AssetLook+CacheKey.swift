import Foundation
import Glaze
import GlazeKit

// A theme asset's look, declared for the raster cache's keys.

extension AssetLook: CacheKeyDescribable {
    /// The kind and its component, as `kind(…)`.
    public var cacheKeyDescription: String {
        switch self {
        case let .glossyButton(button, height): return "glossyButton(\(button.cacheKeyDescription), height: \(height.cacheKeyDescription))"
        case let .hybridBackground(background): return "hybridBackground(\(background.cacheKeyDescription))"
        case let .noiseButton(texture): return "noiseButton(\(texture.cacheKeyDescription))"
        case let .backButton(button): return "backButton(\(button.cacheKeyDescription))"
        case let .segmentedControl(spec): return "segmentedControl(\(spec.cacheKeyDescription))"
        case let .tabBar(spec): return "tabBar(\(spec.cacheKeyDescription))"
        case let .navigationBar(spec): return "navigationBar(\(spec.cacheKeyDescription))"
        case let .tintedImage(spec): return "tintedImage(\(spec.cacheKeyDescription))"
        }
    }
}

extension SegmentedControlSpec: CacheKeyRecord {
    /// `SegmentedControl`.
    public static var cacheKeyName: String { "SegmentedControl" }
    /// Titles, widths, selection, height and radius.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["titles": titles, "widths": widths, "selected": selected, "height": height, "cornerRadius": cornerRadius,
         "font": font]
    }
}

extension TabBarSpec: CacheKeyRecord {
    /// `TabBar`.
    public static var cacheKeyName: String { "TabBar" }
    /// Icons, selection, glowing items and size.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["icons": icons, "selected": selected, "glowing": glowing, "width": width, "height": height]
    }
}

extension NavigationBarSpec: CacheKeyRecord {
    /// `NavigationBarAsset`.
    public static var cacheKeyName: String { "NavigationBarAsset" }
    /// The bar, its size, and the background image file's content if it has one.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["bar": bar, "width": width, "height": height, "backgroundImage": backgroundImage]
    }
}

extension NavigationBarSpec.BackgroundImage: CacheKeyRecord {
    /// `BackgroundImage`.
    public static var cacheKeyName: String { "BackgroundImage" }
    /// The file's content, caps and mode.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["image": image, "capInsets": capInsets, "resizingMode": resizingMode.rawValue]
    }
}

extension TabBarIcon: CacheKeyDescribable {
    /// A built-in icon's name, as keys gave it before files were allowed; a
    /// file's content.
    public var cacheKeyDescription: String {
        switch self {
        case let .builtIn(name): return name.cacheKeyDescription
        case let .file(image): return image.cacheKeyDescription
        }
    }
}

extension AssetRaster {
    static var cacheKeyName: String { "AssetRaster" }

    /// A theme without font files keeps the keys it had before font files were keyed.
    var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        fontFiles.isEmpty ? ["look": look, "state": state] : ["look": look, "state": state, "fontFiles": fontFiles]
    }
}
