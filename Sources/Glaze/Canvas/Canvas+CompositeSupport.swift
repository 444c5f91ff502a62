internal import CGlazeCairo
import Foundation

// What both compositing routes share: the device area a shape covers, scratch
// surfaces, and the Cairo patterns for sources and masks.
extension Canvas {
    /// The integer pixel rectangle of the target that the shape can touch inside the clip.
    func deviceArea(of shape: CompositeShape, on target: OpaquePointer) -> (x: Int, y: Int, width: Int, height: Int)? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        var extents = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        if let drawn = userExtents(of: shape) { extents = extents.intersection(drawn) }
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

    /// The box the shape can touch in user space, ignoring the clip; `nil` for
    /// a shape that covers everything.
    func userExtents(of shape: CompositeShape) -> CGRect? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        defer { cairo_new_path(cr) }
        switch shape {
        case let .fill(path):
            setCairoPath(path)
            cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        case let .stroke(path, style):
            cairo_save(cr)
            setCairoPath(path)
            apply(style)
            cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
            cairo_restore(cr)
        case let .text(layout, point, _):
            return layout.inkExtents.union(layout.logicalExtents).offsetBy(dx: point.x, dy: point.y).insetBy(dx: -1, dy: -1)
        case .everything:
            return nil
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Cairo device space to the target's pixel memory: its device scale and offset.
    func deviceTransform(of target: OpaquePointer) -> cairo_matrix_t {
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        return cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: ox, y0: oy)
    }

    /// User space to the pixels of a scratch buffer covering `area` of the target.
    func areaMatrix(_ area: (x: Int, y: Int, width: Int, height: Int), on target: OpaquePointer) -> cairo_matrix_t {
        currentMatrix.then(deviceTransform(of: target)).then(.translation(Double(-area.x), Double(-area.y)))
    }

    func scratchSurface(_ width: Int, _ height: Int) throws(GlazeError) -> OpaquePointer {
        try checkedSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!,
                           "create a \(width)×\(height) blending buffer")
    }

    func withScratchContext(_ surface: OpaquePointer, matrix: cairo_matrix_t?,
                                    _ body: (OpaquePointer) -> Void) {
        let scratch = cairo_create(surface)!
        // Scratch drawing stands in for drawing on the canvas: same edges.
        cairo_set_antialias(scratch, cairo_get_antialias(cr))
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
            if image is RecordingSurface {
                // A recording has no pixels to sample or pad; PDF and SVG write it
                // as a form, which padding would make Cairo rasterize.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            } else if isPixelAligned(image, in: rect) {
                // One image pixel per device pixel: every sample is exact, nothing lies
                // outside the rect, and pixman takes its fast copying path.
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            } else {
                cairo_pattern_set_filter(pattern, filter(interpolation, drawing: image, in: rect))
                // Padding keeps the image's edge pixels crisp up to the rect's edge.
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            }
            return (pattern, alpha)
        case let .tiled(image, tile, interpolation):
            let pattern = cairo_pattern_create_for_surface(image.handle)!
            var matrix = imagePatternMatrix(image, in: tile)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, filter(interpolation, drawing: image, in: tile))
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            return (pattern, alpha)
        case let .pattern(pattern):
            return (cairo_pattern_reference(pattern)!, alpha)
        }
    }

    /// Whether `image` drawn into `rect` lands one image pixel on one device pixel,
    /// at whole-pixel offsets, on an image surface.
    func isPixelAligned(_ source: any PatternSource, in rect: CGRect) -> Bool {
        guard surfaceKind == .image, let image = source as? ImageSurface else { return false }
        let m = currentMatrix
        guard m.yx == 0, m.xy == 0 else { return false }
        let sx = m.xx * scale * rect.width / CGFloat(image.pixelWidth)
        let sy = m.yy * scale * rect.height / CGFloat(image.pixelHeight)
        let x = (m.xx * rect.minX + m.x0) * scale, y = (m.yy * rect.minY + m.y0) * scale
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-9 }
        return abs(sx - 1) < 1e-9 && abs(sy - 1) < 1e-9 && whole(x) && whole(y)
    }

    /// Maps user space onto an image drawn into `rect`: Cairo sizes a surface with a
    /// device scale by its points, and a recording by its extents, so the pattern
    /// space is the image's points.
    func imagePatternMatrix(_ image: any PatternSource, in rect: CGRect) -> cairo_matrix_t {
        cairo_matrix_t.translation(-rect.minX, -rect.minY)
            .then(.scaling(image.size.width / rect.width, image.size.height / rect.height))
    }

    func makeMaskPattern(_ mask: MaskClip) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(mask.image.handle)!
        var matrix = currentMatrix.then(mask.deviceToPattern)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        return pattern
    }
}
