internal import CGlazeCairo
import Foundation

// Shadows of rects and rounded rects as nine-slices: the hybrid recipe applied
// to shadows. The blurred coverage is made once at the shape's minimum size,
// kept in a cache, and stretched to any size in time proportional to the
// pixels written, whatever the blur.
extension Canvas {
    /// Writes the shadow of `shape` into `pixels` (the target's pixels from
    /// `left`, `top`) from a nine-slice, when the drawing is a rect or rounded
    /// rect of one uniform alpha under a transform that keeps it axis-aligned.
    /// - Returns: `false`, having written nothing, for any other drawing.
    func drawSlicedShadow(of source: CompositeSource, in shape: CompositeShape, alpha: Double, color: Color,
                          blur: GaussianBlur, density: Double, offset: (x: Double, y: Double), into pixels: ShadowBuffer,
                          left: Int, top: Int) throws(GlazeError) -> Bool {
        // In the target's pixels, where the path stays a rect or rounded rect
        // only under a transform that keeps it axis-aligned.
        let m = currentMatrix
        let toPixels = AffineTransform(m11: m.xx * density, m12: m.yx * density, m21: m.xy * density, m22: m.yy * density,
                                       tX: m.x0 * density + offset.x, tY: m.y0 * density + offset.y)
        // The cached slices are drawn smooth; an aliased shape's coverage differs.
        guard isAntialiased, case let .fill(path) = shape, let coverage = Self.uniformAlpha(of: source),
              let device = Self.roundedRect(in: path.applyingKeepingShapes(toPixels)),
              // Within Cairo's own coordinate range, where pixel counts fit an Int;
              // anything farther takes the general path, which clips it.
              [device.rect.minX, device.rect.minY, device.rect.maxX, device.rect.maxY].allSatisfy({ abs($0) < 16_777_216 })
        else { return false }
        let x = ShadowSliceAxis(start: device.rect.minX, end: device.rect.maxX, lowRadius: max(device.radii.topLeft, device.radii.bottomLeft),
                                highRadius: max(device.radii.topRight, device.radii.bottomRight), reach: blur.reach)
        let y = ShadowSliceAxis(start: device.rect.minY, end: device.rect.maxY, lowRadius: max(device.radii.topLeft, device.radii.topRight),
                                highRadius: max(device.radii.bottomLeft, device.radii.bottomRight), reach: blur.reach)
        guard x.count * y.count <= ShadowSlices.maximumPixels else { return false }
        let shadowColor = ShadowColor(color, coverage: coverage * alpha)
        let key = ShadowSliceKey(layout: [x.count, y.count, x.middle - x.base, y.middle - y.base],
                                 phases: [x.start, y.start].map(ShadowSliceKey.quantised),
                                 lengths: [x.end - x.start, y.end - y.start].map(ShadowSliceKey.quantised),
                                 radii: device.radii.all.map { ShadowSliceKey.quantised($0) },
                                 sigma: ShadowSliceKey.quantised(blur.sigma),
                                 color: [shadowColor.red, shadowColor.green, shadowColor.blue, shadowColor.alpha]
                                     .map { UInt16(($0 * 65535).rounded()) })
        let slices: ShadowSlices
        switch ShadowSlices.cache.claim(key, mayWait: { false }) {
        case let .hit(kept):
            slices = kept
        case .wait, .produceCopy:
            // Another drawing is making these slices: make a copy rather than
            // block a thread that may be one of Swift concurrency's few.
            slices = try makeSlices(x, y, radii: device.radii, color: shadowColor, blur: blur)
        case let .produce(flight):
            do {
                slices = try makeSlices(x, y, radii: device.radii, color: shadowColor, blur: blur)
                ShadowSlices.cache.complete(key, flight: flight, with: .success(slices))
            } catch {
                ShadowSlices.cache.complete(key, flight: flight, with: .failure(error))
                throw error
            }
        }
        slices.fill(pixels.base, stride: pixels.stride, left: left, top: top, width: pixels.width, height: pixels.height, x: x, y: y)
        slicedShadows += 1
        return true
    }

    /// The small shape drawn, blurred and coloured: the nine-slice.
    private func makeSlices(_ x: ShadowSliceAxis, _ y: ShadowSliceAxis, radii: CornerRadii, color: ShadowColor,
                            blur: GaussianBlur) throws(GlazeError) -> ShadowSlices {
        let surface = try scratchSurface(x.count, y.count)
        defer { cairo_surface_destroy(surface) }
        let small = Path(roundedRect: CGRect(x: x.start, y: y.start, width: x.end - x.start, height: y.end - y.start),
                         cornerRadii: radii)
        withScratchContext(surface, matrix: nil) { scratch in
            cairo_set_source_rgba(scratch, 0, 0, 0, 1)
            drawShape(.fill(small), on: scratch)
        }
        cairo_surface_flush(surface)
        var values = ShadowBuffer(surface: surface, width: x.count, height: y.count).alphas()
        blur.apply(to: &values, width: x.count, height: y.count)
        return ShadowSlices(pixels: values.map(color.pixel), width: x.count, height: y.count)
    }

    /// The rect or rounded rect `path` is, when it is one and nothing else.
    private static func roundedRect(in path: Path) -> (rect: CGRect, radii: CornerRadii)? {
        guard path.elements.count == 1 else { return nil }
        switch path.elements[0] {
        case let .rect(rect): return (rect, .zero)
        case let .roundedRect(rect, radii): return (rect, radii)
        default: return nil
        }
    }

    /// The alpha a source paints everywhere, when it is the same everywhere: a
    /// colour, or a gradient whose stops share one alpha and which extends past
    /// its ends.
    private static func uniformAlpha(of source: CompositeSource) -> Double? {
        switch source {
        case let .paint(.color(color)):
            return color.alpha
        case let .paint(.gradient(gradient)):
            guard gradient.extend != .none, let first = gradient.stops.first?.color.alpha,
                  gradient.stops.allSatisfy({ $0.color.alpha == first }) else { return nil }
            return first
        case .image, .tiled, .pattern:
            return nil
        }
    }
}
