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
/// to the bounds, then the subviews at their frames. There is no event
/// handling, animation, Auto Layout or window: only what drawing code touches.
/// Views are not shared between tasks: build and render a tree on one.
open class UIView: CALayerDelegate {
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

    /// The class of the layer made for each view of this class; override it to
    /// back a view with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with `frame` in its superview's coordinates. Views are opaque,
    /// with no background colour, at the main screen's scale.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        layer.delegate = self
        layer.frame = frame
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A view from an archive: there are no nib or storyboard archives on
    /// Linux, so this makes a view with a zero frame, for subclasses that call it.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
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

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space: what appears at its top-left corner and its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
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
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorDidChange()
        }
    }

    /// Called when ``tintColor`` changes, on this view and on the subviews that
    /// inherit it; override it to redraw.
    open func tintColorDidChange() {
        for subview in subviews where subview.ownTintColor == nil { subview.tintColorDidChange() }
    }

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

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    /// The view's natural size; by default no natural size in either direction.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value of an ``intrinsicContentSize`` dimension that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Lays out the subviews for the layer: calls ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// No action for the view's own layer: a view's changes are not animated
    /// implicitly, as in UIKit.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        layer === self.layer ? NSNull() : nil
    }

    /// Draws the view's content for its layer: the view's context is current for
    /// UIKit drawing, and its tint colour for template images.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        ContextStack.current.tintColors.append(tintColor)
        draw(bounds)
        ContextStack.current.tintColors.removeLast()
        UIGraphicsPopContext()
    }
}
