import Foundation

/// A rectangle of content in a tree of layers, as Core Animation has it: a
/// background, content drawn by ``draw(in:)`` or its delegate (or an image in
/// ``contents``), sublayers, a border and a shadow. Glaze renders the tree into
/// any ``CGContext`` with ``render(in:)``, each layer as its animations show it
/// at the caller's clock (``CAMediaClock``); nothing is shown on a screen.
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
            guard bounds != oldValue else { return }
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            didChange("bounds", from: oldValue)
        }
    }
    /// Where the layer's ``anchorPoint`` sits in its superlayer's coordinates.
    open var position = CGPoint.zero {
        didSet { if position != oldValue { didChange("position", from: oldValue) } }
    }
    /// The point of the bounds, in unit coordinates, that ``position`` places
    /// and ``transform`` turns about: (0.5, 0.5), the centre, by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if anchorPoint != oldValue { didChange("anchorPoint", from: oldValue) } }
    }
    /// The layer's transform about its ``anchorPoint``, in its superlayer's
    /// space. Rendering applies its two-dimensional part (see the porting guide).
    open var transform = CATransform3DIdentity {
        didSet { if transform != oldValue { didChange("transform", from: oldValue) } }
    }
    /// The layer's place along the z axis: kept and animatable; rendering
    /// draws sublayers in their order, as `render(in:)` does on Apple's platforms.
    open var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { didChange("zPosition", from: oldValue) } }
    }
    /// The background colour, filled under the content with ``cornerRadius``.
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { didChange("backgroundColor", from: oldValue) } }
    }
    /// The radius of the corners of the background and border, and of the clip
    /// when ``masksToBounds`` is set.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { didChange("cornerRadius", from: oldValue) } }
    }
    /// The width of the border, drawn inside the bounds over the content and sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { didChange("borderWidth", from: oldValue) } }
    }
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { didChange("borderColor", from: oldValue) } }
    }
    /// The opacity of the whole layer and its sublayers, composited as a group.
    open var opacity: Float = 1 {
        didSet { if opacity != oldValue { didChange("opacity", from: oldValue) } }
    }
    /// Whether the layer and its sublayers are left out.
    open var isHidden = false {
        didSet { if isHidden != oldValue { didChange("hidden", from: oldValue) } }
    }
    /// Whether the content and sublayers are clipped to the bounds (with ``cornerRadius``).
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { didChange("masksToBounds", from: oldValue) } }
    }
    /// Whether the edges in ``edgeAntialiasingMask`` are antialiased: off by
    /// default, as on iOS without `UIViewEdgeAntialiasing`, so the straight
    /// edges of the background, border and bounds clip light whole pixels
    /// (those whose centres they hold) while rounded corners, paths and
    /// content stay smooth. See the porting guide.
    open var allowsEdgeAntialiasing = false
    /// Which edges are antialiased when ``allowsEdgeAntialiasing`` is on: all
    /// four by default. Turning off edges that abut another layer's avoids
    /// seams between them.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = .all
    /// A layer whose alpha masks this one: the layer and its sublayers show
    /// only where the mask's rendering (its own content, background and
    /// sublayers, placed by its frame in this layer's coordinates) is opaque,
    /// as in Core Animation. A mask should have no superlayer; one that is
    /// this layer or masks one of its own ancestors is left out where it
    /// would mask itself.
    open var mask: CALayer?
    /// Whether the layer, with its sublayers and mask, is drawn into an image
    /// at ``rasterizationScale`` pixels per point, which is then composited
    /// with the layer's opacity and shadow (see ``render(in:)``).
    open var shouldRasterize = false
    /// Pixels per point of the image a rasterized layer is drawn into: 1 by
    /// default, as in Core Animation, so a rasterized layer shows 1x pixels
    /// in a 2x context unless it is raised.
    open var rasterizationScale: CGFloat = 1
    /// Whether the layer's content fills its bounds; a hint, as in Core Animation.
    open var isOpaque = false
    /// Pixels per point of the layer's content: 1 by default, as in Core Animation.
    /// Glaze draws content as vectors into the target context, so this does not
    /// change the picture; it is kept for code that reads it.
    open var contentsScale: CGFloat = 1
    /// Whether drawing may happen on a background thread, a hint to Core
    /// Animation's renderer. Glaze draws when the tree is rendered, on the
    /// caller's thread, so the hint is kept and changes nothing.
    open var drawsAsynchronously = false
    /// The layer's name, for code that finds layers by it.
    open var name: String?
    /// Actions for keys, consulted by ``action(forKey:)`` after the delegate.
    open var actions: [String: CAAction]?
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
    open var shadowColor: CGColor? = .black {
        didSet { if shadowColor != oldValue { didChange("shadowColor", from: oldValue) } }
    }
    /// The shadow's opacity: 0, no shadow, by default.
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { didChange("shadowOpacity", from: oldValue) } }
    }
    /// How far the shadow falls: (0, -3), three points up on iOS, by default.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { didChange("shadowOffset", from: oldValue) } }
    }
    /// The shadow's blur radius, the standard deviation of its Gaussian: 3 by default.
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { didChange("shadowRadius", from: oldValue) } }
    }
    /// The shape that casts the shadow, instead of the layer's composited alpha.
    open var shadowPath: CGPath? {
        didSet { if shadowPath != oldValue { didChange("shadowPath", from: oldValue) } }
    }
    /// The object that draws the content when ``draw(in:)`` is not overridden.
    open weak var delegate: CALayerDelegate?
    /// The layers drawn over this one's content, in order, in its coordinates.
    ///
    /// Setting it replaces them all: the old sublayers lose their superlayer,
    /// and each new one is taken from its old superlayer. Core Animation
    /// requires that the new ones have none; a layer that is this one or
    /// above it (which would make a cycle) is left out, as
    /// ``insertSublayer(_:at:)`` leaves it.
    open var sublayers: [CALayer]? {
        get { sublayerStorage }
        set {
            for layer in sublayerStorage ?? [] { layer.superlayer = nil }
            sublayerStorage = nil
            guard let newValue else { return }
            var list: [CALayer] = []
            for layer in newValue where !isSelfOrDescendant(of: layer) && !list.contains(where: { $0 === layer }) {
                layer.removeFromSuperlayer()
                list.append(layer)
                layer.superlayer = self
            }
            sublayerStorage = list
        }
    }
    /// The sublayers as stored, set without touching their superlayers.
    var sublayerStorage: [CALayer]?
    /// The layer this one is a sublayer of.
    open internal(set) weak var superlayer: CALayer?
    /// Whether ``setNeedsDisplay()`` has been called since the content was last displayed.
    private var isDisplayPending = false
    /// Whether the sublayers need ``layoutSublayers()`` before the next render.
    private var isLayoutPending = true
    /// Whether the content is what ``draw(in:)`` draws: true once ``display()``
    /// has run, as a layer's backing store exists only once it has been displayed.
    var drawsContent = false
    /// Values set with ``setValue(_:forKey:)`` for keys the layer does not declare.
    var undeclaredValues: [String: Any] = [:]
    /// The animations added with ``add(_:forKey:)``, in the order they apply.
    var animationEntries: [AnimationEntry] = []
    /// The begin time, speed and offset of the layer's own timeline.
    var ownTiming = LayerTiming()
    /// The layer this one is the presentation copy of; `nil` for model layers.
    weak var modelLayer: CALayer?
    /// Whether this presentation copy draws its own content, because an
    /// animated key needs display; otherwise its model's drawing shows.
    var redrawsItself = false
    /// Whether the layer has been rendered: only then do property changes run
    /// implicit actions, as a layer's first values are not animated on iOS.
    var hasRendered = false
    /// Whether the old value is back in place while ``action(forKey:)`` is asked.
    var isAskingForAction = false

    /// A layer with zero bounds at the origin.
    ///
    /// A subclass overrides it as on Apple's platforms (`override init()`);
    /// ``UIView/layerClass`` makes its layers with the subclass's own `init()`.
    public init() {}

    /// A copy of `layer` for Core Animation's own use: ``presentation()`` makes
    /// the layers it returns with it. A subclass that adds properties overrides
    /// it to copy them, calling `super.init(layer:)`; one that declares other
    /// initialisers without this one stops at its first presentation copy, as on
    /// Apple's platforms ("use of unimplemented initializer 'init(layer:)'").
    ///
    /// ```swift
    /// final class RingLayer: CALayer {
    ///     var lineWidth: CGFloat = 4
    ///     override init() { super.init() }
    ///     override init(layer: Any) {
    ///         lineWidth = (layer as? RingLayer)?.lineWidth ?? 4
    ///         super.init(layer: layer)
    ///     }
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    /// }
    /// ```
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        copyAppearance(of: other)
    }

    /// A layer from an archive: there are no nib or storyboard archives on
    /// Linux, so this makes a layer as ``init()`` does, for subclasses that call it.
    public required init?(coder: NSCoder) {}

    deinit {
        // Sublayers whose last owner is this layer are taken apart here, one
        // level at a time, so that a tree thousands of layers deep is freed
        // without a release nested in a release for every level.
        guard var pending = sublayerStorage, !pending.isEmpty else { return }
        sublayerStorage = nil
        while var layer = pending.popLast() {
            if isKnownUniquelyReferenced(&layer), let children = layer.sublayerStorage {
                layer.sublayerStorage = nil
                pending.append(contentsOf: children)
            }
        }
    }

    /// The layer's rectangle in its superlayer's coordinates: the box around
    /// the bounds placed by ``position`` and turned by ``transform``. Setting
    /// it sets ``bounds``' size and ``position``.
    open var frame: CGRect {
        get {
            let placed = CGRect(x: position.x - anchorPoint.x * bounds.width,
                                y: position.y - anchorPoint.y * bounds.height,
                                width: bounds.width, height: bounds.height)
            let turn = CATransform3DGetAffineTransform(transform)
            guard !turn.isIdentity else { return placed }
            let about = CGAffineTransform(translationX: -position.x, y: -position.y)
                .concatenating(turn).concatenating(CGAffineTransform(translationX: position.x, y: position.y))
            return placed.applying(about)
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
    /// A layer cannot be its own sublayer, nor a sublayer of one of its own
    /// sublayers: such a call changes nothing (Core Animation would raise).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !isSelfOrDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        var list = sublayerStorage ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayerStorage = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the bottom without one.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard !isSelfOrDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`, or on top without one.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard !isSelfOrDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let count = sublayers?.count ?? 0
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Whether this layer is `layer` or lies somewhere below it.
    func isSelfOrDescendant(of layer: CALayer) -> Bool {
        // A layer without sublayers is nobody's ancestor: adding a new leaf,
        // the common case, costs no walk up a deep tree.
        guard layer !== self else { return true }
        guard !(layer.sublayers ?? []).isEmpty else { return false }
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage?.removeAll { $0 === self }
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
        // Depth first with a list rather than recursion: a tree may be
        // thousands of layers deep.
        var pending: [CALayer] = [self]
        var masks = Set<ObjectIdentifier>()
        while let layer = pending.popLast() {
            if layer.isLayoutPending {
                layer.isLayoutPending = false
                layer.layoutSublayers()
            }
            pending.append(contentsOf: (layer.sublayers ?? []).reversed())
            // Each mask once: masks may point back up the tree.
            if let mask = layer.mask, masks.insert(ObjectIdentifier(mask)).inserted { pending.append(mask) }
        }
    }

    /// Lays out the sublayers; by default asks the ``delegate`` (a view lays
    /// out its subviews).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Keys and actions (the work is in CALayer+KeyValueCoding.swift and
    // CALayer+Actions.swift; these are here so that subclasses can override them)

    /// The value of the property named `key`, or of a key the layer does not
    /// declare that was set with ``setValue(_:forKey:)`` (a layer is a
    /// key-value container, as in Core Animation); for an unset undeclared key,
    /// ``CALayer/defaultValue(forKey:)``. Geometry comes back as `CGPoint`, `CGSize`,
    /// `CGRect` and ``CATransform3D`` values, numbers as `CGFloat` (opacities as `Float`).
    ///
    /// Subclasses that declare keys of their own override it, answering their
    /// keys and passing the rest to `super`.
    open func value(forKey key: String) -> Any? { layerValue(forKey: key) }

    /// Sets the property named `key` to `value`, converting numbers between
    /// `CGFloat`, `Double`, `Float`, `Int` and `NSNumber`; a value of the wrong
    /// type for a declared key is ignored. A key the layer does not declare is
    /// kept, for ``value(forKey:)`` to return: this is how a subclass declares
    /// a property that animations can address (see the porting guide).
    ///
    /// ```swift
    /// final class ClockLayer: CALayer {
    ///     var angle: CGFloat {  // on iOS: @NSManaged var angle: CGFloat
    ///         get { value(forKey: "angle") as? CGFloat ?? 0 }
    ///         set { setValue(newValue, forKey: "angle") }
    ///     }
    /// }
    /// ```
    open func setValue(_ value: Any?, forKey key: String) { setLayerValue(value, forKey: key) }

    /// The action for `event` (usually a property's key), found as Core
    /// Animation finds it: the delegate's ``CALayerDelegate/action(for:forKey:)``,
    /// then ``actions``, then ``defaultAction(forKey:)``; `NSNull` anywhere
    /// along the way means none. Views answer `NSNull` for their layers, so
    /// only standalone layers animate implicitly.
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// The implicit animation for `event`: a ``CABasicAnimation`` of that key
    /// for the properties Core Animation animates, `nil` for the rest.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// The value an undeclared key has until it is set: `nil` by default.
    /// Subclasses override it to give their own keys a default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` means the content must be drawn again: a
    /// subclass returns true for the properties its ``draw(in:)`` reads, and
    /// animating such a key redraws the presentation copy at every frame, as
    /// in Core Animation. False for every key by default.
    ///
    /// ```swift
    /// override class func needsDisplay(forKey key: String) -> Bool {
    ///     key == "progress" || super.needsDisplay(forKey: key)
    /// }
    /// ```
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Draws what a layer of this kind shows of itself between its background
    /// and its drawn content: a shape, a gradient, text. Nothing for a plain layer.
    func drawOwnContent(in ctx: CGContext) {}

    /// Draws the layer's content in its own coordinates; by default asks the
    /// ``delegate``. Override it to draw a layer's content.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }
}
