import Foundation

extension UIView {
    /// Moves this view and every view below it to `newWindow` around `move`:
    /// ``willMove(toWindow:)`` on each, `move`, then the window is recorded and
    /// ``didMoveToWindow()`` and, where the traits changed,
    /// ``traitCollectionDidChange(_:)`` called on each, top down; when the
    /// tree comes into sight or goes out of it, the view controllers owning
    /// views in it hear of it around all that. Loops rather
    /// than recursion, as trees may be thousands of views deep.
    func moveSubtree(to newWindow: UIWindow?, around move: () -> Void) {
        let oldWindow = window
        guard oldWindow !== newWindow else { return move() }
        let tree = subtree()
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        let transition = wasVisible == willBeVisible ? [] : tree
        Self.transitionAppearance(of: transition, appearing: willBeVisible, in: newWindow) {
            for view in tree { view.willMove(toWindow: newWindow) }
            let oldTraits = traitCollection
            move()
            for view in tree { view.hostWindow = newWindow }
            let newTraits = traitCollection
            for view in tree { view.didMoveToWindow() }
            if oldTraits != newTraits {
                for view in tree { view.traitCollectionDidChange(oldTraits) }
            }
        }
    }

    /// This view and every view below it, top down, each view before its subviews.
    func subtree() -> [UIView] {
        var result: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
