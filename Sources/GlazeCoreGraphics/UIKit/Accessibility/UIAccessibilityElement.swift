import Foundation

/// A part of a view that assistive technology treats as an element of its
/// own: a bar of a chart, a star of a rating. A view lists its elements in
/// ``UIView/accessibilityElements``.
///
/// ```swift
/// let bar = UIAccessibilityElement(accessibilityContainer: chartView)
/// bar.accessibilityLabel = "March"
/// bar.accessibilityValue = "42 sales"
/// bar.accessibilityFrameInContainerSpace = CGRect(x: 80, y: 20, width: 30, height: 100)
/// chartView.accessibilityElements = [bar]
/// ```
open class UIAccessibilityElement: NSObject {
    private weak var container: AnyObject?
    private var attributes = AccessibilityAttributes()

    /// An element inside `container`, usually the view that lists it.
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
        super.init()
    }

    /// The view or element that lists this element; held weakly, as in UIKit.
    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue.map { $0 as AnyObject } }
    }

    /// Whether assistive technology sees this element: `true` by default.
    open var isAccessibilityElement: Bool {
        get { attributes.isElement ?? true }
        set { attributes.isElement = newValue }
    }

    /// A short name for the element.
    open var accessibilityLabel: String? {
        get { attributes.label }
        set { attributes.label = newValue }
    }

    /// The element's value, when it has one: a percentage, a rating.
    open var accessibilityValue: String? {
        get { attributes.value }
        set { attributes.value = newValue }
    }

    /// What activating the element does.
    open var accessibilityHint: String? {
        get { attributes.hint }
        set { attributes.hint = newValue }
    }

    /// What the element is and how it behaves: none by default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { attributes.traits ?? .none }
        set { attributes.traits = newValue }
    }

    /// A name for tests and automation, never spoken.
    open var accessibilityIdentifier: String? {
        get { attributes.identifier }
        set { attributes.identifier = newValue }
    }

    /// The elements inside this one, when it is a container.
    open var accessibilityElements: [Any]? {
        get { attributes.elements }
        set { attributes.elements = newValue }
    }

    /// The element's frame in its container view's coordinates; setting it
    /// makes ``accessibilityFrame`` follow the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// The element's frame in screen coordinates (its window's, here): from
    /// ``accessibilityFrameInContainerSpace`` through the container view when
    /// that is set, else as set.
    open var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = container as? UIView {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return attributes.frame ?? .zero
        }
        set { attributes.frame = newValue }
    }

    /// Called when an assistive technology user activates the element;
    /// returns whether it handled that. By default `false`.
    open func accessibilityActivate() -> Bool { false }

    /// Called when an assistive technology user increments an adjustable
    /// element. By default does nothing.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology user decrements an adjustable
    /// element. By default does nothing.
    open func accessibilityDecrement() {}
}
