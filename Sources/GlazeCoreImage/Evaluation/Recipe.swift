import Foundation

/// How an image's pixels are made: a node of the lazy graph behind a
/// ``CIImage``. Nothing is computed until a context renders a rectangle; each
/// node then asks its inputs for the pixels it needs (its region of interest)
/// and no more.
protocol Recipe: Sendable {
    /// Where the image can have pixels that are not clear (its domain of
    /// definition); `CGRect.infinite` for generators.
    var extent: CGRect { get }

    /// The pixels of `rect`, clear outside ``extent``.
    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile
}

extension Recipe {
    /// The pixels of `rect`, with nothing computed outside the extent: the
    /// node's own `render` is asked only for the part that can have colour.
    func renderClipped(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let inside = rect.clipped(to: extent)
        guard !inside.isEmpty else { return Tile(clear: rect) }
        try session.charge(inside)
        let tile = try render(inside, in: session)
        return inside == rect ? tile : tile.extracting(rect)
    }
}
