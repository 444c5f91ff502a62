import Foundation

extension UIView {
    /// Adds `view` on top of the subviews, taking it from its old superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to their count).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
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
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        // Taking `view` out first can move the sibling down one place.
        view.removeFromSuperview()
        let sibling = subviews.firstIndex { $0 === siblingSubview } ?? index
        insertSubview(view, at: sibling + 1)
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
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
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
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

    /// Maps this view's coordinates to its root view's: each step is a
    /// translation by the frame's origin less the bounds' origin.
    private var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            let frame = view.frame, bounds = view.bounds
            transform = transform.concatenating(CGAffineTransform(translationX: frame.minX - bounds.minX,
                                                                  y: frame.minY - bounds.minY))
            current = parent
        }
        return transform
    }
}
