import Foundation
import Glaze

extension CGContext {
    /// Turns antialiasing on or off for what is drawn from now on: fills,
    /// strokes, clips, the edges of images, and text.
    ///
    /// Part of the graphics state, as in Core Graphics: ``restoreGState()``
    /// brings back the setting saved with it. Drawing is antialiased only when
    /// both this and ``setAllowsAntialiasing(_:)`` say so; both start on.
    ///
    /// Without antialiasing a pixel is painted when its centre is inside the
    /// shape, so a 1-point line at x.5 in a 1x context lights exactly one
    /// column, and a hairline (line width 0) one device pixel. A centre that
    /// lies exactly on an edge (a 1-point line at a whole coordinate) counts
    /// for the pixel above or to the left of the line as seen in device space,
    /// so such a line still lights one column, never two; a line narrower than
    /// a pixel whose band holds no centre lights none. Text is aliased too, as
    /// Core Graphics aliases it: two-tone glyphs, laid out as when smoothed.
    ///
    /// ```swift
    /// context.saveGState()
    /// context.setShouldAntialias(false)
    /// context.strokeLineSegments(between: gridLines)
    /// context.restoreGState()
    /// ```
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids antialiasing in this context whatever
    /// ``setShouldAntialias(_:)`` says: with `false`, nothing is antialiased.
    ///
    /// Not part of the graphics state, as in Core Graphics: saving and
    /// restoring the state leave it as it is.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
    }
}
