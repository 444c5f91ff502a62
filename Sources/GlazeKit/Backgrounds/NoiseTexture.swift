import Foundation
import Glaze

/// A button textured with subtle noise: a rounded rect with a vertical gradient,
/// seeded monochrome noise at device-pixel resolution and low opacity, and an
/// outline; used as a resizable image that tiles sideways so the noise repeats
/// instead of smearing into streaks.
///
/// ```swift
/// let texture = NoiseTexture(seed: 42)
/// let image = try texture.resizableImage(scale: 2)   // 70 × 44, caps 10, tiled
/// try image.draw(in: CGRect(x: 0, y: 0, width: 220, height: 44), on: canvas)
/// ```
public struct NoiseTexture: Hashable, Sendable {
    /// The noise's seed: the same seed gives the same pixels everywhere.
    public var seed: UInt64
    /// The opacity the noise is drawn at.
    public var noiseOpacity: Double
    /// The corner radius, which is also the cap width.
    public var cornerRadius: CGFloat
    /// The height.
    public var height: CGFloat
    /// The width of the tiled middle.
    public var tileWidth: CGFloat
    /// The gradient's top colour.
    public var topColor: Color
    /// The gradient's bottom colour.
    public var bottomColor: Color
    /// The outline's colour.
    public var borderColor: Color
    /// The outline's width; half of it shows inside the clip.
    public var borderWidth: CGFloat

    /// Creates a texture; the defaults are the recipe's golden button.
    public init(seed: UInt64 = 1, noiseOpacity: Double = 0.05, cornerRadius: CGFloat = 10, height: CGFloat = 44,
                tileWidth: CGFloat = 50, topColor: Color = Color(red: 0.997, green: 0.866, blue: 0.240),
                bottomColor: Color = Color(red: 0.715, green: 0.526, blue: 0.148),
                borderColor: Color = Color(white: 0.36), borderWidth: CGFloat = 2) {
        self.seed = seed
        self.noiseOpacity = noiseOpacity
        self.cornerRadius = cornerRadius
        self.height = height
        self.tileWidth = tileWidth
        self.topColor = topColor
        self.bottomColor = bottomColor
        self.borderColor = borderColor
        self.borderWidth = borderWidth
    }

    /// The size the texture is drawn at once: the caps plus one tile, by the height.
    public var minimumSize: CGSize { CGSize(width: 2 * cornerRadius + tileWidth, height: height) }

    /// Draws the texture at its minimum size into a new image at `scale`.
    public func image(scale: CGFloat) throws -> Image {
        let size = minimumSize
        let surface = try ImageSurface(size: size, scale: scale)
        let noise = try Image.noise(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, scale: scale, seed: seed)
        try surface.draw { canvas in
            let outline = Path(roundedRect: canvas.bounds, cornerRadius: cornerRadius)
            try canvas.clip(to: outline)
            try canvas.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 0, y: size.height),
                                               colors: [topColor, bottomColor])))
            // One noise pixel per device pixel: drawn 1:1, never resampled.
            try canvas.draw(noise, in: canvas.bounds, alpha: noiseOpacity, interpolation: .none)
            try canvas.stroke(outline, with: .color(borderColor), style: StrokeStyle(lineWidth: borderWidth))
        }
        return try surface.makeImage()
    }

    /// The texture as a resizable image: caps of the corner radius at each side,
    /// the middle tiled.
    public func resizableImage(scale: CGFloat) throws -> ResizableImage {
        try ResizableImage(image: image(scale: scale),
                           capInsets: EdgeInsets(top: 0, left: cornerRadius, bottom: 0, right: cornerRadius),
                           resizingMode: .tile)
    }
}
