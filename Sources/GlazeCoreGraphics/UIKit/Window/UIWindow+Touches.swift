import Foundation

/// Touches a test delivers: each call is one event, sent through
/// ``UIWindow/sendEvent(_:)`` with every touch down in the window.
extension UIWindow {
    /// Touches the window at `point` (window coordinates) at `timestamp`
    /// seconds, and returns the touch to move and end.
    ///
    /// The touch goes to the view ``UIView/hitTest(_:with:)`` finds there. It
    /// goes nowhere (its `view` is `nil`, and later calls with it do nothing)
    /// when no view takes it: outside the window, in a hidden window, at a
    /// non-finite point, on a view already touched that is not
    /// ``UIView/isMultipleTouchEnabled``, or where an
    /// ``UIView/isExclusiveTouch`` view keeps other views from touches.
    ///
    /// - Parameters:
    ///   - point: where the finger touches, in the window's coordinates.
    ///   - tapCount: the taps in quick succession this touch is the last of:
    ///     2 for the second tap of a double tap (controls then send `.touchDownRepeat`).
    ///   - timestamp: seconds; a time before the last event's, or not finite,
    ///     is taken as the last event's, so time never runs backwards.
    @discardableResult
    public func beginTouch(at point: CGPoint, timestamp: TimeInterval, tapCount: Int = 1) -> UITouch {
        let time = advance(to: timestamp)
        let touch = UITouch(window: self, location: point, timestamp: time, tapCount: max(tapCount, 1))
        guard point.x.isFinite, point.y.isFinite, let hit = hitTest(point, with: nil), admits(hit) else { return touch }
        touch.view = hit
        activeTouches.append(touch)
        deliver(touch, at: time)
        return touch
    }

    /// Moves `touch` to `point` (window coordinates) at `timestamp`; nothing
    /// happens for a touch that went nowhere or has ended, or a non-finite point.
    public func moveTouch(_ touch: UITouch, to point: CGPoint, timestamp: TimeInterval) {
        guard point.x.isFinite, point.y.isFinite, activeTouches.contains(touch) else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.phase = .moved
        deliver(touch, at: advance(to: timestamp))
    }

    /// Lifts `touch` at `point` (window coordinates; where it last was when
    /// `nil`) at `timestamp`.
    public func endTouch(_ touch: UITouch, at point: CGPoint? = nil, timestamp: TimeInterval) {
        guard activeTouches.contains(touch) else { return }
        if let point, point.x.isFinite, point.y.isFinite, point != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
        }
        touch.phase = .ended
        deliver(touch, at: advance(to: timestamp))
        activeTouches.removeAll { $0 === touch }
    }

    /// Cancels `touch` at `timestamp`, as the system does when something takes
    /// the touch away (a call coming in, a gesture recognised elsewhere).
    public func cancelTouch(_ touch: UITouch, timestamp: TimeInterval) {
        guard activeTouches.contains(touch) else { return }
        touch.phase = .cancelled
        deliver(touch, at: advance(to: timestamp))
        activeTouches.removeAll { $0 === touch }
    }

    /// The touches down in the window, in the order they began.
    public var touchesInProgress: [UITouch] { activeTouches }

    /// Sends one event in which `touch` changed and the other touches down are stationary.
    private func deliver(_ touch: UITouch, at time: TimeInterval) {
        touch.timestamp = time
        for other in activeTouches where other !== touch { other.phase = .stationary }
        sendEvent(UIEvent(touches: activeTouches, timestamp: time))
    }

    /// The event time for `timestamp`: never before the last one.
    private func advance(to timestamp: TimeInterval) -> TimeInterval {
        if timestamp.isFinite, timestamp > lastTimestamp { lastTimestamp = timestamp }
        return lastTimestamp
    }

    /// Whether a new touch may go to `view`, given the touches already down.
    private func admits(_ view: UIView) -> Bool {
        let touched = activeTouches.compactMap(\.view)
        if !view.isMultipleTouchEnabled, touched.contains(where: { $0 === view }) { return false }
        if view.isExclusiveTouch, touched.contains(where: { $0 !== view }) { return false }
        return !touched.contains { $0.isExclusiveTouch && $0 !== view }
    }
}
