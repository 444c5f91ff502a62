internal import CGlazeCairo
import Foundation

/// A transparency layer's drawing kept for its alpha: the surface Cairo drew
/// the layer into, positioned in Cairo device space like the layer itself.
final class LayerMask: MaskSource {
    let handle: OpaquePointer

    /// Takes a reference to the surface behind `group`, a popped group pattern.
    init(group: OpaquePointer) {
        var surface: OpaquePointer?
        cairo_pattern_get_surface(group, &surface)
        handle = cairo_surface_reference(surface)!
    }

    deinit {
        cairo_surface_destroy(handle)
    }
}

extension Canvas {
    /// Ends the innermost transparency layer without drawing it: its alpha
    /// becomes a mask that cuts the layer around it when that layer is
    /// composited, as a Core Animation layer's `mask` cuts the layer.
    ///
    /// Cutting this way stays vector in PDF and SVG (a soft mask), where
    /// drawing the mask with `destinationIn` would make Cairo rasterize the
    /// page.
    /// - Throws: ``GlazeError/Code-swift.struct/unbalanced`` when no layer is open, when a
    ///   state saved inside it is still open, or when no layer encloses it
    ///   (nothing changes then).
    package func endTransparencyLayerAsMask() throws(GlazeError) {
        guard let layer = openLayers.last else {
            throw GlazeError(.unbalanced("endTransparencyLayerAsMask() without a matching beginTransparencyLayer()"))
        }
        guard openLayers.count >= 2 else {
            throw GlazeError(.unbalanced("endTransparencyLayerAsMask() with no transparency layer around the mask to cut"))
        }
        guard savedStates.count == layer.savedDepth else {
            throw GlazeError(.unbalanced("endTransparencyLayerAsMask() while \(savedStates.count - layer.savedDepth) state(s) saved inside the layer are still open"))
        }
        openLayers.removeLast()
        state = layer.outer
        layerInks.removeLast()
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        try check("end a mask layer")
        // A popped group's pattern space is the device space it was drawn in.
        openLayers[openLayers.count - 1].cuts.append(MaskClip(image: LayerMask(group: group),
                                                              deviceToPattern: .identity))
    }
}
