import Foundation
import Glaze

/// A navigation bar with a custom background drawn across its full rect, a
/// centred title with a shadow, an optional back button on the left and an
/// optional button on the right. Give each section its own background by
/// drawing a bar with another ``Background``.
///
/// ```swift
/// let bar = NavigationBar(title: "Photos", background: .noise(NoiseTexture(seed: 3)),
///                         backButton: BackButton(title: "Albums"), rightButton: BarButton(title: "Edit"))
/// try bar.draw(in: CGRect(x: 0, y: 0, width: 320, height: 44), on: canvas)
/// ```
public struct NavigationBar: Hashable, Sendable {
    /// What fills the bar.
    public enum Background: Hashable, Sendable {
        /// A vertical gradient through the colours, top to bottom.
        case gradient([Color])
        /// A noise texture, tiled across the bar.
        case noise(NoiseTexture)
        /// An image resized to the bar.
        case image(ResizableImage)
    }

    /// The title.
    public var title: String
    /// The title's font.
    public var titleFont: Font
    /// The title's colour.
    public var titleColor: Color
    /// The title's shadow.
    public var titleShadow: TextShadow?
    /// The background.
    public var background: Background
    /// The back button, if any.
    public var backButton: BackButton?
    /// The right-hand button, if any.
    public var rightButton: BarButton?

    /// Creates a bar.
    public init(title: String, background: Background, titleFont: Font = .bold(20), titleColor: Color = .white,
                titleShadow: TextShadow? = TextShadow(color: Color(white: 0, alpha: 0.5), offset: CGSize(width: 0, height: -1)),
                backButton: BackButton? = nil, rightButton: BarButton? = nil) {
        self.title = title
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.titleShadow = titleShadow
        self.background = background
        self.backButton = backButton
        self.rightButton = rightButton
    }

    /// Draws the bar into `rect`: background, buttons, then the title centred on
    /// the bar — moved aside when a wide button is in the way, truncated at the
    /// tail when it cannot fit between the buttons — so it never runs under one.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        try drawBackground(in: r, on: canvas)
        var leftEdge = r.minX, rightEdge = r.maxX
        if let backButton {
            let frame = try backButton.draw(at: CGPoint(x: r.minX + 5, y: (r.midY - backButton.height / 2).rounded()), on: canvas)
            leftEdge = frame.maxX + 6
        }
        if let rightButton {
            let width = try rightButton.width()
            let frame = try rightButton.draw(at: CGPoint(x: r.maxX - 5 - width, y: (r.midY - rightButton.height / 2).rounded()), on: canvas)
            rightEdge = frame.minX - 6
        }
        // Centred on the bar when it fits between the buttons; otherwise moved as
        // little as it must to clear them, and truncated when even that is not enough.
        let room = rightEdge - leftEdge
        guard room > 0, !title.isEmpty else { return }
        let natural = try TextLayout(title, font: titleFont).logicalExtents.width
        let width = min(natural, room)
        let x = min(max(r.midX - width / 2, leftEdge), rightEdge - width)
        let layout = try TextLayout(title, font: titleFont, width: width + 0.5, alignment: .center, truncation: .tail)
        try canvas.draw(layout, at: CGPoint(x: x, y: r.midY - layout.size.height / 2), color: titleColor, shadow: titleShadow)
    }

    /// Draws only the background across `rect`.
    public func drawBackground(in rect: CGRect, on canvas: Canvas) throws {
        switch background {
        case let .gradient(colors):
            guard !colors.isEmpty else { return }
            try canvas.fill(rect, with: .gradient(.linear(from: CGPoint(x: 0, y: rect.minY), to: CGPoint(x: 0, y: rect.maxY), colors: colors)))
        case let .noise(texture):
            var flat = texture
            flat.cornerRadius = 0
            flat.height = rect.height
            flat.borderWidth = 0
            let image = try flat.image(scale: max(canvas.scale, 1))
            try canvas.drawTiled(image, in: rect, tileSize: CGSize(width: image.size.width, height: rect.height))
        case let .image(image):
            try image.draw(in: rect, on: canvas)
        }
    }
}
