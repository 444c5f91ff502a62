import Foundation

/// A button on a navigation bar: a title, an image or a view of the program's
/// own, as far as drawing it goes.
///
/// ```swift
/// let back = UIButton(type: .custom)
/// back.setBackgroundImage(arrow, for: .normal)
/// navigationItem.leftBarButtonItem = UIBarButtonItem(customView: back)
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
/// ```
///
/// A bar shows a ``customView`` at its own size; a title or image is shown as
/// a system button in the bar's tint (bold for `.done`). Target–action by
/// selector is absent: give a ``primaryAction``.
open class UIBarButtonItem: NSObject {
    /// How a titled item is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain = 0
        /// The older bordered style, drawn as `.plain`.
        case bordered = 1
        /// A bold title, for the action that finishes a task.
        case done = 2
    }

    /// The title shown, or `nil`.
    open var title: String?
    /// The image shown, or `nil`; drawn in the tint when it is a template.
    open var image: UIImage?
    /// How the title is drawn.
    open var style: Style = .plain
    /// The width of a titled item; 0 sizes it to its title or image.
    open var width: CGFloat = 0
    /// The colour of the title and template image; the bar's tint when `nil`.
    open var tintColor: UIColor?
    /// Whether the item can be tapped; a disabled item is drawn in grey.
    open var isEnabled = true
    /// A view the bar shows in place of a title or image.
    open var customView: UIView?
    /// What tapping a titled or image item runs.
    open var primaryAction: UIAction?

    /// An item with no title, image or view.
    public override init() {
        super.init()
    }

    /// An item that shows `customView`, at the view's own size.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item showing `title` in `style`, running `primaryAction` when tapped.
    public convenience init(title: String?, style: Style, primaryAction: UIAction?) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// An item showing `title` or `image`, running `primaryAction` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}
