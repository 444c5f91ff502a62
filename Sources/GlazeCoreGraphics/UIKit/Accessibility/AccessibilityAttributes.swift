import Foundation

/// The accessibility properties a view or element was given; `nil` where the
/// program set nothing and the class's default applies.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var elements: [Any]?
    var identifier: String?
    var elementsHidden = false
}
