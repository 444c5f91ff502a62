import Foundation

/// What a navigation bar shows for one screen: a title (or a view in its
/// place), the buttons on either side and the title of the back button that
/// leads back to it.
///
/// ```swift
/// let item = UINavigationItem(title: "Photos")
/// item.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
/// bar.setItems([UINavigationItem(title: "Albums"), item], animated: false)
/// ```
///
/// Changing an item lays out the bars that show it again.
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String? { didSet { itemChanged() } }
    /// A view shown in place of the title, at its own size.
    open var titleView: UIView? { didSet { itemChanged() } }
    /// The item on the back button of the next screen; its title there in
    /// place of this item's ``title``.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemChanged() } }
    /// The back button's title for the next screen, in place of ``title``.
    open var backButtonTitle: String? { didSet { itemChanged() } }
    /// Whether the back button is left out when this item is on top.
    open var hidesBackButton = false { didSet { itemChanged() } }
    /// The items on the left, in order from the edge; they replace the back button.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemChanged() } }
    /// The items on the right, in order from the edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemChanged() } }
    /// The bars showing this item, laid out again when it changes.
    var bars: [WeakBar] = []

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item from an archive: there are no archives on Linux; an item with no title.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The first of the ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the ``leftBarButtonItem``; nothing animates here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the ``rightBarButtonItem``; nothing animates here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``hidesBackButton``; nothing animates here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func itemChanged() {
        bars.removeAll { $0.bar == nil }
        for entry in bars { entry.bar?.itemsChanged() }
    }
}

/// A bar an item is shown on, held weakly: the bar holds its items.
struct WeakBar {
    weak var bar: UINavigationBar?
}
