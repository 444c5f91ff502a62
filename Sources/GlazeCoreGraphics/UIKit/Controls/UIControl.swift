import Foundation

/// A view that tracks touches and sends actions, as UIKit's controls do: its
/// states (``isEnabled``, ``isSelected``, ``isHighlighted``, combined in
/// ``state``), the tracking methods a subclass overrides, and ``UIAction``s
/// run for its ``Event``s.
///
/// ```swift
/// final class Knob: UIControl {
///     var value: CGFloat = 0 { didSet { setNeedsDisplay() } }
///     override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
///         value = min(max(touch.location(in: self).x / bounds.width, 0), 1)
///         sendActions(for: .valueChanged)
///         return true
///     }
/// }
/// let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
/// knob.addAction(UIAction { _ in print(knob.value) }, for: .valueChanged)
/// ```
///
/// A touch that begins in an enabled control is tracked: ``beginTracking(_:with:)``,
/// then ``continueTracking(_:with:)`` for each move while it returns `true`,
/// then ``endTracking(_:with:)`` or ``cancelTracking(with:)``. The control is
/// highlighted while the touch is inside it, with UIKit's slop of 70 points
/// around the bounds (``isTouchInside``), and sends `.touchDown`, the drag
/// events, then `.touchUpInside` or `.touchUpOutside` (or `.touchCancel`).
/// A disabled control takes no touches: hit-testing passes over it.
///
/// Target–action by selector (`addTarget(_:action:for:)`) is absent: it needs
/// the Objective-C runtime. Register closures with ``addAction(_:for:)``.
open class UIControl: UIView {
    /// The states a control can be in, combined (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits a program may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit keeps for itself.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed across it (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched across.
        case fill
        /// Against the leading edge: the left, left to right.
        case leading
        /// Against the trailing edge: the right, left to right.
        case trailing
    }

    /// How a control's content is placed down it (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched down.
        case fill
    }

    /// How far outside the bounds, in points, a touch still counts as inside:
    /// UIKit's slop, which Apple does not document and its users measure at 70.
    static let touchInsideSlop: CGFloat = 70

    /// Whether the control is enabled: true to begin with. A disabled control takes no touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted: set while a touch is inside it.
    open var isHighlighted = false
    /// How the content is placed across the control: centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the content is placed down the control: centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// Whether a touch is being tracked: what ``beginTracking(_:with:)`` and
    /// ``continueTracking(_:with:)`` last returned, until the touch ends.
    open private(set) var isTracking = false
    /// Whether the touch being tracked is inside the bounds or within 70 points of them.
    open private(set) var isTouchInside = false
    /// The actions registered, each with the events it runs for.
    private var registrations: [(action: UIAction, events: Event)] = []

    /// A control with `frame` whose `primaryAction` runs for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved
    /// by the ``UIView/effectiveUserInterfaceLayoutDirection``.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    /// Nothing when the control is disabled; otherwise as for any view.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Tracking

    /// Called when a touch begins in the control; return whether to keep
    /// tracking it. By default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; return whether to keep tracking it. By default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts. By default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled. By default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking: ``beginTracking(_:with:)``, highlighted, then
    /// `.touchDown` (and `.touchDownRepeat` for a second tap or later).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Follows the touch: inside or not (with the slop), highlighted to match,
    /// ``continueTracking(_:with:)`` while tracking, then one of
    /// `.touchDragInside`, `.touchDragEnter`, `.touchDragExit` or `.touchDragOutside`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isWithinSlop(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, true): sendActions(for: .touchDragEnter)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, false): sendActions(for: .touchDragOutside)
        }
    }

    /// Ends tracking: not highlighted, ``endTracking(_:with:)`` when tracking,
    /// then `.touchUpInside` (with `.primaryActionTriggered` for buttons) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = isWithinSlop(touch)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside {
            sendActions(for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    /// Cancels tracking: not highlighted, ``cancelTracking(with:)`` when tracking, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// Whether a touch that lifts inside sends `.primaryActionTriggered` too, as buttons do.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether `touch` is within the bounds or the slop around them.
    private func isWithinSlop(_ touch: UITouch) -> Bool {
        let slop = Self.touchInsideSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(touch.location(in: self))
    }

    // MARK: Actions

    /// Runs `action` whenever the control sends any of `controlEvents`. An
    /// action with the same identifier as one registered already replaces it,
    /// and runs for its events and these.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index] = (action, registrations[index].events.union(controlEvents))
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Stops `action` (matched by identifier) running for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops the action with `actionIdentifier` running for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Every event some action is registered for.
    open var allControlEvents: Event {
        registrations.reduce([]) { $0.union($1.events) }
    }

    /// Runs, in the order they were added, the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            sendAction(registration.action)
        }
    }

    /// Runs `action` with this control as its ``UIAction/sender``.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
