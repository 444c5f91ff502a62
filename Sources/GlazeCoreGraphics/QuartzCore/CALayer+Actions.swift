import Foundation

extension CALayer {
    /// The action found through the delegate, ``actions`` and the class's default.
    func lookUpAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        return Self.defaultAction(forKey: event)
    }

    /// A basic animation of `event` when it is an animatable key.
    static func implicitAnimation(forKey event: String) -> CAAction? {
        guard animatableKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// The keys of Core Animation's animatable properties, of every layer class.
    static let animatableKeys: Set<String> = [
        "anchorPoint", "backgroundColor", "borderColor", "borderWidth", "bounds", "cornerRadius", "hidden",
        "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath",
        "shadowRadius", "transform", "zPosition",
        "path", "fillColor", "strokeColor", "lineWidth", "lineDashPhase", "miterLimit", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
    ]

    /// Called when the property `key` changed from `old`: marks the layer for
    /// display when its class says the key needs it, and runs the key's
    /// action when implicit animations apply (see ``CATransaction``).
    func didChange(_ key: String, from old: Any?) {
        guard modelLayer == nil, !isAskingForAction else { return }
        if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
        guard hasRendered || takesViewAnimations, CATransaction.runsImplicitActions else { return }
        // Core Animation asks for the action before it stores the new value,
        // so that an action (a subclass's, reading presentation()) sees the old one.
        let new = value(forKey: key)
        isAskingForAction = true
        setValue(old, forKey: key)
        let found = action(forKey: key)
        setValue(new, forKey: key)
        isAskingForAction = false
        guard let action = found else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            // Core Animation starts an implicit animation from the value on
            // screen, which here is the value before the change.
            let animation = basic.copy() as? CABasicAnimation ?? basic
            animation.fromValue = old.flatMap { $0 }
            animation.timingFunction = animation.timingFunction ?? CATransaction.animationTimingFunction()
            animation.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}
