import Foundation
import Glaze

/// The row of buttons that appears behind a table cell when it is swiped:
/// icons drawn white at 0.9 through their alpha, spaced evenly on a dark
/// textured background with an inner shadow where the cell edges overhang it.
///
/// ```swift
/// let menu = try SideSwipeMenu(icons: [reply, retweet, favorite, profile, more])
/// try menu.draw(in: CGRect(x: 0, y: 0, width: 320, height: 80), on: canvas)
/// ```
public struct SideSwipeMenu: Hashable, Sendable {
    /// The buttons' icons, used through their alpha.
    public let icons: [IconMask]
    /// The icons' fill: white at 0.9.
    public var iconColor: Color
    /// The inner shadow over the background: black at 0.6.
    public var innerShadow: InnerShadow
    /// The smallest gap between the outer icons and the row's ends.
    public var buttonMargin: CGFloat
    /// The gap between neighbouring icons.
    public var buttonSpacing: CGFloat
    /// The textured background.
    public var background: NoiseTexture

    /// Creates a menu with the recipe's defaults.
    /// - Throws: `GlazeError.Code.invalidArgument` for no icons, or
    ///   an icon that is fully transparent or fully opaque.
    public init(icons: [Image], iconColor: Color = Color(white: 1, alpha: 0.9), innerShadow: InnerShadow = InnerShadow(),
                buttonMargin: CGFloat = 10, buttonSpacing: CGFloat = 25,
                background: NoiseTexture = NoiseTexture(seed: 9, noiseOpacity: 0.08, cornerRadius: 0, tileWidth: 64,
                                                        topColor: Color(white: 0.24), bottomColor: Color(white: 0.14),
                                                        borderWidth: 0)) throws(GlazeError) {
        guard !icons.isEmpty else {
            throw GlazeError(.invalidArgument(name: "menu icons", value: "[]", reason: "a side-swipe menu needs at least one button"))
        }
        var masks: [IconMask] = []
        for (index, icon) in icons.enumerated() {
            masks.append(try IconMask(icon, name: "menu icon \(index)"))
        }
        self.icons = masks
        self.iconColor = iconColor
        self.innerShadow = innerShadow
        self.buttonMargin = buttonMargin
        self.buttonSpacing = buttonSpacing
        self.background = background
    }

    /// Where each icon goes in a menu filling `rect`: a row centred in the rect,
    /// `buttonSpacing` apart, shrinking the spacing if the margins would be crossed.
    public func iconFrames(in rect: CGRect) -> [CGRect] {
        let widths = icons.map(\.size.width)
        let gaps = CGFloat(icons.count - 1)
        let natural = widths.reduce(0, +) + gaps * buttonSpacing
        let room = rect.width - 2 * buttonMargin
        let spacing = natural <= room || gaps == 0 ? buttonSpacing : max(0, (room - widths.reduce(0, +)) / gaps)
        var x = rect.midX - (widths.reduce(0, +) + gaps * spacing) / 2
        return icons.map { icon in
            defer { x += icon.size.width + spacing }
            return CGRect(x: x.rounded(), y: (rect.midY - icon.size.height / 2).rounded(),
                          width: icon.size.width, height: icon.size.height)
        }
    }

    /// Draws the menu row into `rect`.
    public func draw(in rect: CGRect, on canvas: Canvas) throws {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        var texture = background
        texture.height = r.height
        let tile = try texture.image(scale: max(canvas.scale, 1))
        try canvas.drawTiled(tile, in: r, tileSize: CGSize(width: tile.size.width, height: r.height))
        try innerShadow.draw(in: r, on: canvas)
        for (icon, frame) in zip(icons, iconFrames(in: r)) {
            try icon.fill(frame, with: .color(iconColor), on: canvas)
        }
    }
}
