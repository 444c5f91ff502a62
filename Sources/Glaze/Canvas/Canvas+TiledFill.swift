import Foundation

extension Canvas {
    /// Fills the interior of `path` (by its fill rule) with copies of `image`
    /// repeated edge to edge in both directions without end, one copy filling
    /// `tile` in user space: a pattern paint, as Core Graphics' pattern colours
    /// and UIKit's `UIColor(patternImage:)` paint.
    ///
    /// The fill takes the canvas's blend mode, alpha and shadow like any other,
    /// and the shadow falls from the filled shape. A vector image repeats as
    /// vectors in PDF and SVG.
    ///
    /// ```swift
    /// try canvas.fill(Path(ellipseIn: canvas.bounds), withTiledImage: checker,
    ///                 tile: CGRect(x: 0, y: 0, width: 8, height: 8))
    /// ```
    /// - Parameters:
    ///   - path: the shape to fill.
    ///   - image: the tile's picture, its top row at the tile's minimum y.
    ///   - tile: where one copy lands; every other copy is offset from it by
    ///     whole multiples of its width and height. Its size must be positive.
    ///   - interpolation: how the image is sampled when a tile is not its size.
    public func fill(_ path: Path, withTiledImage image: Image, tile: CGRect,
                     interpolation: ImageInterpolation = .smooth) throws(GlazeError) {
        try path.validated()
        try Validate.rect(tile, "tile")
        let r = tile.standardized
        try Validate.positive(r.width, "tile width")
        try Validate.positive(r.height, "tile height")
        try composite(.tiled(patternSource(for: image), r, interpolation), in: .fill(path),
                      mode: state.blendMode, alpha: state.alpha)
    }
}
