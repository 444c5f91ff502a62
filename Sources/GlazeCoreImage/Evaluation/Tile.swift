/// One premultiplied working-space colour: red, green, blue and alpha, as
/// Core Image's kernels see a sample.
typealias Sample = SIMD4<Float>

/// The pixels of a ``PixelRect``, premultiplied, in the working space, row by
/// row from the bottom (Core Image's `y` up). What lies outside the rectangle
/// reads as clear, as outside an image's extent.
struct Tile {
    let rect: PixelRect
    var samples: [Sample]

    init(rect: PixelRect, samples: [Sample]) {
        precondition(samples.count == rect.area, "a tile holds one sample per pixel")
        self.rect = rect
        self.samples = samples
    }

    /// A clear tile.
    init(clear rect: PixelRect) {
        self.rect = rect
        self.samples = [Sample](repeating: .zero, count: rect.area)
    }

    /// The sample at pixel (x, y) of Core Image's space; clear outside the tile.
    @inline(__always)
    subscript(x: Int, y: Int) -> Sample {
        guard rect.contains(x: x, y: y) else { return .zero }
        return samples[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// The index of pixel (x, y), which must be inside the tile.
    @inline(__always)
    func index(x: Int, y: Int) -> Int { (y - rect.y) * rect.width + (x - rect.x) }

    /// A tile of `rect` whose every pixel is `body` of its own coordinates.
    static func generating(_ rect: PixelRect, _ body: (Int, Int) -> Sample) -> Tile {
        var samples = [Sample]()
        samples.reserveCapacity(rect.area)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { samples.append(body(x, y)) }
        }
        return Tile(rect: rect, samples: samples)
    }

    /// The part of this tile inside `region`, clear where the tile has no pixels.
    func extracting(_ region: PixelRect) -> Tile {
        if region == rect { return self }
        return .generating(region) { self[$0, $1] }
    }
}
