import Foundation

/// The traits of the environment a view or image is in: the display scale,
/// which picks among `@2x` and `@3x` variants, the layout direction and the
/// interface style (light or dark).
///
/// ```swift
/// let icon = UIImage(named: "star", in: .module, compatibleWith: UITraitCollection(displayScale: 3))
/// ```
///
/// A view's traits are its window's; a window's are the main screen's scale,
/// left to right, light: a headless window is never in dark mode.
public final class UITraitCollection: NSObject, Sendable {
    /// Pixels per point; 0 when unspecified (the main screen's scale is used).
    public let displayScale: CGFloat
    /// The direction of the language; `.unspecified` when not set.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark; `.unspecified` when not set.
    public let userInterfaceStyle: UIUserInterfaceStyle

    private init(displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection,
                 userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// Traits with `scale` as the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, layoutDirection: .unspecified)
    }

    /// Traits with `layoutDirection` as the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 0, layoutDirection: layoutDirection)
    }

    /// Traits with `userInterfaceStyle` as the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 0, layoutDirection: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// Traits with nothing specified.
    public override convenience init() {
        self.init(displayScale: 0, layoutDirection: .unspecified)
    }

    /// Whether colours that adapt to their traits may look different in
    /// `traitCollection` than in these: whether the interface styles differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The traits of all of `traitCollections`, the later ones' specified
    /// values over the earlier ones'.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var style = UIUserInterfaceStyle.unspecified
        for traits in traitCollections {
            if traits.displayScale > 0 { scale = traits.displayScale }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
        }
        self.init(displayScale: scale, layoutDirection: direction, userInterfaceStyle: style)
    }

    /// Whether `object` is a trait collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && layoutDirection == other.layoutDirection
            && userInterfaceStyle == other.userInterfaceStyle
    }

    /// A hash of the traits, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }
}

/// Whether an interface is light or dark (UIKit's raw values).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Light: dark content on light backgrounds.
    case light = 1
    /// Dark: light content on dark backgrounds.
    case dark = 2
}

/// The direction of the language of a trait environment (UIKit's raw values).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The direction a view lays out its content in (UIKit's raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How a view's content is arranged for right-to-left languages (UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable {
    /// As the language of the environment says.
    case unspecified = 0
    /// Playback controls, which stay left to right.
    case playback
    /// Directional controls, which stay left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
