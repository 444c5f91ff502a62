import Foundation
import GlazeCoreGraphics

/// Article 03's `HTRasterizableView`: a component drawn in code that names the
/// properties its look depends on, so that each state is drawn only once.
public protocol RasterizableComponent {
    /// The properties that affect the look, in order; the cache key is built
    /// from their values. Size counts only when a key path here names it.
    var keyPathsThatAffectState: [PartialKeyPath<Self>] { get }
    /// Fixed margins: the image is resizable with these caps.
    var capEdgeInsets: UIEdgeInsets { get }
    /// Whether to draw at the caps plus one point each way, and stretch.
    var useMinimumFrameForCaps: Bool { get }
    /// Draws the component into `rect` of `context` (flipped).
    func draw(in rect: CGRect, context: CGContext)
}

extension RasterizableComponent {
    /// No caps.
    public var capEdgeInsets: UIEdgeInsets { .zero }
    /// Drawn at the size asked for.
    public var useMinimumFrameForCaps: Bool { false }
}

/// The shared images of article 03's `HTStateAwareRasterImageView`: one per
/// cache key, drawn on first use and handed to every later instance.
///
/// Not shared between threads: like the UIKit views it serves, it is used
/// from one thread (the sheet makes its own).
public final class StateAwareRasterCache {
    /// The scale images are drawn at.
    public let scale: CGFloat
    /// How many images have been drawn: one per distinct key.
    public private(set) var renderCount = 0
    private var images: [String: UIImage] = [:]

    /// A cache drawing at `scale`.
    public init(scale: CGFloat) {
        self.scale = scale
    }

    /// The key for `component`'s state: its type's name, then each declared
    /// value in order. A colour contributes its RGBA components, never its
    /// identity, so equal colours made apart share a key.
    public func cacheKey<Component: RasterizableComponent>(for component: Component) -> String {
        let values = component.keyPathsThatAffectState.map { Self.describe(component[keyPath: $0]) }
        return ([String(describing: Component.self)] + values).joined(separator: "|")
    }

    /// The image for `component` at `size`: drawn the first time its key is
    /// seen (at the minimum frame for its caps, when it asks for that), the
    /// shared copy after.
    public func image<Component: RasterizableComponent>(for component: Component, size: CGSize) -> UIImage {
        let key = cacheKey(for: component)
        if let image = images[key] { return image }
        let insets = component.capEdgeInsets
        let renderSize = component.useMinimumFrameForCaps
            ? CGSize(width: insets.left + insets.right + 1, height: insets.top + insets.bottom + 1) : size
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        // At the cache's scale as the screen's, so that a component drawing
        // through an image context of its own (scale 0) draws at it too.
        var image = UIScreen.main.withScale(scale) {
            UIGraphicsImageRenderer(size: renderSize, format: format).image { context in
                component.draw(in: CGRect(origin: .zero, size: renderSize), context: context.cgContext)
            }
        }
        if insets != .zero { image = image.resizableImage(withCapInsets: insets, resizingMode: .stretch) }
        images[key] = image
        renderCount += 1
        return image
    }

    private static func describe(_ value: Any) -> String {
        if let color = value as? UIColor {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return "rgba(\(red),\(green),\(blue),\(alpha))"
        }
        return String(describing: value)
    }
}

/// The hybrid button's background as a rasterizable component: only its
/// state matters, and its caps leave one point to stretch each way, so it is
/// drawn once per state at 11 × 37.
public struct HybridButtonComponent: RasterizableComponent {
    /// Whether the button is pressed.
    public var highlighted: Bool

    /// A component in a state.
    public init(highlighted: Bool) {
        self.highlighted = highlighted
    }

    /// The state alone.
    public var keyPathsThatAffectState: [PartialKeyPath<Self>] { [\.highlighted] }

    /// The radius at the sides; the top and bottom caps cover all but the
    /// middle row, so the gradient is drawn at its full height.
    public var capEdgeInsets: UIEdgeInsets {
        let side = CBHybrid.borderRadius, rows = (CBHybrid.height - 1) / 2
        return UIEdgeInsets(top: rows, left: side, bottom: rows, right: side)
    }

    /// Drawn at the minimum frame.
    public var useMinimumFrameForCaps: Bool { true }

    /// Draws the hybrid button's background for the state: the minimum
    /// frame is the article's own minimum size, so its image fills `rect` as it is.
    public func draw(in rect: CGRect, context: CGContext) {
        let button = CBHybrid(frame: rect)
        button.backgroundImage(for: highlighted ? .highlighted : .normal)?.draw(in: rect)
    }
}

/// A shiny button's background as a rasterizable component: its colour,
/// state and height matter, never its width.
public struct ShinyButtonComponent: RasterizableComponent {
    /// The gloss colour at rest.
    public var color: UIColor
    /// Whether the button is pressed (then the gloss is grey).
    public var highlighted: Bool
    /// The button's height.
    public var height: CGFloat

    /// A component of a colour, state and height.
    public init(color: UIColor, highlighted: Bool, height: CGFloat) {
        self.color = color
        self.highlighted = highlighted
        self.height = height
    }

    /// Colour, state and height.
    public var keyPathsThatAffectState: [PartialKeyPath<Self>] { [\.color, \.highlighted, \.height] }

    /// The corner radius plus one at each side, because the border runs half a
    /// point inside the edge; top and bottom caps cover all but the middle row.
    public var capEdgeInsets: UIEdgeInsets {
        let side = UIButton.glossyCornerRadius + 1, top = ((height - 1) / 2).rounded(.down)
        return UIEdgeInsets(top: top, left: side, bottom: height - 1 - top, right: side)
    }

    /// Drawn at the minimum frame.
    public var useMinimumFrameForCaps: Bool { true }

    /// Draws the glossy background the `UIButton (Glossy)` category makes for a button of `rect`'s size.
    public func draw(in rect: CGRect, context: CGContext) {
        let button = UIButton(type: .custom)
        button.frame = CGRect(origin: .zero, size: rect.size)
        button.setBackgroundToGlossyRect(ofColor: highlighted ? .gray : color, withBorder: true, for: .normal)
        button.backgroundImage(for: .normal)?.draw(in: rect)
    }
}
