import Foundation
import Glaze

/// An immutable colour with its colour space, as Core Graphics has it.
///
/// ```swift
/// let blue = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
/// context.setFillColor(blue)
/// ```
///
/// It is an `NSObject`, so that `[top, bottom] as CFArray` bridges without
/// boxing each colour (five times faster for long gradients on Linux); it is
/// immutable, hence sendable.
public final class CGColor: NSObject, @unchecked Sendable {
    /// The colour space of the components.
    public let colorSpace: CGColorSpace?
    /// The components, colour first and alpha last.
    public let components: [CGFloat]?

    /// The colour as Glaze draws it (components clamped to 0...1, as Core
    /// Graphics clamps device colours), worked out once.
    let glazeColor: Color

    /// What a pattern colour paints with; `nil` for plain colours.
    let pattern: CGColorPattern?

    init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
        pattern = nil
        func unit(_ value: CGFloat) -> Double { Double(min(max(value.isNaN ? 0 : value, 0), 1)) }
        if components.count < 2 {
            glazeColor = Color(white: 0, alpha: unit(components.first ?? 1))
        } else if components.count == 2 {
            glazeColor = Color(white: unit(components[0]), alpha: unit(components[1]))
        } else {
            glazeColor = Color(red: unit(components[0]), green: unit(components[1]), blue: unit(components[2]),
                               alpha: unit(components[3]))
        }
        super.init()
    }

    /// A pattern colour painting with `pattern`: its space is a pattern space
    /// and its one component is alpha (1).
    init(pattern: CGColorPattern) {
        colorSpace = .pattern
        components = [1]
        self.pattern = pattern
        // What paints where only a plain colour can (text): opaque black.
        glazeColor = Color(white: 0, alpha: 1)
        super.init()
    }

    /// An sRGB colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceRGB, components: [red, green, blue, alpha])
    }

    /// A grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceGray, components: [gray, alpha])
    }

    /// A colour in `space` from its components, alpha last: reads
    /// `space.numberOfComponents + 1` values from `components` (a pointer
    /// carries no count, so it never returns `nil`).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .pattern else { return nil }
        let count = space.numberOfComponents + 1
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha; `nil` for a pattern colour (Glaze
    /// draws patterns at their own opacity: set the context's alpha instead).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard pattern == nil, let colorSpace, var components else { return nil }
        components[components.count - 1] = alpha
        return CGColor(space: colorSpace, components: components)
    }

    /// Colours are equal when their spaces and components are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CGColor else { return false }
        return colorSpace == other.colorSpace && components == other.components && pattern == other.pattern
    }

    /// A hash of the space and components (a pattern's too).
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(pattern)
        return hasher.finalize()
    }
}

/// The tile a pattern colour repeats: an image, upright in the context's base
/// space, one copy filling `size` points from the base space's origin.
struct CGColorPattern: Hashable, Sendable {
    let image: CGImage
    let size: CGSize

    func hash(into hasher: inout Hasher) {
        hasher.combine(image)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }
}
