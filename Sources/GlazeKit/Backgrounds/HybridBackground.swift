import Foundation
import Glaze

/// The "hybrid" button background: a rounded rect with a vertical gradient, a
/// one-pixel border and an inner glow, drawn once at its minimum width and then
/// stretched to any width.
///
/// ```swift
/// let background = HybridBackground()
/// let normal = try background.resizableImage(state: .normal)      // 11 × 37, caps 5
/// try normal.draw(in: CGRect(x: 0, y: 0, width: 300, height: 37), on: canvas)
/// ```
public struct HybridBackground: Hashable, Sendable {
    /// The corner radius, which is also the cap width.
    public var cornerRadius: CGFloat
    /// The height the background is drawn at.
    public var height: CGFloat
    /// The border colour.
    public var borderColor: Color
    /// The gradient's top colour at rest (the bottom colour when highlighted).
    public var topColor: Color
    /// The gradient's bottom colour at rest (the top colour when highlighted).
    public var bottomColor: Color
    /// The inner glow.
    public var glow: InnerGlow

    /// Creates a background; the defaults are the recipe's orange button.
    public init(cornerRadius: CGFloat = 5, height: CGFloat = 37,
                borderColor: Color = Color(red: 0.77, green: 0.43, blue: 0.00),
                topColor: Color = Color(red: 0.94, green: 0.82, blue: 0.52),
                bottomColor: Color = Color(red: 0.91, green: 0.55, blue: 0.00),
                glow: InnerGlow = InnerGlow()) {
        self.cornerRadius = cornerRadius
        self.height = height
        self.borderColor = borderColor
        self.topColor = topColor
        self.bottomColor = bottomColor
        self.glow = glow
    }

    /// The minimum size: one point between the caps, at the full height.
    public var minimumSize: CGSize { CGSize(width: 2 * cornerRadius + 1, height: height) }

    /// Draws the background at the size of `rect` directly, the way the recipe
    /// draws it: clip to the outline, gradient from y 0 to y h − 1, a 2-point
    /// border of which the clip keeps the inner point, and the inner glow.
    public func draw(in rect: CGRect, state: ControlState = .normal, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        let outline = Path(roundedRect: r, cornerRadius: radius)
        let colors = state == .highlighted ? [bottomColor, topColor] : [topColor, bottomColor]
        try canvas.withSavedState { canvas in
            try canvas.clip(to: outline)
            try canvas.paint(.gradient(.linear(from: CGPoint(x: r.minX, y: r.minY),
                                               to: CGPoint(x: r.minX, y: r.maxY - 1), colors: colors)))
            try canvas.stroke(outline, with: .color(borderColor), style: StrokeStyle(lineWidth: 2))
            let glowRect = r.insetBy(dx: glow.inset, dy: glow.inset)
            if glowRect.width > 0, glowRect.height > 0 {
                let glowLine = Path(roundedRect: glowRect, cornerRadius: max(radius - 1, 0))
                try glow.draw(along: glowLine, clippedTo: outline, on: canvas)
            }
        }
    }

    /// The background drawn once at ``minimumSize`` as a stretchable image with
    /// caps of ``cornerRadius`` on every side.
    public func resizableImage(state: ControlState = .normal, scale: CGFloat) throws -> ResizableImage {
        let image = try Image(size: minimumSize, scale: scale) { canvas in
            try draw(in: canvas.bounds, state: state, on: canvas)
        }
        return try ResizableImage(image: image, capInsets: EdgeInsets(all: cornerRadius), resizingMode: .stretch)
    }
}
