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
                let button = UIButton(type: .roundedRect)
                button.frame = CGRect(origin: .zero, size: size)
                UIScreen.main.withScale(scale) { button.setBackgroundToGlossyRect(ofColor: uiColor, withBorder: border, for: .normal) }
                let port = try #require(button.backgroundImage(for: .normal))
                try ArticleComparison.expectMatch(port, recipe, "glossy-\(red)-\(green)-\(blue)-\(border ? "border" : "plain")-\(Int(scale))x",
                                                  Self.tolerance)
            }
        }
    }

    @Test("Nothing below 4 × 4 points, as in the article")
    func tooSmall() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 3, height: 54)
        button.setBackgroundToGlossyRect(ofColor: .red, withBorder: true, for: .normal)
        #expect(button.backgroundImage(for: .normal) == nil)
    }

    @Test("The article's view controller: loadView makes three titled buttons; a finger shows the grey background")
    func viewController() throws {
        let controller = ShinyButtonsViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let buttons = controller.view.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.center) == [CGPoint(x: 160, y: 54), CGPoint(x: 160, y: 162), CGPoint(x: 160, y: 270)])
        #expect(buttons.allSatisfy { $0.currentTitle == "Start   Reset" && $0.titleLabel?.font == .boldSystemFont(ofSize: 28) })
        let red = buttons[0]
        #expect(red.currentBackgroundImage === red.backgroundImage(for: .normal))
        let touch = window.beginTouch(at: red.center, timestamp: 0)
        #expect(red.isHighlighted)
        #expect(red.currentBackgroundImage === red.backgroundImage(for: .highlighted))
        window.endTouch(touch, timestamp: 0.1)
        // The grey highlighted background is Gallagher's gloss of grey, as the recipe draws it.
        let (grey, _) = ArticleComparison.color(0.5, 0.5, 0.5)
        let recipe = try Image(size: red.bounds.size, scale: 1) { canvas in
            try GlossyButton(color: grey, hasBorder: true).drawBackground(in: canvas.bounds, on: canvas)
        }
        try ArticleComparison.expectMatch(try #require(red.backgroundImage(for: .highlighted)), recipe, "glossy-vc-highlighted-1x",
                                          Self.tolerance)
    }
}
