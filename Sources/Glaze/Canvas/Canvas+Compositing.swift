internal import CGlazeCairo
import Foundation

/// What is drawn.
enum CompositeSource {
    case paint(Paint)
    case image(ImageSurface, CGRect, ImageInterpolation)
    /// An image repeated in both directions, one copy filling the given rect.
    case tiled(ImageSurface, CGRect, ImageInterpolation)
    /// A Cairo pattern the caller owns (a popped transparency layer).
    case pattern(OpaquePointer)
}

/// Where it is drawn: the coverage that limits the blend.
enum CompositeShape {
    case fill(Path)
    case stroke(Path, StrokeStyle)
    case text(TextLayout, CGPoint)
    case everything
}

extension Canvas {
    /// Draws `source` through `shape` with Core Graphics' semantics for `mode`:
    /// R = coverage · (S blended with D) + (1 − coverage) · D, where S already
    /// carries `alpha`, and coverage is the shape's times the clip's times any masks'.
    func composite(_ source: CompositeSource, in shape: CompositeShape, mode: BlendMode,
                   alpha: Double) throws(GlazeError) {
        try Validate.unitInterval(alpha, "alpha")
        // Clearing ignores what is drawn: an opaque source makes destination-out clear.
        let source = mode == .clear ? .paint(.color(.black)) : source
        if case let .paint(paint) = source { try paint.validated() }
        guard let plan = mode.plan(for: surfaceKind) else {
            throw .blendModeUnsupported(mode, surface: surfaceKind, operation: "draw")
        }
        let shapeIsClip: Bool
        if case .stroke = shape { shapeIsClip = false } else { shapeIsClip = true }
        switch plan {
        case let .cairo(op, bounded) where state.masks.isEmpty && (bounded || shapeIsClip):
            drawNative(source, shape, op: op, bounded: bounded, alpha: alpha)
        case let .cairo(op, true):
            drawNativeMasked(source, shape, op: op, alpha: alpha)
        default:
            guard surfaceKind == .image else {
                throw .blendModeUnsupported(mode, surface: surfaceKind,
                                            operation: state.masks.isEmpty ? "stroke" : "draw through an image mask")
            }
            try drawSoftware(source, shape, plan: plan, mode: mode, alpha: alpha)
        }
        try check("draw with blend mode \(mode)")
    }

    // MARK: Cairo's own operators

    private func drawNative(_ source: CompositeSource, _ shape: CompositeShape, op: cairo_operator_t,
                            bounded: Bool, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let (pattern, residualAlpha) = makePattern(source, alpha: alpha)
        defer { cairo_pattern_destroy(pattern) }
        switch shape {
        case .stroke:
            if residualAlpha < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, residualAlpha)
                cairo_pop_group_to_source(cr)
            } else {
                cairo_set_source(cr, pattern)
            }
            cairo_set_operator(cr, op)
            drawShape(shape)
        case .everything:
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, residualAlpha)
        case .fill, .text:
            if bounded, residualAlpha == 1 {
                cairo_set_source(cr, pattern)
                cairo_set_operator(cr, op)
                drawShape(shape)
            } else {
                // Clipping to the shape and painting gives coverage-weighted blending,
                // which is what unbounded operators need and what alpha needs for images.
                clipToShape(shape)
                cairo_set_source(cr, pattern)
                cairo_set_operator(cr, op)
                cairo_paint_with_alpha(cr, residualAlpha)
            }
        }
    }

    /// Bounded operators through image masks: the drawing is rendered into a group,
    /// cut by each mask in turn, and composited with the operator through the last.
    private func drawNativeMasked(_ source: CompositeSource, _ shape: CompositeShape,
                                  op: cairo_operator_t, alpha: Double) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_push_group(cr)
        drawNative(source, shape, op: CAIRO_OPERATOR_OVER, bounded: true, alpha: alpha)
        var layer = cairo_pop_group(cr)!
        let masks = state.masks
        for mask in masks.dropLast() {
            cairo_push_group(cr)
            cairo_set_source(cr, layer)
            let maskPattern = makeMaskPattern(mask)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
            cairo_pattern_destroy(layer)
            layer = cairo_pop_group(cr)!
        }
        cairo_set_source(cr, layer)
        cairo_set_operator(cr, op)
        let maskPattern = makeMaskPattern(masks[masks.count - 1])
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_pattern_destroy(layer)
    }

    // MARK: Glaze's own compositing, on image surfaces

    /// Reads the destination pixels under the shape, blends the source into them in
    /// an offscreen buffer, and copies the result back through the shape's coverage.
    private func drawSoftware(_ source: CompositeSource, _ shape: CompositeShape,
                              plan: CompositePlan, mode: BlendMode, alpha: Double) throws(GlazeError) {
        let target = cairo_get_group_target(cr)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            throw .blendModeUnsupported(mode, surface: surfaceKind, operation: "draw on this layer")
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
    private func applyMasks(to result: OpaquePointer, over targetBase: UnsafeMutablePointer<UInt8>,
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
    private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let x = a >> shift & 0xFF, y = b >> shift & 0xFF
            let v = (x * (255 - w) + y * w + 127) / 255
            out |= v << shift
        }
        return out
    }

    // MARK: Helpers

    /// The integer pixel rectangle of the target that the shape can touch inside the clip.
    private func deviceArea(of shape: CompositeShape, on target: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        var extents = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        switch shape {
        case let .fill(path):
            setCairoPath(path)
            cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
            extents = extents.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        case let .stroke(path, style):
            cairo_save(cr)
            setCairoPath(path)
            apply(style)
            cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
            cairo_restore(cr)
            extents = extents.intersection(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        case let .text(layout, point):
            let ink = layout.inkExtents.union(layout.logicalExtents).offsetBy(dx: point.x, dy: point.y)
            extents = extents.intersection(ink.insetBy(dx: -1, dy: -1))
        case .everything:
            break
        }
        cairo_new_path(cr)
        guard !extents.isNull, extents.width > 0, extents.height > 0 else { return nil }
        let toPixels = currentMatrix.then(deviceTransform(of: target))
        let corners = [(extents.minX, extents.minY), (extents.maxX, extents.minY),
                       (extents.minX, extents.maxY), (extents.maxX, extents.maxY)].map { toPixels.apply($0.0, $0.1) }
        let w = Double(cairo_image_surface_get_width(target)), h = Double(cairo_image_surface_get_height(target))
        let left = max(0, (corners.map(\.0).min()! - 1).rounded(.down))
        let top = max(0, (corners.map(\.1).min()! - 1).rounded(.down))
        let right = min(w, (corners.map(\.0).max()! + 1).rounded(.up))
        let bottom = min(h, (corners.map(\.1).max()! + 1).rounded(.up))
        guard right > left, bottom > top else { return nil }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top))
    }

    /// Cairo device space to the target's pixel memory: its device scale and offset.
    private func deviceTransform(of target: OpaquePointer) -> cairo_matrix_t {
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        return cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: ox, y0: oy)
    }

    /// User space to the pixels of a scratch buffer covering `area` of the target.
    private func areaMatrix(_ area: (x: Int, y: Int, width: Int, height: Int), on target: OpaquePointer) -> cairo_matrix_t {
        currentMatrix.then(deviceTransform(of: target)).then(.translation(Double(-area.x), Double(-area.y)))
    }

    private func scratchSurface(_ width: Int, _ height: Int) throws(GlazeError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "create a \(width)×\(height) blending buffer", status: CairoStatus(status))
        }
        return surface
    }

    private func withScratchContext(_ surface: OpaquePointer, matrix: cairo_matrix_t?,
                                    _ body: (OpaquePointer) -> Void) {
        let scratch = cairo_create(surface)!
        if var matrix {
            cairo_set_matrix(scratch, &matrix)
        }
        body(scratch)
        cairo_destroy(scratch)
    }

    /// A new pattern for `source` with as much of `alpha` folded in as the source
    /// allows; the rest is returned for `paint_with_alpha`.
    func makePattern(_ source: CompositeSource, alpha: Double) -> (OpaquePointer, Double) {
        switch source {
        case let .paint(.color(color)):
            return (cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha * alpha)!, 1)
        case let .paint(.gradient(gradient)):
            return (gradient.makePattern(alpha: alpha), 1)
        case let .image(image, rect, interpolation):
            let pattern = cairo_pattern_create_for_surface(image.handle)!
            var matrix = imagePatternMatrix(image, in: rect)
            cairo_pattern_set_matrix(pattern, &matrix)
            if isPixelAligned(image, in: rect) {
                // One image pixel per device pixel: every sample is exact, nothing lies
                // outside the rect, and pixman takes its fast copying path.
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            } else {
                cairo_pattern_set_filter(pattern, interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
                // Padding keeps the image's edge pixels crisp up to the rect's edge.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            return (pattern, alpha)
        case let .tiled(image, tile, interpolation):
            let pattern = cairo_pattern_create_for_surface(image.handle)!
            var matrix = imagePatternMatrix(image, in: tile)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, interpolation == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            return (pattern, alpha)
        case let .pattern(pattern):
            return (cairo_pattern_reference(pattern)!, alpha)
        }
    }

    /// Whether `image` drawn into `rect` lands one image pixel on one device pixel,
    /// at whole-pixel offsets, on an image surface.
    func isPixelAligned(_ image: ImageSurface, in rect: CGRect) -> Bool {
        guard surfaceKind == .image else { return false }
        let m = currentMatrix
        guard m.yx == 0, m.xy == 0 else { return false }
        let sx = m.xx * scale * rect.width / CGFloat(image.pixelWidth)
        let sy = m.yy * scale * rect.height / CGFloat(image.pixelHeight)
        let x = (m.xx * rect.minX + m.x0) * scale, y = (m.yy * rect.minY + m.y0) * scale
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-9 }
        return abs(sx - 1) < 1e-9 && abs(sy - 1) < 1e-9 && whole(x) && whole(y)
    }

    /// Maps user space onto an image drawn into `rect`: Cairo sizes a surface with a
    /// device scale by its points, so the pattern space is the image's points.
    func imagePatternMatrix(_ image: ImageSurface, in rect: CGRect) -> cairo_matrix_t {
        cairo_matrix_t.translation(-rect.minX, -rect.minY)
            .then(.scaling(image.size.width / rect.width, image.size.height / rect.height))
    }

    private func makeMaskPattern(_ mask: MaskClip) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(mask.image.handle)!
        var matrix = currentMatrix.then(mask.deviceToPattern)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        return pattern
    }

    // MARK: Shapes

    func setCairoPath(_ path: Path) {
        cairo_new_path(cr)
        let cr = self.cr
        path.forEachSegment { segment in
            switch segment {
            case let .move(p): cairo_move_to(cr, p.x, p.y)
            case let .line(p): cairo_line_to(cr, p.x, p.y)
            case let .cubic(c1, c2, p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    func apply(_ style: StrokeStyle) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_miter_limit(cr, style.miterLimit)
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            style.dash.map(Double.init).withUnsafeBufferPointer { dashes in
                cairo_set_dash(cr, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
            }
        }
    }

    /// Fills, strokes, shows or paints the shape with the current source and operator.
    private func drawShape(_ shape: CompositeShape) {
        switch shape {
        case let .fill(path):
            setCairoPath(path)
            cairo_set_fill_rule(cr, path.fillRule.cairo)
            cairo_fill(cr)
        case let .stroke(path, style):
            setCairoPath(path)
            apply(style)
            cairo_stroke(cr)
        case let .text(layout, point):
            cairo_new_path(cr)
            cairo_move_to(cr, point.x, point.y)
            layout.show(on: cr)
        case .everything:
            cairo_paint(cr)
        }
    }

    private func clipToShape(_ shape: CompositeShape) {
        switch shape {
        case let .fill(path):
            setCairoPath(path)
            cairo_set_fill_rule(cr, path.fillRule.cairo)
            cairo_clip(cr)
        case let .text(layout, point):
            cairo_new_path(cr)
            cairo_move_to(cr, point.x, point.y)
            layout.appendPath(on: cr)
            cairo_clip(cr)
        case .stroke, .everything:
            break
        }
    }
}
