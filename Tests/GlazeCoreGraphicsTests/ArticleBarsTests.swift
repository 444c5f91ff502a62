import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 02, bars: the port's tab bar and navigation bar against GlazeKit's
/// `TabBar` and `NavigationBar`.
@Suite("Article 02: tab bars and navigation bars, ported")
struct ArticleBarsTests {
    /// Three icons with soft edges, in a colour the bars ignore.
    static func icons(scale: CGFloat) throws -> [Image] {
        let star = try Image(size: CGSize(width: 24, height: 24), scale: scale) { canvas in
            try canvas.fill(Path(starCenteredAt: CGPoint(x: 12, y: 12.5), pointCount: 5, outerRadius: 11, innerRadius: 4.5),
                            with: .color(.red))
        }
        let disc = try Image(size: CGSize(width: 22, height: 22), scale: scale) { canvas in
            try canvas.fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 18, height: 18)), with: .color(Color(white: 0.2, alpha: 0.7)))
        }
        let square = try Image(size: CGSize(width: 20, height: 20), scale: scale) { canvas in
            try canvas.fill(CGRect(x: 5, y: 5, width: 10, height: 10), with: .color(.black))
        }
        return [star, disc, square]
    }

    // The background, icons, selection, glow and indicator are drawn from
    // the same constants; the port goes through images (the stretched
    // gradient strip, the icon filled through its mask, the resizable
    // selection) where the recipe draws vectors straight onto the bar, so
    // ±2 levels for the resampling and antialiasing of those edges. The
    // selection's corners sit at fractional points (a tab is 106⅔ points
    // wide), where the two resizable-image implementations sample the corner
    // caps a little differently: up to 40 pixels there may differ by up to 8
    // levels (measured: 9 pixels by 5 at 1x, 33 by 6 at 2x).
    @Test("A 320-point bar, the middle item selected and the last glowing", arguments: [1.0, 2.0])
    func tabBar(scale: CGFloat) throws {
        let icons = try Self.icons(scale: scale)
        let bar = try TabBar(items: icons.enumerated().map { try TabBar.Item(icon: $1, hasNewContent: $0 == 2) }, selectedIndex: 1,
                             appearance: .standard(scale: scale))
        let port = CustomTabBar.barImage(width: 320, icons: icons.map(ArticleComparison.uiImage), selectedIndex: 1, glowing: [2],
                                         scale: scale)
        try ArticleComparison.expectMatch(port, bar.rendered(width: 320, scale: scale), "tabbar-\(Int(scale))x",
                                          ArticleTolerance(channelDelta: 2, pixels: 40, largest: 8))
    }

    // GlazeKit draws the back button's arrow at 2x at least, so the bars are
    // compared at 2x. Without a title, background and back button (its title
    // included) agree within ±2. The bar's title differs by design: GlazeKit
    // lays it out half a point wider than measured (so Pango never wraps it)
    // and centres it in that, a quarter point right of the port's. Up to 1,200
    // pixels (2% of the bar, about the title's own box) may differ for that.
    @Test("A navigation bar with a back button")
    func navigationBar() throws {
        let top = Color(red: 0.25, green: 0.45, blue: 0.7), bottom = Color(red: 0.1, green: 0.2, blue: 0.4)
        let size = CGSize(width: 320, height: 44)
        let background = CustomNavigationBar.backgroundImage(colors: [UIColor(top), UIColor(bottom)], height: 44, scale: 2)
        for title in ["", "Photos"] {
            let recipe = NavigationBar(title: title, background: .gradient([top, bottom]), backButton: BackButton(title: "Albums"))
            let expected = try Image(size: size, scale: 2) { canvas in try recipe.draw(in: canvas.bounds, on: canvas) }
            let port = CustomNavigationBar.barImage(width: 320, background: background, title: title, backTitle: "Albums", scale: 2)
            try ArticleComparison.expectMatch(port, expected, "navbar-\(title.isEmpty ? "untitled" : "titled")-2x",
                                              title.isEmpty ? .within(2) : ArticleTolerance(channelDelta: 2, pixels: 1200, largest: 255))
        }
        #expect(CustomNavigationBar.backButtonWidth(title: "Albums") == (try BackButton(title: "Albums").width()))
        #expect(CustomNavigationBar.backButtonWidth(title: String(repeating: "Long ", count: 20)) == 160)
    }
}
