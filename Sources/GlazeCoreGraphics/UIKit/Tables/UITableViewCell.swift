import Foundation

/// One row of a table: a ``contentView`` holding its labels and image, a
/// background, a background shown while selected, and an accessory on the
/// right, as UIKit's classic cells lay them out.
///
/// ```swift
/// final class TweetCell: UITableViewCell {
///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
///         accessoryType = .disclosureIndicator
///     }
///     required init?(coder: NSCoder) { super.init(coder: coder) }
///     override func prepareForReuse() {
///         super.prepareForReuse()
///         imageView?.image = nil
///     }
/// }
/// ```
///
/// The labels and the image view are made on first use. In
/// ``layoutSubviews()`` the background views fill the bounds, the content
/// view fills them less the accessory, and the image (at its size, centred
/// down the row) and labels are placed 15 points from the edges by the
/// ``CellStyle``: the system font at 17 points for the text, the detail at 17
/// (`.value1`, on the right, in ``UIColor/secondaryLabel``) or 12 (`.subtitle`,
/// below). While highlighted or selected, with a ``selectionStyle`` other
/// than `.none`, the ``selectedBackgroundView`` (a light grey one unless set)
/// shows and the labels show their highlighted colours. Editing, swipe
/// actions and Auto Layout are absent.
open class UITableViewCell: UIView {
    /// How the cell's labels are arranged (UIKit's raw values).
    public enum CellStyle: Int, Sendable {
        /// A text label, with an optional image on the left.
        case `default` = 0
        /// The text on the left, the detail right-aligned on the right.
        case value1 = 1
        /// A small right-aligned text, the detail beside it.
        case value2 = 2
        /// The text, with the detail in smaller type below it.
        case subtitle = 3
    }

    /// The standard accessory drawn on the right (UIKit's raw values).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none = 0
        /// A grey chevron.
        case disclosureIndicator = 1
        /// An information button and a chevron.
        case detailDisclosureButton = 2
        /// A check mark in the tint colour.
        case checkmark = 3
        /// An information button.
        case detailButton = 4
    }

    /// How the cell looks when selected (UIKit's raw values).
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none = 0
        /// The selected background (blue before iOS 7, grey since).
        case blue = 1
        /// The selected background.
        case gray = 2
        /// The selected background.
        case `default` = 3
    }

    /// The identifier the table reuses the cell under.
    open internal(set) var reuseIdentifier: String?
    /// The arrangement of the labels.
    let style: CellStyle
    /// The view the cell's content goes in: add subviews here, not to the cell.
    public let contentView = UIView()
    private var ownTextLabel: UILabel?
    private var ownDetailTextLabel: UILabel?
    private var ownImageView: UIImageView?
    private let defaultSelectedBackground = UIView()
    /// The line the table draws under the cell.
    let separatorView = UIView()

    /// A view under everything else, filling the cell.
    open var backgroundView: UIView? {
        didSet { replaceSubview(oldValue, with: backgroundView, below: contentView) }
    }
    /// A view over the background, shown while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replaceSubview(oldValue ?? defaultSelectedBackground, with: selectedBackgroundView ?? defaultSelectedBackground,
                                below: contentView) }
    }
    /// The standard accessory on the right.
    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A view shown on the right in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default {
        didSet { setNeedsLayout() }
    }
    /// Whether the cell is selected; see ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; see ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false
    let accessoryGlyph = AccessoryGlyphView()

    /// A cell of `style` reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// A cell from an archive; see ``UIView/init(coder:)``. It has the default style.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        defaultSelectedBackground.backgroundColor = .systemGray4
        defaultSelectedBackground.isHidden = true
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        accessoryGlyph.isHidden = true
        for view in [defaultSelectedBackground, contentView, accessoryGlyph, separatorView] { addSubview(view) }
    }

    // MARK: Labels and image

    /// The main label, made on first use.
    open var textLabel: UILabel? {
        if let ownTextLabel { return ownTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .value2 ? 12 : 17)
        label.textColor = style == .value2 ? .systemBlue : .label
        label.textAlignment = style == .value2 ? .right : .natural
        label.highlightedTextColor = .label
        contentView.addSubview(label)
        ownTextLabel = label
        return label
    }

    /// The secondary label, made on first use; `nil` in the `.default` style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let ownDetailTextLabel { return ownDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = style == .value1 ? .secondaryLabel : .label
        label.textAlignment = style == .value1 ? .right : .natural
        contentView.addSubview(label)
        ownDetailTextLabel = label
        return label
    }

    /// The image on the left, made on first use.
    open var imageView: UIImageView? {
        if let ownImageView { return ownImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        ownImageView = view
        return view
    }

    /// The labels and image view made so far, for layout without making them.
    var textLabelIfMade: UILabel? { ownTextLabel }
    var detailTextLabelIfMade: UILabel? { ownDetailTextLabel }
    var imageViewIfMade: UIImageView? { ownImageView }

    // MARK: States

    /// Selects or deselects the cell: its selected background and highlighted
    /// label colours show while it is selected. Nothing animates here.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        showSelection()
    }

    /// Highlights the cell while a finger is on it, as selection shows.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        showSelection()
    }

    /// Called before the table hands the cell out again: by default clears
    /// the highlight and selection, as UIKit's cells reset their state.
    open func prepareForReuse() {
        selectedState = false
        highlightedState = false
        showSelection()
    }

    private func showSelection() {
        let shows = (selectedState || highlightedState) && selectionStyle != .none
        (selectedBackgroundView ?? defaultSelectedBackground).isHidden = !shows
        ownTextLabel?.isHighlighted = shows
        ownDetailTextLabel?.isHighlighted = shows
        ownImageView?.isHighlighted = shows
    }

    // MARK: Layout

    /// Places the backgrounds, the content view, the accessory, the image and
    /// the labels; see the class overview.
    open override func layoutSubviews() {
        super.layoutSubviews()
        showSelection()
        backgroundView?.frame = bounds
        (selectedBackgroundView ?? defaultSelectedBackground).frame = bounds
        let accessoryWidth = layOutAccessory()
        contentView.frame = CGRect(x: 0, y: 0, width: max(bounds.width - accessoryWidth, 0), height: bounds.height)
        layOutContent(in: contentView.bounds)
    }

    /// The accessible label: the labels' texts, unless set.
    open override var accessibilityLabel: String? {
        get { accessibility.label ?? [ownTextLabel?.text, ownDetailTextLabel?.text].compactMap { $0 }.joined(separator: ", ") }
        set { accessibility.label = newValue }
    }

    private func replaceSubview(_ old: UIView?, with new: UIView?, below sibling: UIView) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { insertSubview(new, belowSubview: sibling) }
        if let old = backgroundView, old.superview === self { sendSubviewToBack(old) }
        setNeedsLayout()
    }
}
