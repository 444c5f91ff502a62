internal import CGlazeCairo
import Foundation

/// A path clip as Cairo received it: the path in the user space of `matrix`,
/// smoothed or not.
struct ClipRecord {
    let path: Path
    let matrix: cairo_matrix_t
    let antialias: cairo_antialias_t
}

extension Canvas {
    /// Moves the canvas onto `surface`, of the same size and scale, keeping its
    /// whole state (transform, clip, saved states, blend mode, alpha, shadow):
    /// drawing goes on there, and the surface drawn so far is never touched
    /// through this canvas again. What lets a Core Graphics context hand its
    /// pixels to an image and draw on in a copy.
    /// - Throws: ``GlazeError/Code-swift.struct/unbalanced`` while a
    ///   transparency layer is open (its drawing lives in Cairo alone);
    ///   ``GlazeError/Code-swift.struct/invalidArgument`` for a surface of
    ///   another size or scale; a ``GlazeError`` when Cairo fails.
    package func retarget(to surface: ImageSurface) throws(GlazeError) {
        guard openLayers.isEmpty else {
            throw GlazeError(.unbalanced("retarget(to:) while \(openLayers.count) transparency layer(s) are open"))
        }
        guard surfaceKind == .image, surface.size == size, surface.scale == scale else {
            throw GlazeError(.invalidArgument(name: "surface", value: "\(surface.pixelWidth)×\(surface.pixelHeight)@\(surface.scale)x",
                                              reason: "must match the canvas's size and scale"))
        }
        try replaceTarget(surface.handle, owner: surface)
    }

    /// Clips `context` as `record` says, leaving its transform and
    /// antialiasing as they were.
    func apply(_ record: ClipRecord, on context: OpaquePointer) {
        var matrix = record.matrix, saved = cairo_matrix_t()
        let antialias = cairo_get_antialias(context)
        cairo_get_matrix(context, &saved)
        cairo_set_matrix(context, &matrix)
        cairo_set_antialias(context, record.antialias)
        setCairoPath(record.path, on: context)
        cairo_set_fill_rule(context, record.path.fillRule.cairo)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(context, antialias)
        cairo_set_matrix(context, &saved)
    }

    /// Builds this canvas's Cairo state on a fresh `context`: each saved
    /// state's clips, transform and antialiasing, saved in turn, then the
    /// current ones.
    func replayState(on context: OpaquePointer) {
        var applied = 0
        for level in savedStates + [state] {
            for record in level.clips.dropFirst(applied) { apply(record, on: context) }
            applied = level.clips.count
            if let (matrix, antialias) = level.savedCairoState {
                var m = matrix
                cairo_set_matrix(context, &m)
                cairo_set_antialias(context, antialias)
                cairo_save(context)
            }
        }
        var matrix = currentMatrix
        cairo_set_matrix(context, &matrix)
        cairo_set_antialias(context, cairo_get_antialias(cr))
    }
}
