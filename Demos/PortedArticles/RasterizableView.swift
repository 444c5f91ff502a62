import Foundation
import GlazeCoreGraphics

/// Article 03's `HTRasterizableView`: a view drawn in code that names the
/// properties its look depends on, so that a ``StateAwareRasterImageView``
/// draws each of its states once and shares the image.
///
/// ```swift
/// final class Badge: UIView, RasterizableView {
///     var color = UIColor.red
///     var keyPathsThatAffectState: [AnyKeyPath] { [\Badge.color, \Badge.bounds.size] }
/// }
/// ```
///
/// The article names the properties as key-value-coding strings. Swift on
/// Linux has no key-value coding, so they are Swift key paths rooted at the
/// view's class, read with `view[keyPath:]`; a key path rooted elsewhere
/// stops the program, as an unknown key raises on Apple's platforms.
public protocol RasterizableView: UIView {
    /// The properties that affect the look, in order: the cache key is the
    /// view's class and their values. Size counts only when a key path here
    /// names it, such as `\Badge.bounds.size`.
    var keyPathsThatAffectState: [AnyKeyPath] { get }
    /// The caps that keep their size when the image is stretched; `.zero`
    /// for none. Caps that are not finite and at least 0 count as none.
    var capEdgeInsets: UIEdgeInsets { get }
    /// Whether the view is drawn at its cumulative caps plus one point each
    /// way, (left + right + 1) × (top + bottom + 1), and stretched, rather
    /// than at the size it is shown.
    var useMinimumFrameForCaps: Bool { get }
}

extension RasterizableView {
    /// No caps.
    public var capEdgeInsets: UIEdgeInsets { .zero }

    /// Drawn at the size shown.
    public var useMinimumFrameForCaps: Bool { false }
}
