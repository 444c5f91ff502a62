import Foundation
import Glaze
import GlazeKit

/// An image file recoloured, as a theme gives it (`kind: tintedImage`): the
/// first article's "one asset, every theme".
public struct TintedImageSpec: Hashable, Sendable {
    /// The SVG or PNG file.
    public var image: ThemeImage
    /// The colour of the normal state.
    public var color: Color
    /// The colour of the highlighted state.
    public var highlightedColor: Color
    /// Flat (only the image's alpha) or gradient-preserving (its shading too).
    public var mode: Tint.Mode
    /// The size drawn, in points: the image's own unless the theme gives one.
    public var size: CGSize

    /// The tint for `state`.
    func tint(_ state: ControlState) -> Tint {
        Tint(color: state == .highlighted ? highlightedColor : color, mode: mode)
    }

    /// Draws the tinted image into `rect`: an SVG at the canvas's density (as
    /// vectors in documents), a PNG from its own pixels.
    func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        let picture = try image.image(size: size, scale: max(canvas.scale, 1))
        try tint(state).draw(picture, in: rect, on: canvas)
    }
}

extension TintedImageSpec: CacheKeyRecord {
    /// `TintedImage`.
    public static var cacheKeyName: String { "TintedImage" }
    /// The image's content, the colours, the mode and the size.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["image": image, "color": color, "highlightedColor": highlightedColor, "mode": mode.rawValue, "size": size]
    }
}
