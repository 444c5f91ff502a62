import Foundation

/// A view that shows text: UIKit's label, laid out and drawn by the same
/// string drawing as `NSAttributedString.draw(with:options:context:)`.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Inbox"
/// title.font = .boldSystemFont(ofSize: 17)
/// title.sizeToFit()
/// ```
///
/// The text is wrapped to ``numberOfLines`` lines (0: as many as fit), the
/// last line cut by ``lineBreakMode``, and centred down the bounds. With
/// ``adjustsFontSizeToFitWidth`` the fonts shrink, down to
/// ``minimumScaleFactor``, until the text fits. Sizes from ``sizeThatFits(_:)``
/// are rounded up to whole pixels of the main screen.
open class UILabel: UIView {
    /// The text, or `nil`. Setting it replaces ``attributedText`` with the
    /// text in the label's font, colour and alignment.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            setNeedsDisplay()
        }
    }
    /// The text with its own attributes; where a run has no font or colour,
    /// the label's are used. Setting it replaces ``text`` with its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            setNeedsDisplay()
        }
    }
    /// The font: the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet { if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) } }
    }
    /// The colour of the text: ``UIColor/label`` by default.
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }
    /// How lines are aligned: the natural alignment by default.
    open var textAlignment: NSTextAlignment = .natural
    /// How many lines the text may take: 1 by default; 0 for as many as fit.
    open var numberOfLines = 1
    /// How the last visible line is cut: at its tail by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The colour of the text's shadow, or `nil` for none.
    open var shadowColor: UIColor?
    /// How far the shadow falls: (0, -1), a point up, by default.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Whether the fonts shrink, down to ``minimumScaleFactor``, until the text fits.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest factor fonts shrink by: 0, no shrinking, by default.
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text is wrapped at for ``intrinsicContentSize``; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label is highlighted; drawn in ``highlightedTextColor`` when it has one.
    open var isHighlighted = false
    /// The colour of the text while highlighted, or `nil` to keep ``textColor``.
    open var highlightedTextColor: UIColor?
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// A label with `frame`, its background clear and not taking touches, as UIKit makes one.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// A label from an archive; see ``UIView/init(coder:)``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    /// The label's own properties as attributes: font, colour, alignment,
    /// line breaking and shadow.
    var labelAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        var attributes: [NSAttributedString.Key: Any] = [.font: font as Any, .paragraphStyle: paragraph,
                                                         .foregroundColor: (isHighlighted ? highlightedTextColor : nil) ?? textColor as Any]
        if let shadowColor {
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = shadowOffset
            shadow.shadowBlurRadius = 0
            attributes[.shadow] = shadow
        }
        return attributes
    }

    /// Where the text goes in `bounds`: its top-left corner at the bounds' and
    /// its size what it takes, at most the bounds' width and height and
    /// `numberOfLines` lines (0: no limit). Override it to inset the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = LabelText(self, width: bounds.width, height: bounds.height, lines: numberOfLines)?.size ?? .zero
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect`: in ``textRect(forBounds:limitedToNumberOfLines:)``
    /// of it, centred down it. Override it to change where the text goes.
    open func drawText(in rect: CGRect) {
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - textRect.height) / 2).rounded(.down))
        LabelText(self, width: rect.width, height: rect.height, lines: numberOfLines)?
            .draw(in: CGRect(origin: origin, size: CGSize(width: rect.width, height: textRect.height)))
    }

    /// Draws the text with ``drawText(in:)`` over the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size the text takes wrapped at `size`'s width (no limit for 0 or
    /// less), in whole pixels of the main screen; the height is not limited.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let text = textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                            limitedToNumberOfLines: numberOfLines)
        let scale = UIScreen.main.scale
        return CGSize(width: (text.width * scale).rounded(.up) / scale, height: (text.height * scale).rounded(.up) / scale)
    }

    /// The text's size on one line, or wrapped at ``preferredMaxLayoutWidth``
    /// when it is set and the label has more than one line.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines != 1 ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// An element by default.
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { accessibility.isElement = newValue }
    }

    /// The text, unless set.
    open override var accessibilityLabel: String? {
        get { accessibility.label ?? text }
        set { accessibility.label = newValue }
    }

    /// `.staticText`, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? .staticText }
        set { accessibility.traits = newValue }
    }
}
