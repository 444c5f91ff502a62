import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 02, bars: the port's tab bar and navigation bar against GlazeKit's
/// `TabBar` and `NavigationBar`.
@Suite("Article 02: tab bars and navigation bars, ported", .systemFontStandIn(.dejaVuSans))
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

    // The background, icons, selection, glow and arrow are drawn from the
    // same constants. The port is the article's view tree: buttons whose
    // background (the selection well) and image views sit at the tabs'
    // fractional origins (a tab is 106⅔ points wide), icons through the
    // image mask the article builds, and the glow as an image a tab wide
    // (a whole number of pixels) centred at the bottom of its button, where
    // the recipe draws each straight onto the bar. Those resamplings move
    // the glow's and the well's edges by a fraction of a pixel: measured,
    // 181 pixels beyond ±2 (at most 113 levels) at 1x, 590 (at most 157) at
    // 2x, all on the glow, the well's side edges and the icons' outlines.
    // With whole-point tabs (the sheet's 90-point tabs) the two are identical.
    @Test("A 320-point bar, the middle item selected and the last glowing", arguments: [1.0, 2.0])
    func tabBar(scale: CGFloat) throws {
        let icons = try Self.icons(scale: scale)
        let bar = try TabBar(items: icons.enumerated().map { try TabBar.Item(icon: $1, hasNewContent: $0 == 2) }, selectedIndex: 1,
                             appearance: .standard(scale: scale))
        let port = UIScreen.main.withScale(scale) { Self.portTabBar(icons: icons.map(ArticleComparison.uiImage), width: 320) }
        try ArticleComparison.expectMatch(port, bar.rendered(width: 320, scale: scale), "tabbar-\(Int(scale))x",
                                          ArticleTolerance(channelDelta: 2, pixels: scale == 1 ? 200 : 640, largest: 160))
    }

    /// The port's tab bar `width` points wide in a window, its second item
    /// touched (a touch down selects it) and its last glowing, drawn with the
    /// room above it that its arrow pokes into.
    static func portTabBar(icons: [UIImage], width: CGFloat) -> UIImage {
        let artwork = CustomTabBarArtwork(images: icons, width: width)
        let (window, bar) = artwork.makeBarInWindow()
        // The bar holds its delegate weakly; the glow is asked of it.
        withExtendedLifetime(artwork) { bar.glowItem(at: icons.count - 1) }
        tap(bar, item: 1, in: window, at: 0)
        #expect(bar.selectedIndex == 1 && bar.buttons[1].isSelected && !bar.buttons[0].isSelected)
        return window.renderedImage()
    }

    /// A finger down and up on the bar's item `index` at `time` seconds.
    static func tap(_ bar: CustomTabBar, item index: Int, in window: UIWindow, at time: Double) {
        let button = bar.buttons[index].frame
        let touch = window.beginTouch(at: bar.convert(CGPoint(x: button.midX, y: button.midY), to: window), timestamp: time)
        window.endTouch(touch, timestamp: time)
    }

    @Test("The icons go through the article's image mask: only their alpha counts")
    func iconMask() throws {
        let icon = try #require(try Self.icons(scale: 2).first.map(ArticleComparison.uiImage))
        let grey = CustomTabBar.tabBarImage(icon, size: icon.size, selected: false)
        let pixels = try #require(grey.cgImage?.glazeImage)
        let centre = pixels.pixel(x: 24, y: 25), corner = pixels.pixel(x: 0, y: 0)
        #expect(centre.alpha == 255 && centre.red == 170 && centre.green == 170 && centre.blue == 170)
        #expect(corner.alpha == 0)
    }

    // GlazeKit draws the back button's arrow at 2x at least, so the bars are
    // compared at 2x. Without a title, background and back button (its title
    // included) agree within ±2. The bar's title differs by design: GlazeKit
    // lays it out half a point wider than measured (so Pango never wraps it)
    // and centres it in that, a quarter point right of the port's. Up to 1,200
    // pixels (2% of the bar, about the title's own box) may differ for that.
    @Test("A navigation bar with a back button", arguments: ["", "Photos"])
    func navigationBar(title: String) throws {
        let top = Color(red: 0.25, green: 0.45, blue: 0.7), bottom = Color(red: 0.1, green: 0.2, blue: 0.4)
        let size = CGSize(width: 320, height: 44)
        let recipe = NavigationBar(title: title, background: .gradient([top, bottom]), backButton: BackButton(title: "Albums"))
        let expected = try Image(size: size, scale: 2) { canvas in try recipe.draw(in: canvas.bounds, on: canvas) }
        let (port, backButton) = UIScreen.main.withScale(2) { () -> (UIImage, UIButton) in
            let bar = CustomNavigationBar(frame: CGRect(origin: .zero, size: size))
            bar.titleTextAttributes = CustomNavigationBar.classicTitleTextAttributes
            bar.setBackgroundWith(CustomNavigationBar.backgroundImage(colors: [UIColor(top), UIColor(bottom)], height: 44))
            bar.setItems([UINavigationItem(title: "Albums"), UINavigationItem(title: title)], animated: false)
            let back = bar.backButtonWith(CustomNavigationBar.backButtonImage(highlighted: false),
                                          highlight: CustomNavigationBar.backButtonImage(highlighted: true), leftCapWidth: 14)
            bar.topItem?.leftBarButtonItem = UIBarButtonItem(customView: back)
            return (bar.renderedImage(scale: 2), back)
        }
        // The button is sized to its title measured in its label's font, as
        // the article does, unrounded where GlazeKit rounds up to a point.
        let measured = "Albums".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12)]).width
        #expect(backButton.frame == CGRect(x: 5, y: 7, width: measured + 21, height: 30))
        #expect(abs(backButton.frame.width - (try BackButton(title: "Albums").width())) < 1)
        // Background, arrow and bar title as GlazeKit draws them. The back
        // title sits where the article's title insets (0, 6, 0, 3) put it,
        // centred between 6 points in from the arrow's tip and 3 from the
        // right, 3.5 points left of GlazeKit's, which centres it over the body
        // of the arrow, and the button's right edge is up to a point left of
        // GlazeKit's rounded-up one; the bar title is on whole points where
        // GlazeKit centres it in half a point more than its width. Measured
        // at 2x: 1,510 pixels (the back title and the button's right edge),
        // 3,128 with the bar title.
        try ArticleComparison.expectMatch(port, expected, "navbar-\(title.isEmpty ? "untitled" : "titled")-2x",
                                          ArticleTolerance(channelDelta: 2, pixels: title.isEmpty ? 1600 : 3300, largest: 255))
    }

    @Test("The back button grows with its title up to 160 points")
    func backButtonWidth() {
        let bar = CustomNavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.setItems([UINavigationItem(title: String(repeating: "Long ", count: 20)), UINavigationItem(title: "")], animated: false)
        let back = bar.backButtonWith(CustomNavigationBar.backButtonImage(highlighted: false),
                                      highlight: CustomNavigationBar.backButtonImage(highlighted: true), leftCapWidth: 14)
        #expect(back.frame.width == 160)
        bar.setText("Go", onBackButton: back, leftCapWidth: 14)
        #expect(back.frame.width < 60)
        #expect(back.currentTitle == "Go")
    }
}
