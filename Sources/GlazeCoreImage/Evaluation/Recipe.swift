import Foundation

/// How an image's pixels are made: a node of the lazy graph behind a
/// ``CIImage``. Nothing is computed until a context renders a rectangle; each
/// node then asks its inputs for the pixels it needs (its region of interest)
/// and no more.
protocol Recipe: Sendable {
    /// Where the image can have pixels that are not clear (its domain of
    /// definition); `CGRect.infinite` for generators.
    var extent: CGRect { get }

    /// How many nodes deep the graph under this one goes, itself counted.
    /// Every node stores its depth and its extent when it is made, so that
    /// neither is a walk of the graph (a graph that reuses an image at every
    /// step has exponentially many paths), and ``CIImage`` refuses graphs
    /// deeper than ``RecipeDepth/maximum``, which rendering and releasing
    /// recurse through.
    var depth: Int { get }

    /// The pixels of `rect`, clear outside ``extent``.
    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile
}

/// The one bound on how deep a graph of recipes may grow.
enum RecipeDepth {
    /// The deepest graph a ``CIImage`` holds. Releasing a graph recurses once
    /// per node on whatever thread lets go of it, about 130 bytes a node in a
    /// debug build: 2,048 nodes stay inside the 512 KiB stack of a secondary
    /// thread with room to spare. Rendering needs far more a node, and runs
    /// where ``RenderStack`` says. A loop that composites a thousand layers
    /// one over another stays within the bound.
    static let maximum = 2048

    /// The depth of a node over `inputs`.
    static func over(_ inputs: any Recipe...) -> Int {
        over(inputs)
    }

    /// The depth of a node over `inputs`.
    static func over(_ inputs: [any Recipe]) -> Int {
        (inputs.map(\.depth).max() ?? 0) + 1
    }
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
