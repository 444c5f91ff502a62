import Foundation

/// A rectangle of content in a tree of layers, as Core Animation has it: a
/// background, content drawn by ``draw(in:)`` or its delegate (or an image in
/// ``contents``), sublayers, a border and a shadow. Glaze renders the tree into
/// any ``CGContext`` with ``render(in:)``; nothing is animated or shown on a screen.
///
/// Geometry is iOS's: y down, a layer's ``frame`` in its superlayer's
/// coordinates, worked out from ``position``, ``anchorPoint`` and ``bounds``.
///
/// ```swift
/// final class StripesLayer: CALayer {
///     override func draw(in ctx: CGContext) {
///         ctx.setFillColor(UIColor.systemOrange.cgColor)
///         for x in stride(from: 0, to: bounds.width, by: 20) {
///             ctx.fill(CGRect(x: x, y: 0, width: 10, height: bounds.height))
///         }
///     }
/// }
/// let layer = StripesLayer()
/// layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
/// let image = UIGraphicsImageRenderer(bounds: layer.bounds).image { layer.render(in: $0.cgContext) }
/// ```
///
/// Layers are not shared between tasks: build and render a tree on one.
open class CALayer {
    /// The layer's own coordinate space: its origin is what appears at the
    /// layer's top-left corner, its size the layer's size.
    open var bounds = CGRect.zero {
        didSet {
            guard bounds.size != oldValue.size else { return }
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }
    /// Where the layer's ``anchorPoint`` sits in its superlayer's coordinates.
    open var position = CGPoint.zero
    /// The point of the bounds, in unit coordinates, that ``position`` places: (0.5, 0.5), the centre, by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The background colour, filled under the content with ``cornerRadius``.
    open var backgroundColor: CGColor?
    /// The radius of the corners of the background and border, and of the clip
    /// when ``masksToBounds`` is set.
    open var cornerRadius: CGFloat = 0
    /// The width of the border, drawn inside the bounds over the content and sublayers.
    open var borderWidth: CGFloat = 0
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? = .black
    /// The opacity of the whole layer and its sublayers, composited as a group.
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are left out.
    open var isHidden = false
    /// Whether the content and sublayers are clipped to the bounds (with ``cornerRadius``).
    open var masksToBounds = false
    /// Whether the layer's content fills its bounds; a hint, as in Core Animation.
    open var isOpaque = false
    /// Pixels per point of the layer's content: 1 by default, as in Core Animation.
    /// Glaze draws content as vectors into the target context, so this does not
    /// change the picture; it is kept for code that reads it.
    open var contentsScale: CGFloat = 1
    /// Whether a change of the bounds' size marks the layer as needing display.
    open var needsDisplayOnBoundsChange = false
    /// An image shown as the layer's content: a ``CGImage`` (other values are
    /// ignored, as Core Animation ignores what it cannot show). Setting it
    /// replaces content drawn by ``display()``, and ``display()`` replaces it.
    open var contents: Any? {
        didSet { drawsContent = false }
    }
    /// Where ``contents`` sits in the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity: 0, no shadow, by default.
    open var shadowOpacity: Float = 0
    /// How far the shadow falls: (0, -3), three points up on iOS, by default.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius, the standard deviation of its Gaussian: 3 by default.
    open var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, instead of the layer's composited alpha.
    open var shadowPath: CGPath?
    /// The object that draws the content when ``draw(in:)`` is not overridden.
    open weak var delegate: CALayerDelegate?
    /// The layers drawn over this one's content, in order, in its coordinates.
    open internal(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of.
    open internal(set) weak var superlayer: CALayer?
    /// Whether ``setNeedsDisplay()`` has been called since the content was last displayed.
    private var isDisplayPending = false
    /// Whether the sublayers need ``layoutSublayers()`` before the next render.
    private var isLayoutPending = true
    /// Whether the content is what ``draw(in:)`` draws: true once ``display()``
    /// has run, as a layer's backing store exists only once it has been displayed.
    var drawsContent = false

    /// A layer with zero bounds at the origin.
    public required init() {}

    /// The layer's rectangle in its superlayer's coordinates. Setting it sets
    /// ``bounds``' size and ``position``.
    open var frame: CGRect {
        get {
            CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                   width: bounds.width, height: bounds.height)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to their count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the bottom without one.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`, or on top without one.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let count = sublayers?.count ?? 0
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Marks the content as needing to be displayed, which happens when the
    /// layer is next rendered.
    ///
    /// As in Core Animation, a new standalone layer shows no drawn content until
    /// this is called once (views call it for their layers). Once displayed,
    /// Glaze draws the content anew each time it renders, as vectors into the
    /// target context, so the picture is never stale.
    open func setNeedsDisplay() {
        isDisplayPending = true
    }

    /// Marks part of the content as needing to be drawn again; see ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the content is marked as needing to be drawn.
    open func needsDisplay() -> Bool { isDisplayPending }

    /// Displays the layer when it is marked as needing it.
    open func displayIfNeeded() {
        guard isDisplayPending else { return }
        isDisplayPending = false
        display()
    }

    /// Makes ``draw(in:)`` the layer's content, replacing ``contents``, and
    /// clears the needs-display mark. Override it to set ``contents`` instead,
    /// as in Core Animation.
    open func display() {
        isDisplayPending = false
        contents = nil
        drawsContent = true
    }

    /// Marks the layer as needing ``layoutSublayers()`` before it is next rendered.
    open func setNeedsLayout() {
        isLayoutPending = true
    }

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool { isLayoutPending }

    /// Lays out this layer and its sublayers now, where they need it.
    open func layoutIfNeeded() {
        if isLayoutPending {
            isLayoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
    }

    /// Lays out the sublayers; by default asks the ``delegate`` (a view lays
    /// out its subviews).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Draws the layer's content in its own coordinates; by default asks the
    /// ``delegate``. Override it to draw a layer's content.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }
}
