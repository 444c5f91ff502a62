import Foundation

/// One element or container of a view tree as assistive technology sees it:
/// what ``UIView/accessibilityNodes()`` reads back for a test.
///
/// ```swift
/// let nodes = window.accessibilityNodes().filter(\.isElement)
/// #expect(nodes.map(\.label) == ["Play", "Volume"])
/// #expect(nodes[0].traits == .button)
/// ```
public struct AccessibilityNode: Hashable, Sendable {
    /// Whether it is an element (a leaf that is spoken) rather than a container.
    public let isElement: Bool
    /// How many containers it is inside.
    public let depth: Int
    /// Its label.
    public let label: String?
    /// Its value.
    public let value: String?
    /// Its hint.
    public let hint: String?
    /// Its traits.
    public let traits: UIAccessibilityTraits
    /// Its frame in screen (window) coordinates.
    public let frame: CGRect
    /// Its identifier.
    public let identifier: String?

    /// A node with these values: what a test expects to read back.
    public init(isElement: Bool, depth: Int, label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits,
                frame: CGRect, identifier: String?) {
        (self.isElement, self.depth, self.label, self.value, self.hint) = (isElement, depth, label, value, hint)
        (self.traits, self.frame, self.identifier) = (traits, frame, identifier)
    }
}

extension UIView {
    /// The view's tree as assistive technology reads it, in reading order.
    ///
    /// Hidden views (or nearly transparent ones, alpha at most 0.01) and
    /// views with ``accessibilityElementsHidden`` are skipped. A view that
    /// ``isAccessibilityElement`` is one element, its subviews unread; a view
    /// or ``UIAccessibilityElement`` with elements (``accessibilityElementCount()``)
    /// is a container of those; any other view passes its subviews on, in
    /// order, without a node of its own. Walked with a loop: trees may be deep.
    public func accessibilityNodes() -> [AccessibilityNode] {
        var nodes: [AccessibilityNode] = []
        var pending: [(object: AnyObject, depth: Int)] = [(self, 0)]
        while let (object, depth) = pending.popLast() {
            if let view = object as? UIView {
                guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { continue }
                if view.isAccessibilityElement {
                    nodes.append(AccessibilityNode(view, isElement: true, depth: depth))
                } else if view.accessibilityElementCount() > 0 {
                    nodes.append(AccessibilityNode(view, isElement: false, depth: depth))
                    let children = (0..<view.accessibilityElementCount()).compactMap { view.accessibilityElement(at: $0) }
                    pending.append(contentsOf: children.reversed().map { ($0 as AnyObject, depth + 1) })
                } else {
                    pending.append(contentsOf: view.subviews.reversed().map { ($0, depth) })
                }
            } else if let element = object as? UIAccessibilityElement {
                if element.isAccessibilityElement {
                    nodes.append(AccessibilityNode(element, isElement: true, depth: depth))
                } else if let children = element.accessibilityElements, !children.isEmpty {
                    nodes.append(AccessibilityNode(element, isElement: false, depth: depth))
                    pending.append(contentsOf: children.reversed().map { ($0 as AnyObject, depth + 1) })
                }
            }
        }
        return nodes
    }
}

extension AccessibilityNode {
    init(_ view: UIView, isElement: Bool, depth: Int) {
        self.init(isElement: isElement, depth: depth, label: view.accessibilityLabel, value: view.accessibilityValue,
                  hint: view.accessibilityHint, traits: view.accessibilityTraits, frame: view.accessibilityFrame,
                  identifier: view.accessibilityIdentifier)
    }

    init(_ element: UIAccessibilityElement, isElement: Bool, depth: Int) {
        self.init(isElement: isElement, depth: depth, label: element.accessibilityLabel, value: element.accessibilityValue,
                  hint: element.accessibilityHint, traits: element.accessibilityTraits, frame: element.accessibilityFrame,
                  identifier: element.accessibilityIdentifier)
    }
}
