import Foundation

/// How string drawing and measuring treat their rectangle, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value, as in UIKit.
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left corner of the first line, and
    /// text wraps at its width. Without it the text is one line whose
    /// baseline starts at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading. Glaze's line heights are
    /// Pango's (ascent plus descent), with or without it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures with the glyphs' ink rather than their advances.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With ``usesLineFragmentOrigin``, the last line that fits the
    /// rectangle's height ends in "…" when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing may do to make text fit, and what it did.
///
/// ```swift
/// let fit = NSStringDrawingContext()
/// fit.minimumScaleFactor = 0.5
/// title.draw(with: rect, options: .usesLineFragmentOrigin, attributes: attributes, context: fit)
/// print(fit.actualScaleFactor, fit.totalBounds)
/// ```
open class NSStringDrawingContext: NSObject {
    /// How far fonts may shrink for the text to fit its rectangle: 0 (the
    /// default) or 1 never shrinks; 0.5 allows half size.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the last drawing or measurement used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The box the last drawing or measurement covered, in the rectangle's coordinates.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context that never shrinks text.
    public override init() {}
}
