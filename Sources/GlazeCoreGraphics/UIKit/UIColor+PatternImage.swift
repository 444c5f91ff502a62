import Foundation

extension UIColor {
    /// A colour that paints with `image` repeated edge to edge, as UIKit's
    /// pattern colours do: fills and strokes set with ``setFill()``,
    /// ``setStroke()`` or its ``cgColor`` show the image tiled from the
    /// origin of the context's base space, each tile the image's size in
    /// points, upright in a renderer's (flipped) context as on iOS. The
    /// pattern stays put when the drawing code translates, scales or rotates
    /// its coordinates.
    ///
    /// ```swift
    /// UIColor(patternImage: stripes).setFill()
    /// UIRectFill(bounds)
    /// ```
    ///
    /// Where Glaze differs: in a y-up bitmap context the tiles start at the
    /// bitmap's top-left corner and stand upright there too. Text drawn with a
    /// pattern colour is opaque black, and ``withAlphaComponent(_:)`` keeps
    /// the pattern opaque (set the context's alpha instead). An image with no
    /// pixels gives a colour that paints nothing.
    public convenience init(patternImage image: UIImage) {
        let size = image.size
        var tile = image.bitmap
        if image.imageOrientation != .up {
            // The pattern repeats the image as it looks: draw it upright once.
            let format = UIGraphicsImageRendererFormat()
            format.scale = image.scale
            tile = UIGraphicsImageRenderer(size: size, format: format).image { _ in image.draw(at: .zero) }.bitmap
        }
        guard let tile, size.width > 0, size.height > 0 else {
            self.init(cgColor: .clear)
            return
        }
        self.init(cgColor: CGColor(pattern: CGColorPattern(image: tile, size: size)))
    }
}
