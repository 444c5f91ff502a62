internal import CGlazeCairo
import Foundation

extension Canvas {
    /// Whether fills, strokes, clips, the edges of drawn images and text are
    /// smoothed (`true`, the start) or drawn with hard, whole-pixel edges.
    ///
    /// Without antialiasing a pixel is painted, fully, when its centre lies
    /// inside the shape; a centre exactly on the shape's top or left edge (in
    /// device space, y down) is inside, one on its bottom or right edge is not.
    /// A one-pixel line centred on a pixel boundary therefore lights the row
    /// above or the column left of the boundary, never both. Glyphs are
    /// aliased too, their lines laid out exactly as when smoothed. Reset at the
    /// end of the enclosing ``withSavedState(_:)``.
    ///
    /// ```swift
    /// try canvas.withSavedState { canvas in
    ///     canvas.isAntialiased = false  // crisp grid lines
    ///     try canvas.stroke(grid, with: .color(.gray))
    /// }
    /// ```
    public var isAntialiased: Bool {
        get { cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(cr, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }
}
