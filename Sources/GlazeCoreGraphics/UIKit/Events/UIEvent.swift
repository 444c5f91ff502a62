import Foundation

/// What happened at one moment: for touches, every finger down in the window,
/// each in its phase.
public final class UIEvent: NSObject {
    /// The kind of event (UIKit's raw values).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Motion of the device.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Presses of physical buttons.
        case presses
        /// Scrolling with an indirect input.
        case scroll = 10
        /// A pointer hovering.
        case hover
        /// A transform gesture with an indirect input.
        case transform = 14
    }

    /// Touches: the one kind a window delivers.
    public var type: EventType { .touches }
    /// When the event happened, in seconds, as the test gave it.
    public let timestamp: TimeInterval
    private let touches: [UITouch]

    init(touches: [UITouch], timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event, the ones that did not change included.
    public var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches of the event that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches of the event in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }
}
