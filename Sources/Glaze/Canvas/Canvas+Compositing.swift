internal import CGlazeCairo
import Foundation

/// What is drawn.
enum CompositeSource {
    case paint(Paint)
    case image(any PatternSource, CGRect, ImageInterpolation)
    /// An image repeated in both directions, one copy filling the given rect.
    case tiled(any PatternSource, CGRect, ImageInterpolation)
    /// A Cairo pattern the caller owns (a popped transparency layer).
    case pattern(OpaquePointer)
}

/// Where it is drawn: the coverage that limits the blend.
enum CompositeShape {
    case fill(Path)
    case stroke(Path, StrokeStyle)
    /// A layout's glyphs; for styled text, only those of the styles given (`nil`: all).
    case text(TextLayout, CGPoint, styles: Set<Int>?)
    case everything
}

extension Canvas {
    /// Draws `source` through `shape` with Core Graphics' semantics for `mode`:
    /// R = coverage · (S blended with D) + (1 − coverage) · D, where S already
    /// carries `alpha`, and coverage is the shape's times the clip's times any masks'.
    ///
    /// `ink`, when known, bounds what `source` holds in Cairo device space (a
    /// transparency layer's drawing), so that its shadow is only as large as it.
    func composite(_ source: CompositeSource, in shape: CompositeShape, mode: BlendMode,
                   alpha: Double, ink: CGRect? = nil) throws(GlazeError) {
        try Validate.unitInterval(alpha, "alpha")
        // Clearing ignores what is drawn: an opaque source makes destination-out clear.
        let source = mode == .clear ? .paint(.color(.black)) : source
        if case let .paint(paint) = source {
            try paint.validated()
            try checkCost(of: paint)
        }
        guard let plan = mode.plan(for: surfaceKind) else {
            throw GlazeError(.blendModeUnsupported(mode, surface: surfaceKind, operation: "draw"))
        }
        if !layerInks.isEmpty, let touched = ink ?? baseExtents(of: shape) {
            layerInks[layerInks.count - 1] = layerInks[layerInks.count - 1].union(touched)
        }
        if let shadow = state.shadow, mode != .clear {
            try drawShadow(shadow, of: source, in: shape, mode: mode, alpha: alpha, ink: ink)
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
                throw GlazeError(.blendModeUnsupported(mode, surface: surfaceKind,
                                            operation: state.masks.isEmpty ? "stroke" : "draw through an image mask"))
            }
            try drawSoftware(source, shape, plan: plan, mode: mode, alpha: alpha)
        }
        try check("draw with blend mode \(mode)")
    }
}
