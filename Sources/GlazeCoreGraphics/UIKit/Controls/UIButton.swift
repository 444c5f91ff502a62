import Foundation

/// A control that shows a title, an image and a background image per state,
/// laid out as the classic `UIButton` lays them out, and sends
/// `.primaryActionTriggered` with `.touchUpInside` when tapped.
///
/// ```swift
/// let button = UIButton(type: .custom)
/// button.setBackgroundImage(normalPill, for: .normal)
/// button.setBackgroundImage(pressedPill, for: .highlighted)
/// button.setTitle("Buy", for: .normal)
/// button.setTitleColor(.white, for: .normal)
/// button.titleLabel?.font = .boldSystemFont(ofSize: 16)
/// button.addAction(UIAction { _ in checkout() }, for: .touchUpInside)
/// ```
///
/// Each per-state value falls back to the `.normal` one when the state has
/// none, as in UIKit (a combined state such as `[.selected, .highlighted]`
/// looks up that exact combination, then `.normal`). The background image
/// fills ``backgroundRect(forBounds:)``; the image and the title sit side by
/// side in ``contentRect(forBounds:)``, placed by the content alignments and
/// moved by ``imageEdgeInsets`` and ``titleEdgeInsets``. Configurations
/// (`UIButton.Configuration`) are absent.
open class UIButton: UIControl {
    /// The kind of button (UIKit's raw values): its default colours.
    public enum ButtonType: Int, Sendable {
        /// A button that draws only what it is given; its title is white by default.
        case custom = 0
        /// A button whose title and template images take the tint colour, and
        /// fade while highlighted.
        case system = 1

        /// The older name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button.
    open private(set) var buttonType: ButtonType = .custom
    /// The label that shows the title; set its font and shadow offset here.
    open private(set) var titleLabel: UILabel?
    /// The view that shows the image.
    open private(set) var imageView: UIImageView?
    /// The view that shows the background image, under the others.
    let backgroundImageView = UIImageView()
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The margins around the image and title together.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the title: its place is worked out in the content rectangle inset by these.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image: its place is worked out in the content rectangle inset by these.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` whose `primaryAction` runs when it is tapped.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A custom button from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        let image = UIImageView()
        for view in [backgroundImageView, image, label] { addSubview(view) }
        titleLabel = label
        imageView = image
    }

    /// Lays the button out again for its new state.
    open override var isHighlighted: Bool {
        didSet { setNeedsLayout() }
    }
    /// Lays the button out again for its new state.
    open override var isSelected: Bool {
        didSet { setNeedsLayout() }
    }
    /// Lays the button out again for its new state.
    open override var isEnabled: Bool {
        didSet { setNeedsLayout() }
    }

    // MARK: Per-state values

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; setNeedsLayout() }
    /// Sets the attributed title shown in `state`, over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        setNeedsLayout()
    }
    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; setNeedsLayout() }
    /// Sets the colour of the title's shadow in `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        setNeedsLayout()
    }
    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; setNeedsLayout() }
    /// Sets the background image shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsLayout()
    }

    /// The title for `state`, or the normal one.
    open func title(for state: State) -> String? { Self.value(titles, state) }
    /// The attributed title for `state`, or the normal one.
    open func attributedTitle(for state: State) -> NSAttributedString? { Self.value(attributedTitles, state) }
    /// The title colour for `state`, or the normal one, or the button type's default.
    open func titleColor(for state: State) -> UIColor? { Self.value(titleColors, state) ?? defaultTitleColor(for: state) }
    /// The title's shadow colour for `state`, or the normal one.
    open func titleShadowColor(for state: State) -> UIColor? { Self.value(titleShadowColors, state) }
    /// The image for `state`, or the normal one.
    open func image(for state: State) -> UIImage? { Self.value(images, state) }
    /// The background image for `state`, or the normal one.
    open func backgroundImage(for state: State) -> UIImage? { Self.value(backgroundImages, state) }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title's shadow colour now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Layout

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the image and title go together: the bounds inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the two placed
    /// together by the content alignments in `contentRect` inset by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = contentSizes(in: contentRect)
        return place(sizes.title, after: sizes.image.width, of: sizes.image.width + sizes.title.width,
                     in: contentRect.inset(by: titleEdgeInsets))
    }

    /// Where the image goes in `contentRect`: before the title, the two placed
    /// together by the content alignments in `contentRect` inset by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let sizes = contentSizes(in: contentRect)
        return place(sizes.image, after: 0, of: sizes.image.width + sizes.title.width,
                     in: contentRect.inset(by: imageEdgeInsets))
    }

    /// Shows the current state's title, image and background, at their rectangles.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContent()
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageView?.frame = imageRect(forContentRect: content)
        titleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The image and title with ``contentEdgeInsets``, at least the background image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateContent()
        let image = currentImage?.size ?? .zero
        let title = hasTitle ? (titleLabel?.sizeThatFits(.zero) ?? .zero) : .zero
        let background = currentBackgroundImage?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: max(image.width + title.width + insets.left + insets.right, background.width),
                      height: max(max(image.height, title.height) + insets.top + insets.bottom, background.height))
    }

    /// The size that fits the content.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Lays the button out again: a system button's colours follow the tint.
    open override func tintColorDidChange() {
        setNeedsLayout()
    }

    /// Buttons send `.primaryActionTriggered` when tapped.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Accessibility

    /// An element by default.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { accessibility.isElement = newValue }
    }

    /// The current title, unless set.
    open override var accessibilityLabel: String? {
        get { accessibility.label ?? currentAttributedTitle?.string ?? currentTitle }
        set { accessibility.label = newValue }
    }

    /// `.button`, with `.notEnabled` and `.selected` as the state says, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibility.traits { return traits }
            var traits: UIAccessibilityTraits = .button
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { accessibility.traits = newValue }
    }
}
