import Foundation
import GlazeCoreGraphics

/// Article 03's `HTStateAwareRasterImageView`: an image view that shows its
/// ``rasterizableView`` as an image drawn once per state of the component,
/// shared through a ``StateAwareRasterImageCache`` with every view that shows
/// a component in the same state.
///
/// ```swift
/// let component = ExampleRasterizableComponent()
/// let imageView = StateAwareRasterImageView(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
/// imageView.rasterizableView = component
/// imageView.delegate = self
/// addSubview(imageView)
/// ```
///
/// The component is rendered with `layer.render(in:)`, its root layer's mask
/// honoured (`draw(in:)`, the article's category), at the screen's scale:
/// at its minimum frame for caps when it asks for one, else at this view's
/// size. The image is resizable with the component's caps.
///
/// Two things differ from the article's view, which runs on iOS:
///
/// - **Observing is a check at layout, not key-value observing**, which Swift
///   on Linux does not have. While ``kvoEnabled``, the view keeps itself
///   marked as needing layout, and each layout pass — every render runs one
///   first — compares the component's state key with that of the image
///   shown, and takes the new state's image when they differ. A render
///   always shows the component's current state, as with KVO; the delegate
///   hears of a change at that render rather than at the assignment, and a
///   value changed and changed back between two renders draws nothing.
/// - **Off the main thread means at the next layout.** A view here belongs
///   to one thread and cannot be drawn on another. With ``drawsOnMainThread``
///   false (the default), a regeneration asked for by setting
///   ``rasterizableView`` or by ``regenerateImage(_:)`` is done at the view's
///   next layout pass, on its own thread: the caller returns at once, the old
///   image shows until then, and requests made before then draw once. With
///   it true, the image is made during the call, as in the article.
open class StateAwareRasterImageView: UIImageView {
    /// The component shown; setting it regenerates the image (see
    /// ``drawsOnMainThread``), and `nil` empties the view.
    open var rasterizableView: (any RasterizableView)? {
        didSet { regenerateImage() }
    }
    /// Told when the view draws an image and when it shows a new one.
    open weak var delegate: (any StateAwareRasterImageViewDelegate)?
    /// Whether a regeneration is done during the call that asks for it, rather
    /// than at the next layout pass; `false` by default, so that setting up
    /// many views draws nothing until they are laid out.
    open var drawsOnMainThread = false
    /// Whether the image follows the component's state at each layout pass;
    /// `true` by default. Turned off, the image changes only through
    /// ``regenerateImage(_:)``, as the article's pre-rendering uses it.
    open var kvoEnabled = true {
        didSet { setNeedsLayout() }
    }
    /// Where the view takes images from and adds them: the process-wide
    /// cache unless given another. Set it before the component.
    open var cache = StateAwareRasterImageCache.shared

    /// A state as drawn: the component's key at a screen scale.
    private struct DrawnState: Equatable {
        var key: String
        var scale: CGFloat
    }

    /// The state of the image shown, or of the last attempt to draw one.
    private var shownState: DrawnState?
    private var isRegenerationPending = false
    private var pendingCompletions: [() -> Void] = []

    /// Makes the image for the component's current state — the cache's, or
    /// drawn and added to it — then calls `complete`: during the call when
    /// ``drawsOnMainThread``, else at the next layout pass.
    open func regenerateImage(_ complete: (() -> Void)? = nil) {
        if let complete { pendingCompletions.append(complete) }
        if drawsOnMainThread {
            regenerateNow()
        } else {
            isRegenerationPending = true
            setNeedsLayout()
        }
    }

    /// The component's state key, for debugging: its class and the values of
    /// its key paths, in order; `nil` without a component.
    open func cacheKey() -> String? {
        rasterizableView?.stateKey
    }

    /// Lays the view out, then regenerates when a regeneration waits or,
    /// while observing, when the component's state is not the one shown.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if isRegenerationPending {
            regenerateNow()
        } else if kvoEnabled, let component = rasterizableView, state(of: component) != shownState {
            regenerateNow()
        }
        // Marked again, so that the next render's layout pass looks again.
        if kvoEnabled, rasterizableView != nil { setNeedsLayout() }
    }

    private func regenerateNow() {
        isRegenerationPending = false
        let completions = pendingCompletions
        pendingCompletions = []
        defer { completions.forEach { $0() } }
        guard let component = rasterizableView else {
            shownState = nil
            image = nil
            return
        }
        let current = state(of: component)
        shownState = current
        if let cached = cache.image(forKey: current.key, scale: current.scale) {
            show(cached)
            return
        }
        delegate?.stateAwareRasterImageViewWillRegenerateImage(self)
        let size = Self.drawnSize(of: component, shownAt: bounds.size)
        guard let drawn = Self.rasterize(component, size: size, caps: Self.usableCaps(of: component) ?? .zero,
                                         scale: current.scale) else {
            // Nothing can be drawn at this size; the state stays noted, so
            // that the attempt is not repeated at every layout.
            image = nil
            return
        }
        cache.setImage(drawn, forKey: current.key, scale: current.scale)
        show(drawn)
    }

    private func show(_ newImage: UIImage) {
        guard newImage !== image else { return }
        image = newImage
        delegate?.stateAwareRasterImageView(self, didReceive: newImage)
    }

    /// Gives `component` the size it is drawn at, then reads its state: in
    /// that order, so that a key path naming the size reads the size drawn.
    private func state(of component: any RasterizableView) -> DrawnState {
        let size = Self.drawnSize(of: component, shownAt: bounds.size)
        if component.bounds.size != size { component.frame = CGRect(origin: .zero, size: size) }
        return DrawnState(key: component.stateKey, scale: UIScreen.main.scale)
    }

    /// The component's caps, or `nil` when one is not finite or is negative:
    /// then the component is drawn at the size shown and not made resizable.
    private static func usableCaps(of component: any RasterizableView) -> UIEdgeInsets? {
        let caps = component.capEdgeInsets
        let sides = [caps.top, caps.left, caps.bottom, caps.right]
        return sides.allSatisfy { $0.isFinite && $0 >= 0 } ? caps : nil
    }

    /// The minimum frame for the component's caps when it asks for one and
    /// its caps are usable, else the size it is shown at.
    private static func drawnSize(of component: any RasterizableView, shownAt size: CGSize) -> CGSize {
        guard component.useMinimumFrameForCaps, let caps = usableCaps(of: component) else { return size }
        return CGSize(width: caps.left + caps.right + 1, height: caps.top + caps.bottom + 1)
    }

    /// `component`, sized for drawing, drawn into an image of `size` at
    /// `scale`, resizable with `caps`; `nil` when the renderer refuses the
    /// size (not positive, not finite, past the bitmap limits). The size is
    /// the one asked for rather than the component's, whose frame a negative
    /// size turns positive.
    private static func rasterize(_ component: any RasterizableView, size: CGSize, caps: UIEdgeInsets,
                                  scale: CGFloat) -> UIImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let drawn = UIGraphicsImageRenderer(size: size, format: format).image { context in
            component.draw(in: context.cgContext)
        }
        guard drawn.cgImage != nil else { return nil }
        // Stretched: drawn at the minimum frame the middle is one point, where
        // stretching and tiling agree, and drawn whole a gradient stays whole.
        return caps == .zero ? drawn : drawn.resizableImage(withCapInsets: caps, resizingMode: .stretch)
    }
}
