internal import CGlazeCairo

/// How one blend mode is carried out on one kind of surface.
enum CompositePlan {
    /// A Cairo operator. Unbounded operators clear pixels outside the drawn shape
    /// (up to the clip), so Glaze confines them to the shape itself.
    case cairo(cairo_operator_t, bounded: Bool)
    /// Glaze's own per-pixel compositing, on surfaces whose pixels it can read.
    case software(SoftwareBlend)
}

extension BlendMode {
    /// The plan for this mode on `kind`, or `nil` when no faithful one exists.
    ///
    /// On image surfaces colorDodge, colorBurn and softLight are composited by
    /// Glaze: pixman's 8-bit versions stray up to 5/255 from the W3C formulas.
    /// PDF and SVG hand those modes to the viewer, which applies the formulas
    /// itself. plusDarker has no Cairo operator and no PDF or SVG equivalent.
    func plan(for kind: SurfaceKind) -> CompositePlan? {
        let raster = kind == .image
        switch self {
        case .normal: return .cairo(CAIRO_OPERATOR_OVER, bounded: true)
        case .multiply: return .cairo(CAIRO_OPERATOR_MULTIPLY, bounded: true)
        case .screen: return .cairo(CAIRO_OPERATOR_SCREEN, bounded: true)
        case .overlay: return .cairo(CAIRO_OPERATOR_OVERLAY, bounded: true)
        case .darken: return .cairo(CAIRO_OPERATOR_DARKEN, bounded: true)
        case .lighten: return .cairo(CAIRO_OPERATOR_LIGHTEN, bounded: true)
        case .colorDodge: return raster ? .software(.colorDodge) : .cairo(CAIRO_OPERATOR_COLOR_DODGE, bounded: true)
        case .colorBurn: return raster ? .software(.colorBurn) : .cairo(CAIRO_OPERATOR_COLOR_BURN, bounded: true)
        case .softLight: return raster ? .software(.softLight) : .cairo(CAIRO_OPERATOR_SOFT_LIGHT, bounded: true)
        case .hardLight: return .cairo(CAIRO_OPERATOR_HARD_LIGHT, bounded: true)
        case .difference: return .cairo(CAIRO_OPERATOR_DIFFERENCE, bounded: true)
        case .exclusion: return .cairo(CAIRO_OPERATOR_EXCLUSION, bounded: true)
        case .hue: return .cairo(CAIRO_OPERATOR_HSL_HUE, bounded: true)
        case .saturation: return .cairo(CAIRO_OPERATOR_HSL_SATURATION, bounded: true)
        case .color: return .cairo(CAIRO_OPERATOR_HSL_COLOR, bounded: true)
        case .luminosity: return .cairo(CAIRO_OPERATOR_HSL_LUMINOSITY, bounded: true)
        case .clear:
            // Cairo 1.16's CLEAR leaves pixel-aligned strokes untouched; destination-out
            // with an opaque source (see Canvas.composite) clears by coverage everywhere.
            return .cairo(CAIRO_OPERATOR_DEST_OUT, bounded: true)
        case .copy: return .cairo(CAIRO_OPERATOR_SOURCE, bounded: true)
        case .sourceIn: return .cairo(CAIRO_OPERATOR_IN, bounded: false)
        case .sourceOut: return .cairo(CAIRO_OPERATOR_OUT, bounded: false)
        case .sourceAtop: return .cairo(CAIRO_OPERATOR_ATOP, bounded: true)
        case .destinationOver: return .cairo(CAIRO_OPERATOR_DEST_OVER, bounded: true)
        case .destinationIn: return .cairo(CAIRO_OPERATOR_DEST_IN, bounded: false)
        case .destinationOut: return .cairo(CAIRO_OPERATOR_DEST_OUT, bounded: true)
        case .destinationAtop: return .cairo(CAIRO_OPERATOR_DEST_ATOP, bounded: false)
        case .xor: return .cairo(CAIRO_OPERATOR_XOR, bounded: true)
        case .plusDarker: return raster ? .software(.plusDarker) : nil
        case .plusLighter: return .cairo(CAIRO_OPERATOR_ADD, bounded: true)
        }
    }
}
