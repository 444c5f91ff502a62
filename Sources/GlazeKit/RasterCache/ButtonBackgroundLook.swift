import Foundation
import Glaze

/// A button background in one state, as the raster cache's client: glossy,
/// hybrid or noise-textured. Each is drawn once at its minimum width (its
/// height is part of the look) and stretched to every button's width.
///
/// ```swift
/// let look = ButtonBackgroundLook(.hybrid(HybridBackground()), state: .highlighted)
/// try cache.raster(for: look, size: CGSize(width: 200, height: 37), scale: 2).draw(in: rect, on: canvas)
/// ```
public struct ButtonBackgroundLook: Rasterizable, Hashable {
    /// Which recipe draws the background.
    public enum Kind: Hashable, Sendable {
        /// Matt Gallagher's gloss, in a rounded rect with an optional border.
        case glossy(GlossyButton)
        /// The hybrid recipe's gradient, border and inner glow.
        case hybrid(HybridBackground)
        /// The noise-textured recipe; its middle tiles.
        case noise(NoiseTexture)
    }

    /// The recipe.
    public var kind: Kind
    /// The state it is drawn in.
    public var state: ControlState

    /// Creates a look.
    public init(_ kind: Kind, state: ControlState = .normal) {
        self.kind = kind
        self.state = state
    }

    /// `ButtonBackgroundLook`.
    public static var cacheKeyName: String { "ButtonBackgroundLook" }

    /// The kind and the state; a glossy button's title is not part of its
    /// background, so buttons that differ only in title share one look.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        var look = kind
        if case var .glossy(button) = look {
            button.title = nil
            look = .glossy(button)
        }
        return ["kind": look, "state": state]
    }

    /// The recipe's caps: the glossy button's radius plus one, the hybrid's radius,
    /// the noise texture's radius at each side.
    public var capInsets: EdgeInsets {
        switch kind {
        case let .glossy(button):
            let cap = button.capWidth()
            return EdgeInsets(top: 0, left: cap, bottom: 0, right: cap)
        case let .hybrid(background):
            return EdgeInsets(all: background.cornerRadius)
        case let .noise(texture):
            return EdgeInsets(top: 0, left: texture.cornerRadius, bottom: 0, right: texture.cornerRadius)
        }
    }

    /// Drawn at the minimum width; the height is the glossy button's requested
    /// height, or the recipe's own for the hybrid and noise backgrounds.
    public var usesMinimumFrameForCaps: Bool { true }

    /// The minimum frame: the caps plus one point wide (a whole tile for noise).
    public func renderSize(for size: CGSize) -> CGSize {
        switch kind {
        case .glossy:
            return CGSize(width: capInsets.horizontal + 1, height: size.height)
        case let .hybrid(background):
            return background.minimumSize
        case let .noise(texture):
            return texture.minimumSize
        }
    }

    /// Draws the background at the render size.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        switch kind {
        case let .glossy(button):
            try button.drawBackground(in: rect, state: state, on: canvas)
        case let .hybrid(background):
            try background.draw(in: rect, state: state, on: canvas)
        case let .noise(texture):
            try canvas.draw(texture.image(scale: canvas.scale), in: rect)
        }
    }
}

extension ButtonBackgroundLook.Kind: CacheKeyDescribable {
    /// `glossy(…)`, `hybrid(…)` or `noise(…)`.
    public var cacheKeyDescription: String {
        switch self {
        case let .glossy(button): return cacheKeyCase("glossy", button)
        case let .hybrid(background): return cacheKeyCase("hybrid", background)
        case let .noise(texture): return cacheKeyCase("noise", texture)
        }
    }
}
