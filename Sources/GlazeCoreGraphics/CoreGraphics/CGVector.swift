import Foundation

/// A two-dimensional vector, as Core Graphics has it: a direction and length
/// with no position (a shadow's offset, a physics impulse, a gradient's run).
///
/// It encodes as `[dx, dy]`, as `CGPoint` and `CGSize` do.
///
/// ```swift
/// let push = CGVector(dx: 3, dy: -4)
/// let end = CGPoint(x: start.x + push.dx, y: start.y + push.dy)
/// ```
public struct CGVector: Equatable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from `Double` components.
    @_disfavoredOverload
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from whole-number components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }
}

extension CGVector: Codable {
    /// Decodes `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
