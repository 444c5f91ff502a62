import Foundation

extension UIView {
    /// Adds `view` on top of the subviews, taking it from its old superview.
    ///
    /// Adding a view to itself or to one of its own subviews, at any depth,
    /// does nothing: UIKit raises an exception, which Swift cannot catch, and
    /// a tree with a cycle could never be drawn. Nothing is called and neither
    /// tree changes.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to their count),
    /// calling the life-cycle methods in UIKit's order: the old superview's
    /// ``willRemoveSubview(_:)``, ``willMove(toSuperview:)``, then, when the
    /// window changes, ``willMove(toWindow:)`` and ``didMoveToWindow()`` on
    /// `view` and every view below it, then ``didMoveToSuperview()`` and this
    /// view's ``didAddSubview(_:)``. A view already here is only moved.
    public func insertSubview(_ view: UIView, at index: Int) {
        // Only a view with subviews can hold this one; a new leaf skips the walk up.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            view.layer.removeFromSuperlayer()
            attach(view, at: index)
            return
        }
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        view.moveSubtree(to: window) {
            view.detachFromSuperview()
            attach(view, at: index)
        }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Puts `view`, in no superview, at `index` among the subviews and its
    /// layer at the matching place among the sublayers.
    private func attach(_ view: UIView, at index: Int) {
        let position = min(max(index, 0), subviews.count)
        // The layer goes just below the subview it will sit below, so that
        // layers added directly keep their place among the subviews' layers.
        if position < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[position].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: position)
        view.superview = self
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Takes the view out of its superview's lists, calling nothing.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        // A view already here moves out first, which can move the sibling down one place.
        let offset = subviews.firstIndex { $0 === view }.map { $0 < index ? 1 : 0 } ?? 0
        insertSubview(view, at: index + 1 - offset)
    }

    /// Takes the view out of its superview, calling the superview's
    /// ``willRemoveSubview(_:)``, ``willMove(toSuperview:)`` with `nil`, the
    /// window calls when it was in a window, and ``didMoveToSuperview()``.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        moveSubtree(to: nil) { detachFromSuperview() }
        didMoveToSuperview()
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first view below it, depth first, whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// `point` in this view's coordinates, in `view`'s (or the root's when `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(mapping(to: view))
    }

    /// `point` in `view`'s coordinates (or the root's when `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(mapping(to: view).inverted())
    }

    /// `rect` in this view's coordinates, in `view`'s (or the root's when `nil`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(mapping(to: view))
    }

    /// `rect` in `view`'s coordinates (or the root's when `nil`), in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(mapping(to: view).inverted())
    }

    /// Maps this view's coordinates to `view`'s, or to the root's for `nil`.
    private func mapping(to view: UIView?) -> CGAffineTransform {
        guard let view else { return toRoot }
        return toRoot.concatenating(view.toRoot.inverted())
    }

    /// Maps this view's coordinates to its root view's, one superview at a time.
    private var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, view.superview != nil {
            transform = transform.concatenating(view.toSuperview)
            current = view.superview
        }
        return transform
    }

    /// Maps this view's coordinates to its superview's: from the bounds'
    /// anchor point, through ``transform``, to ``center``.
    var toSuperview: CGAffineTransform {
        let bounds = layer.bounds, anchor = layer.anchorPoint, position = layer.position
        return CGAffineTransform(translationX: -(bounds.minX + anchor.x * bounds.width),
                                 y: -(bounds.minY + anchor.y * bounds.height))
            .concatenating(layer.affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}
