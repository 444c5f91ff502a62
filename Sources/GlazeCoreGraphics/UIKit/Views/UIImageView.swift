import Foundation

/// A view that shows an image, placed by its ``UIView/contentMode``: UIKit's
/// image view. Template images are drawn in the ``UIView/tintColor``;
/// resizable images keep their caps.
///
/// ```swift
/// let icon = UIImageView(image: UIImage(named: "bell")?.withRenderingMode(.alwaysTemplate))
/// icon.tintColor = .systemOrange
/// icon.contentMode = .scaleAspectFit
/// ```
///
/// As in UIKit, the image view draws the image itself and never calls a
/// subclass's `draw(_:)`. Unlike UIKit, where the image is the layer's content
/// and may spill out of the bounds, the image is clipped to the bounds, as
/// all drawn content is here.
open class UIImageView: UIView {
    /// The image shown, or `nil`.
    open var image: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The image shown while ``isHighlighted``, or `nil` to keep ``image``.
    open var highlightedImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// An image view sized to `image`, not taking touches, as UIKit makes one.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUp()
    }

    /// An image view sized to `image`, with `highlightedImage` for its highlighted state.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// An image view from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The image's size, or no natural size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = shownImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? .zero
    }

    /// Draws the image in the rectangle its content mode gives, with the view's
    /// tint colour for template images.
    open override func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer, let image = shownImage else { return }
        drawing(in: ctx) { image.draw(in: contentMode.rect(for: image.size, in: bounds)) }
    }

    /// Redraws a template image in the new tint.
    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    /// An element only when set so; `.image` traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? .image }
        set { accessibility.traits = newValue }
    }

    /// The image drawn now: the highlighted one while highlighted, when there is one.
    private var shownImage: UIImage? {
        (isHighlighted ? highlightedImage : nil) ?? image
    }
}
