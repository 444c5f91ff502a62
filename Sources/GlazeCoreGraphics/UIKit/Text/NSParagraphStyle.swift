import Foundation
import Glaze

/// How a paragraph's lines are aligned, broken, indented and spaced: the
/// value of the `paragraphStyle` attribute. Read-only;
/// ``NSMutableParagraphStyle`` is the one to build.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// "Centred".draw(in: rect, withAttributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the mutable subclass's setters.
    var values = Values()

    struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    /// The default style: natural alignment, word wrapping, no extra spacing or indents.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the defaults.
    public override init() {}

    /// How lines sit between the margins.
    public var alignment: NSTextAlignment { values.alignment }
    /// What happens to lines too wide for the width.
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra points between the bottom of one line and the top of the next.
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra points after each paragraph.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra points before each paragraph but the first.
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The first line's indent from the leading margin.
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent from the leading margin.
    public var headIndent: CGFloat { values.headIndent }
    /// Positive: the trailing margin's distance from the leading one; zero or
    /// negative: its inset from the width's end.
    public var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line; 0 for none.
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line; 0 for none.
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor on each line's natural height; 0 for none.
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// An immutable copy.
    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values) }

    /// A mutable copy.
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values) }

    init(_ values: Values) {
        super.init()
        self.values = values
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// The core's paragraph style for these values.
    var glaze: ParagraphStyle {
        let breaking = lineBreakMode.glaze
        var style = ParagraphStyle(alignment: alignment.glaze, wrap: breaking.wrap, truncation: breaking.truncation)
        style.breaksLines = breaking.breaksLines
        style.lineSpacing = max(0, lineSpacing)
        style.lineHeightMultiple = max(0, lineHeightMultiple)
        style.minimumLineHeight = max(0, minimumLineHeight)
        style.maximumLineHeight = max(0, maximumLineHeight)
        style.paragraphSpacing = max(0, paragraphSpacing)
        style.paragraphSpacingBefore = max(0, paragraphSpacingBefore)
        style.firstLineHeadIndent = max(0, firstLineHeadIndent)
        style.headIndent = max(0, headIndent)
        style.tailIndent = tailIndent
        return style
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// A style with the defaults, to change.
    public override init() { super.init() }

    override init(_ values: Values) { super.init(values) }

    /// How lines sit between the margins.
    public override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// What happens to lines too wide for the width.
    public override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// Extra points between the bottom of one line and the top of the next.
    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    /// Extra points after each paragraph.
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Extra points before each paragraph but the first.
    public override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// The first line's indent from the leading margin.
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The other lines' indent from the leading margin.
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// Positive: the trailing margin's distance from the leading one; zero or
    /// negative: its inset from the width's end.
    public override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The least height of a line; 0 for none.
    public override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The greatest height of a line; 0 for none.
    public override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// A factor on each line's natural height; 0 for none.
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Takes every value from `other`.
    public func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}
