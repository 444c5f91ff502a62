import Foundation

/// One finger on the screen: where it is and was, in which phase, when, and
/// the view it first touched. A test makes touches through a window's
/// ``UIWindow/beginTouch(at:timestamp:tapCount:)`` and moves them with the
/// window's other touch methods.
///
/// ```swift
/// override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
///     value = min(max(touch.location(in: self).x / bounds.width, 0), 1)
///     sendActions(for: .valueChanged)
///     return true
/// }
/// ```
public final class UITouch: NSObject {
    /// Where a touch is in its life (UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered a region (an indirect input).
        case regionEntered
        /// A pointer moved within a region.
        case regionMoved
        /// A pointer left a region.
        case regionExited
    }

    /// What made the touch (UIKit's raw values).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer such as a trackpad's.
        case indirectPointer
    }

    /// The touch's phase in the event being delivered.
    public internal(set) var phase: Phase = .began
    /// The time of the touch's last change, in seconds, as the test gave it.
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped at this place in quick succession: 1 for a single tap.
    public let tapCount: Int
    /// A finger on the screen: the one kind a test delivers.
    public var type: TouchType { .direct }
    /// The view the touch began in, found by hit-testing; `nil` when it began
    /// where no view takes touches.
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// Where the touch is, in its window's coordinates.
    var locationInWindow: CGPoint
    /// Where the touch was before its last move, in its window's coordinates.
    var previousLocationInWindow: CGPoint

    init(window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
        self.window = window
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (the window's for `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the window's for `nil`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}
