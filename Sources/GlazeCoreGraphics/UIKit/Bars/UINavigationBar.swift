import Foundation

/// The bar across the top of a screen, as the classic UIKit bar draws it: a
/// background, the top item's title centred, its buttons on either side and
/// a back button on the left that leads to the item below.
///
/// ```swift
/// let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// bar.setBackgroundImage(wood, for: .default)
/// bar.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.white]
/// bar.setItems([UINavigationItem(title: "Library"), UINavigationItem(title: "Reading")], animated: false)
/// ```
///
/// The bar is 44 points high (``sizeThatFits(_:)``). Its ``draw(_:)``
/// fills the bounds with the background image for `.default` metrics,
/// stretched, or else ``barTintColor``, or else a light grey, so a subclass
/// that overrides `draw(_:)` draws its own background. The items are laid out
/// in ``layoutSubviews()``: the left items (or, without them, the back button,
/// unless the top item hides it) from 5 points inside the left edge, the right
/// items from 5 points inside the right edge, 5 points apart, each centred
/// down the bar; the title (or the top item's `titleView`) centred on the bar,
/// moved aside to stay 6 points clear of the buttons and cut to the room left.
/// Bar buttons with a title or image are system buttons in the bar's
/// ``UIView/tintColor``; the back button is one with a chevron, titled with the
/// item below's `backBarButtonItem` title, `backButtonTitle` or title, or
/// "Back", and tapping it pops the top item. Nothing animates, and there is
/// no shadow line, prompt or large title.
open class UINavigationBar: UIView {
    /// The items, bottom to top: the last is shown, the one below it names the back button.
    open var items: [UINavigationItem]? {
        didSet { itemsReplaced(oldValue ?? []) }
    }
    /// The attributes of the title: by default bold 17-point text in ``UIColor/label``.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { setNeedsLayout() }
    }
    /// The colour the bar is filled with when it has no background image.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The label showing the top item's title.
    let titleLabel = UILabel()
    /// The back button shown for the item below the top one.
    let backButton = UIButton(type: .system)
    /// The buttons made for titled and image items, by item.
    var itemButtons: [ObjectIdentifier: UIButton] = [:]
    /// The item views the bar has put in itself.
    var shownItemViews: [UIView] = []

    /// The classic bar's height.
    static let barHeight: CGFloat = 44
    /// The margin between the bar's ends and the outer buttons, and between buttons.
    static let buttonMargin: CGFloat = 5
    /// The room kept between the title and the buttons.
    static let titleClearance: CGFloat = 6

    /// A bar with `frame` and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentMode = .redraw
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.textAlignment = .center
        backButton.setImage(Self.chevron, for: .normal)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        backButton.addAction(UIAction { [weak self] _ in _ = self?.popItem(animated: false) }, for: .primaryActionTriggered)
    }

    // MARK: Items

    /// The item shown: the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, which the back button leads to.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items; nothing animates here.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Puts `item` on top. An item already on the bar is not pushed again.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !(items ?? []).contains(where: { $0 === item }) else { return }
        items = (items ?? []) + [item]
    }

    /// Takes the top item off and returns it; with one item or none, returns
    /// `nil` and changes nothing, as UIKit keeps the last item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, stack.count > 1 else { return nil }
        let top = stack.removeLast()
        items = stack
        return top
    }

    // MARK: Appearance

    /// Sets the image drawn across the bar for `barMetrics`; the bar draws the `.default` one.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// Draws the background: the `.default` background image stretched over
    /// the bounds, or ``barTintColor``, or a light grey.
    open override func draw(_ rect: CGRect) {
        if let image = backgroundImages[.default] {
            image.draw(in: bounds)
        } else {
            (barTintColor ?? UIColor(white: 0.97, alpha: 1)).setFill()
            UIRectFill(bounds)
        }
    }

    /// The bar's width and its classic height, 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// Lays the buttons out again in the new tint.
    open override func tintColorDidChange() {
        setNeedsLayout()
    }

    /// Shows and places the top item's title and buttons and the back button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }

    // MARK: Keeping up with the items

    /// Called by an item on the bar when it changes.
    func itemsChanged() {
        itemButtons.removeAll()
        setNeedsLayout()
    }

    private func itemsReplaced(_ old: [UINavigationItem]) {
        for item in old { item.bars.removeAll { $0.bar === self || $0.bar == nil } }
        for item in items ?? [] where !item.bars.contains(where: { $0.bar === self }) {
            item.bars.append(WeakBar(bar: self))
        }
        itemsChanged()
    }

    /// The back button's chevron: a template, drawn in the tint.
    private static var chevron: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(UIScreen.main.scale, 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 13, height: 21), format: format).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 11, y: 1.5))
            path.addLine(to: CGPoint(x: 2, y: 10.5))
            path.addLine(to: CGPoint(x: 11, y: 19.5))
            path.lineWidth = 3
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
