import Foundation

/// The closure an action runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure a control runs for its events, registered with
/// ``UIControl/addAction(_:for:)``: UIKit's replacement for target–action,
/// and the one way to react to a control here.
///
/// ```swift
/// let save = UIAction(title: "Save") { action in
///     print("saved by", action.sender as? UIButton as Any)
/// }
/// button.addAction(save, for: .touchUpInside)
/// ```
public final class UIAction: NSObject {
    /// The name an action is known by: replacing or removing an action goes by it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title, for menus.
    public var title: String
    /// The action's image, for menus.
    public var image: UIImage?
    /// A longer title, for menus that show one.
    public var discoverabilityTitle: String?
    /// The action's name: unique unless one was given.
    public let identifier: Identifier
    /// The control running the action, while it runs.
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action that runs `handler`; without an `identifier`, a unique one is made.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
