import Foundation

/// The one rule for turning points into whole pixels: points × scale, rounded
/// up, less a hair of tolerance, so that a size that is a whole number of
/// pixels but for floating point (33.333… points at 3x) does not gain a pixel.
/// Surfaces, renderers, budgets and manifests all count pixels through it, so
/// they agree on every image's size.
public enum PixelRounding {
    /// How far below a whole number a product may fall and still be that number.
    public static let tolerance: CGFloat = 1e-9

    /// The whole pixels `points` cover at `scale`, as a `CGFloat` (not
    /// checked for size; see ``pixelCount(_:scale:border:)``).
    public static func pixels(_ points: CGFloat, scale: CGFloat) -> CGFloat {
        (points * scale - tolerance).rounded(.up)
    }

    /// The pixels of an image `size` points large at `scale`, each side
    /// grown by `border` pixels (a nine-patch's 2); `Int.max` when a side is
    /// not finite or reaches a billion pixels, which is over any budget anyway
    /// and keeps `Int()` from trapping.
    public static func pixelCount(_ size: CGSize, scale: CGFloat, border: Int = 0) -> Int {
        let width = pixels(size.width, scale: scale), height = pixels(size.height, scale: scale)
        guard width.isFinite, height.isFinite, width < 1e9, height < 1e9 else { return .max }
        return (Int(width) + border) * (Int(height) + border)
    }
}
