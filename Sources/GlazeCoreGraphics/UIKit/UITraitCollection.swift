import Foundation

/// The traits an image is looked up for: here only the display scale, which
/// picks among `@2x` and `@3x` variants.
///
/// ```swift
/// let icon = UIImage(named: "star", in: .module, compatibleWith: UITraitCollection(displayScale: 3))
/// ```
public final class UITraitCollection: Sendable {
    /// Pixels per point; 0 when unspecified (the main screen's scale is used).
    public let displayScale: CGFloat

    /// Traits with `scale` as the display scale.
    public init(displayScale scale: CGFloat) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// Traits with nothing specified.
    public convenience init() {
        self.init(displayScale: 0)
    }
}
