import Foundation

/// Notifications to assistive technology, and its status. With no assistive
/// technology running, posted notifications are recorded for the posting
/// thread, where a test reads them from ``postedNotifications``.
///
/// ```swift
/// UIAccessibility.post(notification: .announcement, argument: "Upload finished")
/// #expect(UIAccessibility.postedNotifications.last?.argument as? String == "Upload finished")
/// ```
public enum UIAccessibility {
    /// A notification to assistive technology (UIKit's raw values).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// Creates a notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus, or a string to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or a string to speak.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak, the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses assistive technology's work.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes assistive technology's work.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// A notification as it was posted.
    public struct PostedNotification {
        /// The notification.
        public let notification: Notification
        /// The argument it was posted with.
        public let argument: Any?
    }

    /// How many notifications each thread keeps: the oldest are dropped past it.
    public static let maximumRecordedNotifications = 1000

    /// Posts `notification` with `argument`: recorded in ``postedNotifications``.
    public static func post(notification: Notification, argument: Any?) {
        var posted = ContextStack.current.accessibilityNotifications
        posted.append(PostedNotification(notification: notification, argument: argument))
        if posted.count > maximumRecordedNotifications { posted.removeFirst(posted.count - maximumRecordedNotifications) }
        ContextStack.current.accessibilityNotifications = posted
    }

    /// The notifications posted on this thread, oldest first (at most
    /// ``maximumRecordedNotifications``).
    public static var postedNotifications: [PostedNotification] {
        ContextStack.current.accessibilityNotifications
    }

    /// Forgets the notifications posted on this thread.
    public static func removePostedNotifications() {
        ContextStack.current.accessibilityNotifications = []
    }

    /// Whether VoiceOver is running: never, headless.
    public static var isVoiceOverRunning: Bool { false }
}
