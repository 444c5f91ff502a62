import Foundation

/// Something a layer runs when one of its properties changes (an implicit
/// animation) or an event happens: ``CALayer/action(forKey:)`` finds it.
/// Animations are actions that add themselves to the layer; `NSNull` is the
/// action that does nothing, which stops the search.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: returned from ``CALayer/action(forKey:)``, it means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
