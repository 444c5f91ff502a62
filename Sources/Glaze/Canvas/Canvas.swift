internal import CGlazeCairo
import Foundation

/// One drawing context over a surface: fills, strokes, clips, images, gradients,
/// text, transforms and blending, in points with y pointing down.
///
/// A canvas comes from a surface's `draw` (``ImageSurface/draw(_:)``,
/// ``PDFDocument/addPage(size:_:)``, ``SVGDocument/draw(_:)``) and is valid for
/// the duration of that closure. State changes (transform, clip, blend mode,
/// alpha) last until the end of the enclosing ``withSavedState(_:)`` block, so a
/// helper that draws inside one can never leak state into its caller.
///
/// ```swift
/// try image.draw { canvas in
///     try canvas.withSavedState { canvas in
///         try canvas.clip(to: Path(roundedRect: canvas.bounds, cornerRadius: 5))
///         try canvas.paint(.gradient(.linear(from: .zero, to: CGPoint(x: 0, y: 36), colors: [top, bottom])))
///     }
///     try canvas.stroke(Path(roundedRect: canvas.bounds, cornerRadius: 5), with: .color(border),
///                       style: StrokeStyle(lineWidth: 2))
/// }
/// ```
///
/// Errors: every drawing call validates its arguments and throws a
/// ``GlazeError`` naming the bad one before anything is drawn; a Cairo failure
/// is thrown from the call that caused it.
public final class Canvas {
    /// Cairo's context; replaced only by ``retarget(to:)``.
    private(set) var cr: OpaquePointer
    /// The kind of surface the canvas draws on.
    public let surfaceKind: SurfaceKind
    /// The surface's size in points.
    public let size: CGSize
    /// Pixels per point of the surface (1 for PDF and SVG).
    public let scale: CGFloat

    var state = DrawingState()
    var savedStates: [DrawingState] = []
    /// The transparency layers begun and not yet ended, innermost last.
    var openLayers: [OpenLayer] = []
    /// For each open transparency layer, the box (in Cairo device space) its
    /// drawing has touched: where the layer's shadow comes from.
    var layerInks: [CGRect] = []
    /// The shadows this canvas stretched from a nine-slice rather than blurred
    /// in full: what tests read to know that ports of rounded rects take it.
    package internal(set) var slicedShadows = 0
    /// The bounds drawing calls keep to: strokes, fills and clips within
    /// ``InputLimits/maximumOutlineSegments`` and ``InputLimits/maximumStrokeDashes``,
    /// gradients within ``InputLimits/maximumGradientStops``. A call past one
    /// throws ``GlazeError/Code-swift.struct/drawingLimitExceeded``
    /// and draws nothing. ``InputLimits/standard`` unless set; like the
    /// surface, it lasts for the whole drawing, whatever saved states end.
    ///
    /// ```swift
    /// try map.draw { canvas in
    ///     canvas.limits.maximumOutlineSegments = 2_000_000  // a detailed coastline, known to be ours
    ///     try canvas.stroke(coastline, with: .color(.black))
    /// }
    /// ```
    public var limits = InputLimits.standard
    /// What keeps the target alive; replaced only by ``retarget(to:)``.
    private var owner: AnyObject

    init(target: OpaquePointer, kind: SurfaceKind, size: CGSize, scale: CGFloat, owner: AnyObject) throws(GlazeError) {
        let context = cairo_create(target)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw GlazeError(.cairo(operation: "create a drawing context", status: CairoStatus(status)))
        }
        self.cr = context
        self.surfaceKind = kind
        self.size = size
        self.scale = scale
        self.owner = owner
    }

    deinit {
        cairo_destroy(cr)
    }

    /// The surface's rectangle in points, in the canvas's original coordinates.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Throws if Cairo has recorded a failure on this context.
    func check(_ operation: @autoclosure () -> String) throws(GlazeError) {
        try cairo_status(cr).check(operation())
    }

    /// Moves the canvas onto `owner`'s Cairo surface `target`, for ``retarget(to:)``.
    func replaceTarget(_ target: OpaquePointer, owner: AnyObject) throws(GlazeError) {
        let context = cairo_create(target)!
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw GlazeError(.cairo(operation: "create a drawing context", status: CairoStatus(status)))
        }
        replayState(on: context)
        cairo_destroy(cr)
        cr = context
        self.owner = owner
    }

    /// Ends drawing: flushes pending work to the surface and reports any failure.
    func finish() throws(GlazeError) {
        try check("finish drawing")
        cairo_surface_flush(cairo_get_target(cr))
    }
}

/// The part of a canvas's state that Cairo does not keep itself.
struct DrawingState {
    var blendMode: BlendMode = .normal
    var alpha: Double = 1
    var masks: [MaskClip] = []
    var shadow: Shadow?
    /// The path clips in effect, oldest first, for ``Canvas/retarget(to:)`` to
    /// replay: Cairo keeps a clip but cannot hand it back.
    var clips: [ClipRecord] = []
    /// In a saved state, Cairo's transform and antialiasing when it was saved,
    /// for ``Canvas/retarget(to:)`` to replay; `nil` in the current state.
    var savedCairoState: (matrix: cairo_matrix_t, antialias: cairo_antialias_t)?
}

/// A transparency layer between its beginning and its end: what to composite it
/// with, and the state to return to.
struct OpenLayer {
    let outer: DrawingState
    let alpha: Double
    let blendMode: BlendMode
    /// How many saved states were open when the layer began; the layer cannot end
    /// while more are.
    let savedDepth: Int
    /// Layers ended inside this one as masks: their alpha cuts this layer when
    /// it is composited.
    var cuts: [MaskClip] = []
}

/// An active clip to an image's alpha, positioned in Cairo device space so it
/// stays put when the transform changes afterwards.
struct MaskClip {
    let image: any MaskSource
    /// Maps Cairo device space (before the surface's device scale) to the mask
    /// pattern's space.
    let deviceToPattern: cairo_matrix_t
}

extension Canvas {
    /// How drawing combines with what is on the canvas; `.normal` to begin with.
    /// Reset at the end of the enclosing ``withSavedState(_:)``.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// A factor applied to the opacity of everything drawn, 0...1; 1 to begin with.
    /// Drawing throws ``GlazeError/Code-swift.struct/invalidArgument`` while it
    /// holds a value outside 0...1.
    public var alpha: Double {
        get { state.alpha }
        set { state.alpha = newValue }
    }
}
