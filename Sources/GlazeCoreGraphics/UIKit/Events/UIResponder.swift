import Foundation

/// An object that receives touches and passes what it does not handle to the
/// ``next`` responder, as UIKit's responder chain does: a view's next
/// responder is its superview, and a window's is `nil` (there is no
/// application object).
///
/// ```swift
/// final class Canvas: UIView {
///     var strokes: [[CGPoint]] = []
///     override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///         strokes.append(touches.map { $0.location(in: self) })
///     }
/// }
/// ```
///
/// The default implementation of each touch method forwards the call to
/// ``next``, so a subclass that does not override one lets its superview see
/// the touch.
open class UIResponder: NSObject {
    /// The responder the chain continues with; `nil` at its end.
    open var next: UIResponder? { nil }

    /// Called when fingers touch down in the responder: forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when touches move: forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when fingers lift: forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when the system cancels touches: forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
