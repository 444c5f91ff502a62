import Foundation

/// How a resampling node reads between its input's pixels.
enum Sampling: Sendable {
    /// Bilinear: Core Image's default.
    case linear
    /// The nearest pixel: `samplingNearest()`.
    case nearest
}

/// An image moved, scaled, rotated or sheared by an affine transform, each
/// output pixel's centre mapped back into the input and sampled there. A
/// translation by whole pixels copies pixels exactly.
struct TransformRecipe: Recipe {
    let input: any Recipe
    let transform: CGAffineTransform
    let sampling: Sampling
    let extent: CGRect
    let depth: Int

    init(_ input: any Recipe, _ transform: CGAffineTransform, sampling: Sampling) {
        self.input = input
        depth = RecipeDepth.over(input)
        self.transform = transform
        self.sampling = sampling
        let inputExtent = input.extent
        if inputExtent.isInfinite || inputExtent.isNull {
            extent = inputExtent
        } else {
            let mapped = inputExtent.applying(transform)
            extent = mapped.isNull || !mapped.width.isFinite || !mapped.height.isFinite ? .null : mapped
        }
    }

    var isWholePixelTranslation: Bool {
        transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
            && transform.tx == transform.tx.rounded() && transform.ty == transform.ty.rounded() && abs(transform.tx) < 1e12
            && abs(transform.ty) < 1e12
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        if isWholePixelTranslation {
            let dx = Int(transform.tx), dy = Int(transform.ty)
            let source = try input.renderClipped(PixelRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height),
                                                 in: session)
            return Tile(rect: rect, samples: source.samples)
        }
        // A transform that flattens the plane leaves nothing to sample.
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant.isFinite, determinant != 0 else { return Tile(clear: rect) }
        let inverse = transform.inverted()
        // The input pixels under the output rectangle, and one more all round for the bilinear footprint.
        let back = rect.cgRect.applying(inverse)
        guard let needed = PixelRect(covering: back.insetBy(dx: -1, dy: -1)) else { return Tile(clear: rect) }
        let source = try input.renderClipped(needed.clipped(to: input.extent), in: session)
        let a = Float(inverse.a), b = Float(inverse.b), c = Float(inverse.c), d = Float(inverse.d)
        let tx = Float(inverse.tx), ty = Float(inverse.ty)
        return .generating(rect) { x, y in
            let px = Float(x) + 0.5, py = Float(y) + 0.5
            let u = a * px + c * py + tx, v = b * px + d * py + ty
            switch sampling {
            case .nearest:
                return source[Int(u.rounded(.down)), Int(v.rounded(.down))]
            case .linear:
                return Self.bilinear(source, u, v)
            }
        }
    }

    /// The input read at a point between pixel centres, weighting the four around it.
    @inline(__always)
    static func bilinear(_ tile: Tile, _ u: Float, _ v: Float) -> Sample {
        guard u.isFinite, v.isFinite, abs(u) < 1e9, abs(v) < 1e9 else { return .zero }
        let fx = u - 0.5, fy = v - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let wx = fx - Float(x0), wy = fy - Float(y0)
        let bottom = tile[x0, y0] * (1 - wx) + tile[x0 + 1, y0] * wx
        let top = tile[x0, y0 + 1] * (1 - wx) + tile[x0 + 1, y0 + 1] * wx
        return bottom * (1 - wy) + top * wy
    }
}
