import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 04: the port's shiny buttons against GlazeKit's `GlossyButton`.
@Suite("Article 04: glossy buttons, ported")
struct ArticleGlossyTests {
    static let colors = [(0.65, 0.05, 0.05), (0.05, 0.65, 0.05), (0.05, 0.05, 0.65), (0.5, 0.5, 0.5)]

    // Both evaluate Gallagher's function at the same 130 stops and fill the
    // same rounded rects; the port draws in the article's flipped space with
    // arcs-to-point, the recipe with Glaze's rounded rect. ±2 levels covers
    // the two routes to the same colours; the two path constructions may
    // antialias the corners' edge pixels up to 4 levels apart (measured: 1
    // pixel at 1x, up to 14 at 2x), so up to 32 pixels, 8 a corner.
    static let tolerance = ArticleTolerance(channelDelta: 2, pixels: 32, largest: 4)

    @Test("The sample's 310 × 54 buttons, with and without border", arguments: [1.0, 2.0])
    func buttons(scale: CGFloat) throws {
        let size = CGSize(width: 310, height: 54)
        for (red, green, blue) in Self.colors {
            let (color, uiColor) = ArticleComparison.color(red, green, blue)
            for border in [true, false] {
                let recipe = try Image(size: size, scale: scale) { canvas in
                    try GlossyButton(color: color, hasBorder: border).drawBackground(in: canvas.bounds, on: canvas)
                }
                let port = try #require(ShinyButton.backgroundImage(size: size, color: uiColor, border: border, scale: scale))
                try ArticleComparison.expectMatch(port, recipe, "glossy-\(red)-\(green)-\(blue)-\(border ? "border" : "plain")-\(Int(scale))x",
                                                  Self.tolerance)
            }
        }
    }

    @Test("Nothing below 4 × 4 points, as in the article")
    func tooSmall() {
        #expect(ShinyButton.backgroundImage(size: CGSize(width: 3, height: 54), color: .red, scale: 1) == nil)
    }
}
