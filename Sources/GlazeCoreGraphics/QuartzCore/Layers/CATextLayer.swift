import Foundation

/// A layer that draws a string in its bounds, laid out by Glaze's text system
/// with UIKit's rules.
///
/// ```swift
/// let label = CATextLayer()
/// label.frame = CGRect(x: 0, y: 0, width: 120, height: 24)
/// label.string = "42 %"
/// label.font = UIFont.boldSystemFont(ofSize: 17)
/// label.fontSize = 17
/// label.foregroundColor = UIColor.label.cgColor
/// label.alignmentMode = .center
/// ```
///
/// A plain string takes ``font``, ``fontSize`` and ``foregroundColor``; an
/// attributed string keeps its own attributes, as in Core Animation. The
/// text is clipped to the bounds.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font of a plain string: a ``UIFont``, or a font's name as a
    /// `String`; its size is ``fontSize``. The system font when `nil` or unknown.
    open var font: Any?
    /// The size of a plain string's font: 36 by default.
    open var fontSize: CGFloat = 36 {
        didSet { if fontSize != oldValue { didChange("fontSize", from: oldValue) } }
    }
    /// The colour of a plain string: opaque white by default.
    open var foregroundColor: CGColor? = .white {
        didSet { if foregroundColor != oldValue { didChange("foregroundColor", from: oldValue) } }
    }
    /// Whether the text wraps to the bounds' width: false, one line per
    /// paragraph, by default.
    open var isWrapped = false
    /// Where text that does not fit is cut.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines align in the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// A text layer with no text.
    public override init() { super.init() }

    /// A copy of `layer`, its text included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// A text layer from an archive (there are none on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": string
        case "font": font
        case "fontSize": fontSize
        case "foregroundColor": foregroundColor
        case "wrapped", "isWrapped": isWrapped
        case "truncationMode": truncationMode
        case "alignmentMode": alignmentMode
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize": if let v = AnimatableValue.number(value) { fontSize = v }
        case "foregroundColor": foregroundColor = AnimatableValue.color(value)
        case "wrapped", "isWrapped": if let v = AnimatableValue.flag(value) { isWrapped = v }
        case "truncationMode": if let v = value as? CATextLayerTruncationMode { truncationMode = v }
        case "alignmentMode": if let v = value as? CATextLayerAlignmentMode { alignmentMode = v }
        default: super.setValue(value, forKey: key)
        }
    }

    /// The text with its attributes: an attributed string as it is, a plain
    /// one with the layer's font, size, colour, alignment and line breaking.
    private var attributedText: NSAttributedString? {
        if let attributed = string as? NSAttributedString { return attributed }
        guard let text = string as? String, !text.isEmpty else { return nil }
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        let face: UIFont = switch font {
        case let f as UIFont: f.withSize(size)
        case let name as String: UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: .systemFont(ofSize: size)
        }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = alignmentMode.textAlignment
        paragraph.lineBreakMode = truncationMode.lineBreakMode(wrapping: isWrapped)
        var attributes: [NSAttributedString.Key: Any] = [.font: face, .paragraphStyle: paragraph]
        if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
        return NSAttributedString(string: text, attributes: attributes)
    }

    override func drawOwnContent(in ctx: CGContext) {
        guard let text = attributedText else { return }
        clipToBounds(in: ctx)
        UIGraphicsPushContext(ctx)
        text.draw(with: bounds, options: isWrapped ? .usesLineFragmentOrigin : [], context: nil)
        UIGraphicsPopContext()
    }
}

/// Where a ``CATextLayer`` cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: text past the bounds is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    func lineBreakMode(wrapping: Bool) -> NSLineBreakMode {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: wrapping ? .byWordWrapping : .byClipping
        }
    }
}

/// How a ``CATextLayer`` aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural side: the left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }
}
