internal import CGlazeCairo
import Foundation

// Blend modes Cairo lacks (or that a mask or an unbounded operator needs):
// composited pixel by pixel by Glaze, on image surfaces only.
extension Canvas {
    /// Reads the destination pixels under the shape, blends the source into them in
    /// an offscreen buffer, and copies the result back through the shape's coverage.
    func drawSoftware(_ source: CompositeSource, _ shape: CompositeShape,
                              plan: CompositePlan, mode: BlendMode, alpha: Double) throws(GlazeError) {
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            throw GlazeError(.blendModeUnsupported(mode, surface: surfaceKind, operation: "draw on this layer"))
        }
        guard let area = deviceArea(of: shape, on: target) else { return }
        let toArea = areaMatrix(area, on: target)
        let width = area.width, height = area.height

        // The source alone, with alpha, everywhere in the area.
        let sourcePixels = try scratchSurface(width, height)
        defer { cairo_surface_destroy(sourcePixels) }
        let (pattern, residualAlpha) = makePattern(source, alpha: alpha)
        defer { cairo_pattern_destroy(pattern) }
        withScratchContext(sourcePixels, matrix: toArea) { scratch in
            cairo_set_source(scratch, pattern)
            cairo_paint_with_alpha(scratch, residualAlpha)
        }

        // The blended result, starting as a copy of the destination.
        let result = try scratchSurface(width, height)
        defer { cairo_surface_destroy(result) }
        cairo_surface_flush(target)
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let targetBase = cairo_image_surface_get_data(target)! + area.y * targetStride + area.x * 4
        let stride = Int(cairo_image_surface_get_stride(result))
        let resultBase = cairo_image_surface_get_data(result)!
        for row in 0..<height {
            (resultBase + row * stride).update(from: targetBase + row * targetStride, count: width * 4)
        }
        cairo_surface_mark_dirty(result)

        switch plan {
        case let .cairo(op, _):
            withScratchContext(result, matrix: nil) { scratch in
                cairo_set_source_surface(scratch, sourcePixels, 0, 0)
                cairo_set_operator(scratch, op)
                cairo_paint(scratch)
            }
        case let .software(blend):
            cairo_surface_flush(sourcePixels)
            let sourceBase = cairo_image_surface_get_data(sourcePixels)!
            for row in 0..<height {
                let s = UnsafeRawPointer(sourceBase + row * stride).assumingMemoryBound(to: UInt32.self)
                let d = UnsafeMutableRawPointer(resultBase + row * stride).assumingMemoryBound(to: UInt32.self)
                blend.blend(source: s, destination: d, count: width)
            }
            cairo_surface_mark_dirty(result)
        }

        if !state.masks.isEmpty {
            try applyMasks(to: result, over: targetBase, targetStride: targetStride, matrix: toArea,
                           width: width, height: height)
        }

        // Copy back through the shape: Cairo's SOURCE operator weighs by coverage.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let resultPattern = cairo_pattern_create_for_surface(result)!
        defer { cairo_pattern_destroy(resultPattern) }
        var matrix = toArea
        cairo_pattern_set_matrix(resultPattern, &matrix)
        cairo_pattern_set_filter(resultPattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(resultPattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, resultPattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        drawShape(shape)
    }

    /// Blends `result` back towards the destination where the image masks are not opaque.
    func applyMasks(to result: OpaquePointer, over targetBase: UnsafeMutablePointer<UInt8>,
                            targetStride: Int, matrix: cairo_matrix_t, width: Int, height: Int) throws(GlazeError) {
        let coverage = try scratchSurface(width, height)
        defer { cairo_surface_destroy(coverage) }
        withScratchContext(coverage, matrix: matrix) { scratch in
            cairo_set_source_rgba(scratch, 1, 1, 1, 1)
            cairo_paint(scratch)
            cairo_set_operator(scratch, CAIRO_OPERATOR_DEST_IN)
            for mask in state.masks {
                let pattern = makeMaskPattern(mask)
                cairo_set_source(scratch, pattern)
                cairo_paint(scratch)
                cairo_pattern_destroy(pattern)
            }
        }
        cairo_surface_flush(coverage)
        cairo_surface_flush(result)
        let stride = Int(cairo_image_surface_get_stride(result))
        let coverageBase = cairo_image_surface_get_data(coverage)!
        let resultBase = cairo_image_surface_get_data(result)!
        for row in 0..<height {
            let m = UnsafeRawPointer(coverageBase + row * stride).assumingMemoryBound(to: UInt32.self)
            let r = UnsafeMutableRawPointer(resultBase + row * stride).assumingMemoryBound(to: UInt32.self)
            let d = UnsafeRawPointer(targetBase + row * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let weight = m[x] >> 24
                guard weight < 255 else { continue }
                r[x] = Self.lerp(d[x], r[x], weight)
            }
        }
        cairo_surface_mark_dirty(result)
    }

    /// Per-channel (1 − w)·a + w·b with w in 0...255, rounded.
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = a >> shift & 0xFF, y = b >> shift & 0xFF
            let v = (x * (255 - w) + y * w + 127) / 255
            out |= v << shift
        }
        return out
    }
}
