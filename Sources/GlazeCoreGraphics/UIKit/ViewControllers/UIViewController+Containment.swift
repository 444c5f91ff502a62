import Foundation

extension UIViewController {
    /// Makes `childController` a child of this controller, calling its
    /// ``willMove(toParent:)`` with this controller first, as UIKit does. Add
    /// its view to this controller's tree, then call its
    /// ``didMove(toParent:)``.
    ///
    /// Adding a controller to itself, or to one of its own descendants, does
    /// nothing: UIKit raises an exception, which Swift cannot catch, and a
    /// cycle of parents could never be walked. A child of another controller
    /// moves here.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self, !isDescendant(of: childController) else { return }
        childController.willMove(toParent: self)
        childController.detachFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent, calling ``didMove(toParent:)``
    /// with `nil`, as UIKit does; call ``willMove(toParent:)`` with `nil` and
    /// remove the view first.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    private func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Whether this controller is `controller` or below it among the children.
    private func isDescendant(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }
}
