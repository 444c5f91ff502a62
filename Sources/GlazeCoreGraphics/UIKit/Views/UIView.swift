import Foundation

/// A rectangle of drawing in a tree of views, as UIKit has it: the classic
/// `draw(_:)` subclass renders through Glaze unchanged.
///
/// ```swift
/// final class BadgeView: UIView {
///     var count = 3 { didSet { setNeedsDisplay() } }
///     override func draw(_ rect: CGRect) {
///         tintColor.setFill()
///         UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
///     }
/// }
/// let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
/// badge.isOpaque = false
/// let image = UIGraphicsImageRenderer(bounds: badge.bounds).image { badge.layer.render(in: $0.cgContext) }
/// ```
///
/// Every view is backed by its ``layer`` (made from ``layerClass``), which it
/// is the delegate of: the geometry, background, alpha, hiding and clipping
/// are the layer's. Rendering draws the background, then ``draw(_:)`` clipped
/// to the bounds, then the subviews at their frames. Put a tree in a
/// ``UIWindow`` for the life-cycle calls, hit-testing and touches a test
/// delivers; changes inside ``animate(withDuration:animations:)`` and the
/// other animation blocks animate on the caller's clock. There is no Auto Layout.
/// Views are not shared between tasks: build and render a tree on one.
open class UIView: UIResponder, CALayerDelegate {
    /// The layer that backs the view.
    public let layer: CALayer
    /// The views drawn over this one, in order.
    open internal(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open internal(set) weak var superview: UIView?
    /// The background colour, or `nil` for none.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// How the content is laid out when the bounds change; `.redraw` also marks
    /// the view as needing display on a change of size, as UIKit does.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
    }
    /// Whether the view is opaque: a hint to the drawing system, as in UIKit.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    /// A number the program gives the view, for ``viewWithTag(_:)``.
    open var tag = 0
    private var ownTintColor: UIColor?
    /// Whether touches reach the view and its subviews: `true` for views,
    /// `false` for labels and image views, as in UIKit.
    open var isUserInteractionEnabled = true
    /// Whether a touch on this view keeps other views of its window from
    /// receiving touches at the same time, and waits while another view is touched.
    open var isExclusiveTouch = false
    /// Whether the view receives more than one touch at a time: `false`, the
    /// first touch only, by default.
    open var isMultipleTouchEnabled = false
    /// Whether the subviews are resized by their ``autoresizingMask`` when the
    /// bounds change size: `true` by default.
    open var autoresizesSubviews = true
    /// How the view follows a change in its superview's size.
    open var autoresizingMask: AutoresizingMask = []
    /// Kept for code that sets it: there is no Auto Layout, so no constraints
    /// are made from the mask, and frames are the program's.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the content is arranged for right-to-left languages.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The window the view is in, kept up to date as the tree moves.
    weak var hostWindow: UIWindow?
    /// The accessibility properties set on the view.
    var accessibility = AccessibilityAttributes()
    /// The controller whose root view this is.
    weak var viewController: UIViewController?

    /// The class of the layer made for each view of this class; override it to
    /// back a view with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with `frame` in its superview's coordinates. Views are opaque,
    /// with no background colour, at the main screen's scale.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.frame = frame
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A view from an archive: there are no nib or storyboard archives on
    /// Linux, so this makes a view with a zero frame, for subclasses that call it.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
    }

    /// A new backing layer of ``layerClass``, set up as UIKit sets up a view's:
    /// opaque, at the main screen's scale, needing display.
    private static func makeLayer() -> CALayer {
        let layer = CALayer.make((layerClass as? CALayer.Type) ?? CALayer.self)
        layer.isOpaque = true
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
        return layer
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. A change of size
    /// resizes the subviews by their ``autoresizingMask``.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds.size
            layer.frame = newValue
            resizeSubviews(from: old)
        }
    }

    /// The view's own coordinate space: what appears at its top-left corner and
    /// its size. A change of size resizes the subviews by their ``autoresizingMask``.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size
            layer.bounds = newValue
            resizeSubviews(from: old)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's transform about its ``center``: the layer's transform, as
    /// an affine one. While it is not the identity, ``frame`` is the box
    /// around the transformed bounds, as in UIKit.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    // MARK: Appearance

    /// The opacity of the view and its subviews, 0…1, composited as a group.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view and its subviews are left out.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews and drawing are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Pixels per point of the view's content, the main screen's scale to begin
    /// with. Glaze draws views as vectors into the target context, whose own
    /// scale decides the pixels.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// The colour template images and tinted drawing use: the view's own, or
    /// its superview's, or UIKit's default, ``UIColor/systemBlue``.
    open var tintColor: UIColor! {
        get {
            // Up the chain in a loop, not by recursion: trees may be deep.
            var view: UIView? = self
            while let current = view {
                if let own = current.ownTintColor { return own }
                view = current.superview
            }
            return .systemBlue
        }
        set {
            ownTintColor = newValue
            // UIKit calls the hook on the view and on every view below that
            // inherits the colour; a loop, as trees may be deep.
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                view.tintColorDidChange()
                pending.append(contentsOf: view.subviews.reversed().filter { $0.ownTintColor == nil })
            }
        }
    }

    /// Called when ``tintColor`` changes, on this view and on the subviews that
    /// inherit it; override it to redraw. By default does nothing.
    open func tintColorDidChange() {}

    // MARK: Events

    /// The view controller whose root view this is, or else the superview:
    /// touches a view does not handle go up the tree.
    open override var next: UIResponder? { viewController ?? superview }

    /// The deepest view at `point` (in this view's coordinates) that takes
    /// touches: `nil` when this view is hidden, nearly transparent (alpha at
    /// most 0.01), not ``isUserInteractionEnabled``, or `point` is not
    /// ``point(inside:with:)``; else the first subview, front to back, whose
    /// own `hitTest` answers, or this view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard takesTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Traits

    /// The traits of the view's environment: its window's, or unspecified
    /// traits outside a window.
    open var traitCollection: UITraitCollection {
        window?.windowTraits ?? UITraitCollection()
    }

    /// Called on each view of a tree that moved to a window with other traits,
    /// after ``didMoveToWindow()``, with the traits it had before. By default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The direction the view lays out its content in: right to left when
    /// ``semanticContentAttribute`` forces it, or when it is unspecified and
    /// the traits say so; left to right otherwise.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The direction content with `attribute` is laid out in: right to left
    /// only when forced, since the application's own direction is left to
    /// right here (Glaze has no localised application bundle to follow).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Accessibility

    /// Whether assistive technology sees the view as one element (and not its
    /// subviews): `false` for views, `true` for buttons and labels, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }

    /// A short name for the view: a button's title, a label's text by default.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// The view's value, when it has one: a percentage, a rating.
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// What activating the view does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// What the view is and how it behaves: `.button` for buttons,
    /// `.staticText` for labels, `.image` for image views, none for views.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? .none }
        set { accessibility.traits = newValue }
    }

    /// A name for tests and automation, never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The view's frame in screen coordinates (its window's, here), unless set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }

    /// The elements assistive technology sees inside the view, in order, in
    /// place of its subviews: views and ``UIAccessibilityElement``s.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }

    /// Whether assistive technology skips the view's elements and subviews.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// Called when an assistive technology user activates the view (a
    /// double tap in VoiceOver); returns whether it handled that. By default
    /// `false`, so that the system would send a tap instead. Nothing here
    /// calls it but the program or a test, standing in for VoiceOver.
    open func accessibilityActivate() -> Bool { false }

    /// Called when an assistive technology user increments an
    /// ``UIAccessibilityTraits/adjustable`` view (a swipe up in VoiceOver).
    /// By default does nothing.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology user decrements an
    /// ``UIAccessibilityTraits/adjustable`` view (a swipe down in VoiceOver).
    /// By default does nothing.
    open func accessibilityDecrement() {}

    /// How many elements the view contains: ``accessibilityElements``' count.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at `index` of ``accessibilityElements``, or `nil`.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The place of `element` in ``accessibilityElements``, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Life cycle

    /// The window the view is in, or `nil` when its tree is in none.
    open var window: UIWindow? { hostWindow }

    /// Called just before the view moves to `newSuperview` (`nil`: it is being
    /// removed). By default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called just after the view moved to a new superview, or out of one. By
    /// default does nothing.
    open func didMoveToSuperview() {}

    /// Called just before the view moves to `newWindow` (`nil`: out of its
    /// window), on each view of a tree that moves, top down. By default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called just after the view moved to a window, or out of one: ``window``
    /// is the new one. By default does nothing.
    open func didMoveToWindow() {}

    /// Called on the superview after `subview` was added. By default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on the superview before `subview` is removed. By default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called by a nib loader once the view is set up. There are no nibs on
    /// Linux: nothing calls it unless the program does, so a port that set up
    /// its view here can call it after `init(frame:)`. By default does nothing.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws a designable view. Nothing
    /// calls it on Linux; a test or a preview can, to draw the sample data a
    /// port sets up here. By default does nothing.
    open func prepareForInterfaceBuilder() {}

    // MARK: Drawing and layout

    /// Draws the view's content in its own coordinates; `rect` is the part to
    /// draw, the bounds when the whole view is rendered. The current UIKit
    /// context is the view's. By default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Marks the view as needing display; a render after this call shows the
    /// new drawing (Glaze draws a view each time it renders it).
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks part of the view as needing display; see ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// Lays out the subviews; by default does nothing. Rendering calls it first
    /// when the view needs layout: it is new, its size changed, or
    /// ``setNeedsLayout()`` was called.
    open func layoutSubviews() {}

    /// Marks the view as needing ``layoutSubviews()`` before it is next rendered.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the view and its subviews now, where they need it.
    open func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// The size that best fits `size`; by default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping
    /// the frame's top-left corner where it is, as UIKit does.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The view's natural size; by default no natural size in either direction.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says that ``intrinsicContentSize`` has changed. With no Auto Layout to
    /// read it, the superview is marked as needing layout, so that a
    /// `layoutSubviews()` that sizes subviews by their natural size runs again.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// The value of an ``intrinsicContentSize`` dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Lays out the subviews for the layer: calls ``layoutSubviews()``,
    /// between the owning view controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// The action for a change of the view's own layer: inside an animation
    /// block (``animate(withDuration:delay:options:animations:completion:)``
    /// and the others), the block's animation of an animatable property;
    /// anywhere else none (`NSNull`), as in UIKit, so a view's changes are
    /// not animated implicitly.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        return ViewAnimationStack.current.action(for: layer, forKey: event) ?? NSNull()
    }

    /// Draws the view's content for its layer: the view's context is current for
    /// UIKit drawing, and its tint colour for template images.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        drawing(in: ctx) { draw(bounds) }
    }

    /// Runs `body` with `ctx` as the current UIKit context and the view's tint
    /// colour for template images, as a view's drawing runs.
    func drawing(in ctx: CGContext, _ body: () -> Void) {
        UIGraphicsPushContext(ctx)
        ContextStack.current.drawingViews.append(self)
        body()
        ContextStack.current.drawingViews.removeLast()
        UIGraphicsPopContext()
    }
}
