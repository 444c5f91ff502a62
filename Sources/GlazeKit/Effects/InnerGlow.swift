import Foundation
import Glaze

/// A light line just inside a shape's edge, as the hybrid background's recipe
/// draws it: a hairline in translucent white that makes a button look lit.
///
/// ```swift
/// let glow = InnerGlow()  // white at 0.5, 1 point wide, 1.5 points in
/// try glow.draw(inside: Path(roundedRect: bounds, cornerRadius: 5), on: canvas)
/// ```
public struct InnerGlow: Hashable, Sendable {
    /// The line's colour, alpha included.
    public var color: Color
    /// The line's width in points.
    public var width: CGFloat
    /// How far inside the shape's edge the line's centre runs.
    public var inset: CGFloat

    /// Creates a glow; the defaults are the hybrid recipe's.
    public init(color: Color = Color(white: 1, alpha: 0.5), width: CGFloat = 1, inset: CGFloat = 1.5) {
        self.color = color
        self.width = width
        self.inset = inset
    }

    /// Strokes `shape` inset by ``inset``, clipped to `shape`.
    public func draw(inside shape: Path, on canvas: Canvas) throws {
        try draw(along: shape.inset(by: inset), clippedTo: shape, on: canvas)
    }

    /// Strokes `line` exactly as given, clipped to `shape`; for recipes that
    /// give the glow's own path (the hybrid background's radius-4 rect).
    public func draw(along line: Path, clippedTo shape: Path, on canvas: Canvas) throws {
        try canvas.withSavedState { canvas in
            try canvas.clip(to: shape)
            try canvas.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: width))
        }
    }
}
