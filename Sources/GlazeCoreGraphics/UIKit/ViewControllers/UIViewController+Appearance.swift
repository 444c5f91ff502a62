import Foundation

extension UIViewController {
    /// Calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` when the
    /// controller is not already on its way there.
    func beginAppearanceTransition(appearing: Bool) {
        switch (appearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            viewWillAppear(false)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(false)
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            break
        }
    }

    /// Calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` to finish a
    /// transition ``beginAppearanceTransition(appearing:)`` began.
    func endAppearanceTransition(appearing: Bool) {
        switch (appearing, appearance) {
        case (true, .appearing):
            appearance = .appeared
            viewDidAppear(false)
        case (false, .disappearing):
            appearance = .disappeared
            viewDidDisappear(false)
        case (true, .disappeared), (true, .disappearing), (true, .appeared),
             (false, .appeared), (false, .appearing), (false, .disappeared):
            break
        }
    }
}

extension UIView {
    /// Runs `change`, which shows or hides `views` (a tree, top down), between
    /// the appearance calls of the controllers that own views in it: the
    /// "will" calls, `change`, a layout pass of `window` when they appear (as
    /// UIKit lays out before `viewDidAppear(_:)`), then the "did" calls.
    static func transitionAppearance(of views: [UIView], appearing: Bool, in window: UIWindow?, around change: () -> Void) {
        let controllers = views.compactMap(\.viewController)
        guard !controllers.isEmpty else { return change() }
        for controller in controllers { controller.beginAppearanceTransition(appearing: appearing) }
        change()
        if appearing { window?.layoutIfNeeded() }
        for controller in controllers { controller.endAppearanceTransition(appearing: appearing) }
    }
}
