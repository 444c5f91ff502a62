import Foundation

/// An image with no pixels: `CIImage.empty()`.
struct EmptyRecipe: Recipe {
    var extent: CGRect { .null }
    var depth: Int { 1 }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile { Tile(clear: rect) }
}

/// Pixels that depend only on where they are, sampled at each pixel's centre:
/// constant colours, gradients, noise.
struct GeneratorRecipe: Recipe {
    let extent: CGRect
    var depth: Int { 1 }
    /// The premultiplied working-space sample at a point of Core Image's space.
    let sample: @Sendable (_ x: Float, _ y: Float, _ colorManaged: Bool) -> Sample

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        let managed = session.colorManaged
        return .generating(rect) { x, y in sample(Float(x) + 0.5, Float(y) + 0.5, managed) }
    }
}

/// A colour kernel: each pixel of the output is a function of the same pixel
/// of each input (and of where it is), so the region of interest is the
/// rectangle asked for. The extent is the inputs' union, or the one given.
struct ColorKernelRecipe: Recipe {
    let inputs: [any Recipe]
    let extent: CGRect
    let depth: Int
    let kernel: @Sendable (_ samples: [Sample], _ x: Float, _ y: Float) -> Sample

    init(inputs: [any Recipe], extent: CGRect? = nil,
         kernel: @escaping @Sendable (_ samples: [Sample], _ x: Float, _ y: Float) -> Sample) {
        self.inputs = inputs
        self.extent = extent ?? inputs.reduce(CGRect.null) { $0.union($1.extent) }
        depth = RecipeDepth.over(inputs)
        self.kernel = kernel
    }

    /// A kernel of one input and nothing else.
    init(_ input: any Recipe, _ kernel: @escaping @Sendable (Sample) -> Sample) {
        self.init(inputs: [input], extent: input.extent) { samples, _, _ in kernel(samples[0]) }
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        var tiles = [Tile]()
        for input in inputs { tiles.append(try input.renderClipped(rect, in: session)) }
        var samples = [Sample]()
        samples.reserveCapacity(rect.area)
        var arguments = [Sample](repeating: .zero, count: tiles.count)
        var index = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                for input in tiles.indices { arguments[input] = tiles[input].samples[index] }
                samples.append(kernel(arguments, Float(x) + 0.5, Float(y) + 0.5))
                index += 1
            }
        }
        return Tile(rect: rect, samples: samples)
    }
}

/// An image cut to a rectangle: a pixel stays when its centre is inside.
struct CropRecipe: Recipe {
    let input: any Recipe
    let rect: CGRect
    let extent: CGRect
    let depth: Int

    init(_ input: any Recipe, to rect: CGRect) {
        self.input = input
        self.rect = rect
        self.extent = input.extent.intersection(rect)
        depth = RecipeDepth.over(input)
    }

    func render(_ region: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        var tile = try input.renderClipped(region, in: session)
        if rect.isInfinite { return tile }
        var index = 0
        for y in region.y..<region.maxY {
            let centreY = CGFloat(y) + 0.5
            for x in region.x..<region.maxX {
                let centreX = CGFloat(x) + 0.5
                if centreX < rect.minX || centreX >= rect.maxX || centreY < rect.minY || centreY >= rect.maxY {
                    tile.samples[index] = .zero
                }
                index += 1
            }
        }
        return tile
    }
}

/// An image whose edge pixels repeat outwards for ever: `clampedToExtent()`.
struct ClampRecipe: Recipe {
    let input: any Recipe
    let bounds: PixelRect
    let depth: Int

    init(_ input: any Recipe, bounds: PixelRect) {
        self.input = input
        self.bounds = bounds
        depth = RecipeDepth.over(input)
    }

    var extent: CGRect { .infinite }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        guard !bounds.isEmpty else { return Tile(clear: rect) }
        func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high - 1) }
        // Only the input's pixels that some output pixel repeats.
        let needed = PixelRect(x: clamp(rect.x, bounds.x, bounds.maxX), y: clamp(rect.y, bounds.y, bounds.maxY),
                               width: 0, height: 0)
        let far = (x: clamp(rect.maxX - 1, bounds.x, bounds.maxX), y: clamp(rect.maxY - 1, bounds.y, bounds.maxY))
        let source = try input.renderClipped(PixelRect(x: needed.x, y: needed.y, width: far.x - needed.x + 1,
                                                       height: far.y - needed.y + 1), in: session)
        return .generating(rect) { x, y in
            source[clamp(x, bounds.x, bounds.maxX), clamp(y, bounds.y, bounds.maxY)]
        }
    }
}
