import Foundation
import Glaze

/// Matt Gallagher's shiny button: a rounded rect filled with a gloss gradient, an
/// optional one-pixel grey border, and a bold white title.
///
/// ```swift
/// let start = GlossyButton(color: Color(red: 0.65, green: 0.05, blue: 0.05), title: ButtonTitle("Start   Reset"))
/// try start.draw(in: CGRect(x: 5, y: 27, width: 310, height: 54), state: .normal, on: canvas)
/// ```
public struct GlossyButton: Hashable, Sendable {
    /// The smallest size drawn: below 4 × 4 points nothing is drawn, as in the recipe.
    public static let minimumDrawableSize: CGFloat = 4

    /// The gloss colour at rest.
    public var color: Color
    /// The gloss colour while pressed (UIKit's grey).
    public var highlightedColor: Color
    /// Whether a one-pixel border frames the gloss.
    public var hasBorder: Bool
    /// The border's colour.
    public var borderColor: Color
    /// The outer corner radius; the gloss inside the border uses this less the inset.
    public var cornerRadius: CGFloat
    /// The title, if any.
    public var title: ButtonTitle?

    /// Creates a button; the defaults are the recipe's.
    public init(color: Color, highlightedColor: Color = .gray, hasBorder: Bool = true,
                borderColor: Color = Color(white: 159.0 / 255.0), cornerRadius: CGFloat = 10, title: ButtonTitle? = nil) {
        self.color = color
        self.highlightedColor = highlightedColor
        self.hasBorder = hasBorder
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.title = title
    }

    /// The recipe's rounded rect for `rect` at `inset`: the corner radius less the
    /// inset, clamped to half the shorter side; empty when the rect has no area.
    public func outline(of rect: CGRect, inset: CGFloat) -> Path {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return Path() }
        let radius = min(max(cornerRadius - inset, 0), r.width / 2, r.height / 2)
        return Path(roundedRect: r, cornerRadius: radius)
    }

    /// Draws the background (border and gloss) into `rect`, without the title.
    public func drawBackground(in rect: CGRect, state: ControlState = .normal, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width >= Self.minimumDrawableSize, r.height >= Self.minimumDrawableSize else { return }
        let gloss = GlossGradient(color: state == .normal ? color : highlightedColor)
        if hasBorder {
            try canvas.stroke(outline(of: r.insetBy(dx: 0.5, dy: 0.5), inset: 0), with: .color(borderColor))
            try gloss.draw(in: outline(of: r.insetBy(dx: 1, dy: 1), inset: 1), on: canvas)
        } else {
            try gloss.draw(in: outline(of: r, inset: 0), on: canvas)
        }
    }

    /// Draws the whole button into `rect`: background, then the centred title.
    public func draw(in rect: CGRect, state: ControlState = .normal, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width >= Self.minimumDrawableSize, r.height >= Self.minimumDrawableSize else { return }
        try drawBackground(in: r, state: state, on: canvas)
        try title?.draw(in: r, on: canvas)
    }

    /// The width of each cap of the background at `height` (any height when
    /// not given): the radius, at most half the height, rounded up, plus one.
    func capWidth(height: CGFloat = .infinity) -> CGFloat {
        min(max(cornerRadius, 0), height / 2).rounded(.up) + 1
    }

    /// The background drawn once at its minimum width and `height`, as a
    /// resizable image that stretches sideways; draw it at the button's size, and
    /// the title over it.
    ///
    /// Each cap is the corner radius rounded up plus one point, because the
    /// border runs half a point inside the edge: with caps of just the radius its
    /// two corner arcs would meet in the middle column, and stretching that column
    /// would not give the straight edge a full-size drawing has.
    public func resizableImage(height: CGFloat, state: ControlState = .normal, scale: CGFloat) throws -> ResizableImage {
        let cap = capWidth(height: height)
        let size = CGSize(width: 2 * cap + 1, height: height)
        let image = try Image(size: size, scale: scale) { canvas in
            try drawBackground(in: canvas.bounds, state: state, on: canvas)
        }
        return try ResizableImage(image: image, capInsets: EdgeInsets(top: 0, left: cap, bottom: 0, right: cap))
    }

    /// The background as a resizable image: the name this method had before
    /// every recipe's resizable image was called `resizableImage`.
    @available(*, deprecated, renamed: "resizableImage(height:state:scale:)")
    public func backgroundImage(height: CGFloat, state: ControlState = .normal, scale: CGFloat = 2) throws -> ResizableImage {
        try resizableImage(height: height, state: state, scale: scale)
    }
}
