import Foundation

/// A view with the states of a control, for controls that draw themselves by
/// state: ``isEnabled``, ``isSelected`` and ``isHighlighted``, combined in ``state``.
///
/// There are no events: target–action needs Objective-C selectors, so
/// `addTarget(_:action:for:)` is absent (see the porting guide).
///
/// ```swift
/// final class CheckBox: UIControl {
///     override var isSelected: Bool { didSet { setNeedsDisplay() } }
///     override func draw(_ rect: CGRect) {
///         (state.contains(.selected) ? tintColor : UIColor.systemGray4).setFill()
///         UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4).fill()
///     }
/// }
/// ```
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

    /// Whether the control is enabled: true to begin with.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
}
