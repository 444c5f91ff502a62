import Foundation

/// The base of the haptic feedback generators. Headless there is no Taptic
/// Engine, so, as on a device without haptics, preparing and triggering
/// feedback does nothing; code that calls them runs unchanged.
open class UIFeedbackGenerator: NSObject {
    /// Readies the hardware for feedback soon: nothing to ready here.
    open func prepare() {}
}

/// Feedback for a collision, as on a device without haptics: nothing happens.
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .medium)
/// impact.impactOccurred()
/// ```
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light = 0
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The style of the impacts.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Triggers an impact: nothing happens without haptics.
    open func impactOccurred() {}

    /// Triggers an impact of `intensity` (0…1): nothing happens without haptics.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection, as on a device without haptics: nothing happens.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers selection feedback: nothing happens without haptics.
    open func selectionChanged() {}
}

/// Feedback for the outcome of a task, as on a device without haptics: nothing happens.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification reports (UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        /// Success.
        case success = 0
        /// A warning.
        case warning
        /// An error.
        case error
    }

    /// Triggers feedback for `notificationType`: nothing happens without haptics.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
