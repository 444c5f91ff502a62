import Foundation
import Glaze

// The parts of each component's look, declared for the raster cache's keys.
// Each lists every stored property that changes pixels; GlazeKit's tests check
// the lists against the stored properties, so a new one cannot be forgotten.

extension ControlState: CacheKeyDescribable {
    /// The state's name, as in `normal` or `on`: keys of the states there
    /// were before states were open are as they were.
    public var cacheKeyDescription: String { rawValue }
}

extension InnerGlow: CacheKeyRecord {
    /// `InnerGlow`.
    public static var cacheKeyName: String { "InnerGlow" }
    /// Colour, width and inset.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> { ["color": color, "width": width, "inset": inset] }
}

extension ButtonTitle: CacheKeyRecord {
    /// `ButtonTitle`.
    public static var cacheKeyName: String { "ButtonTitle" }
    /// Text, font, colour, shadow, insets and icon.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["text": text, "font": font, "color": color, "shadow": shadow, "insets": insets, "icon": icon]
    }
}

extension GlossyButton: CacheKeyRecord {
    /// `GlossyButton`.
    public static var cacheKeyName: String { "GlossyButton" }
    /// Colours, border, radius and title.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["color": color, "highlightedColor": highlightedColor, "hasBorder": hasBorder, "borderColor": borderColor,
         "cornerRadius": cornerRadius, "title": title]
    }
}

extension HybridBackground: CacheKeyRecord {
    /// `HybridBackground`.
    public static var cacheKeyName: String { "HybridBackground" }
    /// Radius, height, colours and glow.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["cornerRadius": cornerRadius, "height": height, "borderColor": borderColor, "topColor": topColor,
         "bottomColor": bottomColor, "glow": glow]
    }
}

extension NoiseTexture: CacheKeyRecord {
    /// `NoiseTexture`.
    public static var cacheKeyName: String { "NoiseTexture" }
    /// Seed, opacity, geometry and colours.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["seed": seed, "noiseOpacity": noiseOpacity, "cornerRadius": cornerRadius, "height": height, "tileWidth": tileWidth,
         "topColor": topColor, "bottomColor": bottomColor, "borderColor": borderColor, "borderWidth": borderWidth]
    }
}

extension BackButton: CacheKeyRecord {
    /// `BackButton`.
    public static var cacheKeyName: String { "BackButton" }
    /// Title and its style, size, colours and cap.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["title": title, "font": font, "titleColor": titleColor, "titleShadow": titleShadow, "titleInsets": titleInsets,
         "maximumWidth": maximumWidth, "colors": colors, "highlightedColors": highlightedColors, "borderColor": borderColor,
         "height": height, "leftCap": leftCap]
    }
}

extension BarButton: CacheKeyRecord {
    /// `BarButton`.
    public static var cacheKeyName: String { "BarButton" }
    /// Title, font, colours and height.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["title": title, "font": font, "colors": colors, "borderColor": borderColor, "height": height]
    }
}

extension NavigationBar: CacheKeyRecord {
    /// `NavigationBar`.
    public static var cacheKeyName: String { "NavigationBar" }
    /// Title and its style, background and buttons.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["title": title, "titleFont": titleFont, "titleColor": titleColor, "titleShadow": titleShadow,
         "background": background, "backButton": backButton, "rightButton": rightButton]
    }
}

extension NavigationBar.Background: CacheKeyDescribable {
    /// `gradient([…])`, `noise(…)` or `image(…)`.
    public var cacheKeyDescription: String {
        switch self {
        case let .gradient(colors): return cacheKeyCase("gradient", colors)
        case let .noise(texture): return cacheKeyCase("noise", texture)
        case let .image(image): return cacheKeyCase("image", image)
        }
    }
}
