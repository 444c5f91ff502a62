import Foundation
import Glaze
import GlazeCoreGraphics
import GlazeKit
import PortedArticles
import Testing

/// Article 02's arrow sliding to the touched item, as the sample slides it
/// in a `beginAnimations`/`commitAnimations` block, against GlazeKit's
/// `TabBarIndicatorAnimation`.
///
/// The bar is 320 points wide with five items of 64, so the arrow rests on
/// whole points (27 + 64·i) and the recipe's rounding of the resting places
/// changes nothing; with fractional tabs the sample's unrounded place and the
/// recipe's differ by up to half a point.
@Suite("Article 02: the tab bar's arrow slides, ported")
struct ArticleTabSlideTests {
    static let width: CGFloat = 320
    static let itemCount = 5
    /// The item the slide goes to, from the first: 192 points.
    static let target = 3
    /// The clock's time at the touch that starts the slide: not 0, so that
    /// the slide's own time is measured from the touch.
    static let touchTime = 1.0

    /// The three test icons as five items' icons.
    static func icons(scale: CGFloat) throws -> [Image] {
        let three = try ArticleBarsTests.icons(scale: scale)
        return (0..<itemCount).map { three[$0 % three.count] }
    }

    /// The ported bar in its window, its first item touched: the arrow is
    /// in place, unanimated.
    static func portBar(icons: [Image]) -> (UIWindow, CustomTabBar) {
        let (window, bar) = CustomTabBarArtwork(images: icons.map(ArticleComparison.uiImage), width: width).makeBarInWindow()
        ArticleBarsTests.tap(bar, item: 0, in: window, at: 0)
        return (window, bar)
    }

    /// The arrow's left edge as shown at the clock's time, in the bar's coordinates.
    static func shownMinX(_ bar: CustomTabBar) -> CGFloat {
        bar.tabBarArrow.layer.presentation()?.frame.minX ?? .nan
    }

    /// The recipe's slide from the first item to the target.
    static func recipeSlide() throws -> TabBarIndicatorAnimation {
        try TabBarIndicatorAnimation(from: 0, to: target, itemCount: itemCount, barWidth: width)
    }

    /// The moments compared: every 0.025 s of the slide, the end included.
    static let times = (0...8).map { Double($0) * 0.025 }

    // Core Animation solves the ease-in-ease-out curve for x to within 1e-7
    // (GlazeKit bisects it to a Double's precision); the curve's steepest
    // slope is 1.72, so over the slide's 192 points the two may differ by
    // 1e-7 × 1.72 × 192 ≈ 3.3e-5 points. Measured: 7.5e-6 at most.
    static let positionTolerance: CGFloat = 1e-4

    // The recipe's filmstrip shows the old selection until half time; the
    // port's buttons switch at the touch down, as a tapped tab does. So each
    // recipe frame is drawn with the target selected throughout: a frame
    // of a slide that stays on it, drawn by the filmstrip of the real slide,
    // which places the indicator by its own motion at the frame's time.
    // The port's arrow is its image, resampled at the fractional place; the
    // recipe fills the triangle there. Measured: nothing beyond ±2 at 0,
    // 0.1 and 0.2 s (whole points: 27, 123, 219); in between at most 30
    // pixels (47 levels) at 1x and 62 (73) at 2x, all inside the arrow's
    // 10 × 7-point box, on its slanted edges.
    @Test("The arrow slides 0.2 s, ease in, ease out, where the recipe's indicator does", arguments: [1.0, 2.0])
    func slide(scale: CGFloat) throws {
        let icons = try Self.icons(scale: scale)
        let recipeBar = try TabBar(items: icons.map { try TabBar.Item(icon: $0) }, appearance: .standard(scale: scale))
        let slide = try Self.recipeSlide()
        let film = try TabBarIndicatorFilmstrip(bar: recipeBar, animation: slide)
        let held = try TabBarIndicatorAnimation(from: slide.toIndex, to: slide.toIndex, itemCount: Self.itemCount, barWidth: Self.width)
        try UIScreen.main.withScale(scale) {
            try withClock { clock in
                let (window, bar) = Self.portBar(icons: icons)
                #expect(bar.tabBarArrow.frame.minX == 27 && bar.tabBarArrow.layer.animationKeys() == nil)
                clock.now = Self.touchTime
                ArticleBarsTests.tap(bar, item: Self.target, in: window, at: Self.touchTime)
                // The model moves at once, as in UIKit; only what is shown slides.
                #expect(bar.selectedIndex == Self.target && bar.tabBarArrow.frame.minX == 219)
                var largestOffset: CGFloat = 0
                for time in Self.times {
                    clock.now = Self.touchTime + time
                    let offset = abs(Self.shownMinX(bar) - slide.indicatorMinX(at: time))
                    largestOffset = max(largestOffset, offset)
                    #expect(offset < Self.positionTolerance, "at \(time) s")
                    let recipe = try Image(size: film.frameSize, scale: scale) { canvas in
                        try film.draw(held.frame(at: time), at: .zero, on: canvas)
                    }
                    try ArticleComparison.expectMatch(window.renderedImage(), recipe, "tabslide-\(String(format: "%.3f", time))-\(Int(scale))x",
                                                      ArticleTolerance(channelDelta: 2, pixels: scale == 1 ? 32 : 64, largest: 75))
                }
                print("[article] tabslide-\(Int(scale))x: arrow within \(largestOffset) points of the recipe's")
                #expect(bar.tabBarArrow.layer.animationKeys() == nil)
            }
        }
    }

    @Test("Layout mid-slide and touching the selected item again leave the slide running")
    func slideRunsOn() throws {
        let icons = try Self.icons(scale: 1)
        let slide = try Self.recipeSlide()
        withClock { clock in
            let (window, bar) = Self.portBar(icons: icons)
            clock.now = Self.touchTime
            ArticleBarsTests.tap(bar, item: Self.target, in: window, at: Self.touchTime)
            clock.now = Self.touchTime + 0.05
            bar.setNeedsLayout()
            bar.layoutIfNeeded()
            #expect(abs(Self.shownMinX(bar) - slide.indicatorMinX(at: 0.05)) < Self.positionTolerance)
            // The article's code runs its block again with the frame the
            // arrow already has: nothing to animate, so the slide is not
            // restarted (it would show 27 or 219 here, not about 194).
            clock.now = Self.touchTime + 0.1
            ArticleBarsTests.tap(bar, item: Self.target, in: window, at: Self.touchTime + 0.1)
            clock.now = Self.touchTime + 0.15
            #expect(abs(Self.shownMinX(bar) - slide.indicatorMinX(at: 0.15)) < Self.positionTolerance)
            #expect(bar.selectedIndex == Self.target)
        }
    }

    @Test("Touches outside the items, bad indices and a wider bar")
    func badInput() throws {
        let icons = try Self.icons(scale: 1)
        withClock { clock in
            let (window, bar) = Self.portBar(icons: icons)
            clock.now = Self.touchTime
            // Above the bar, where the arrow pokes out (an image view takes
            // no touches), and outside the window: nothing is selected.
            for point in [CGPoint(x: 30, y: 1), CGPoint(x: 160, y: 1), CGPoint(x: -10, y: 30), CGPoint(x: 400, y: 30)] {
                window.endTouch(window.beginTouch(at: point, timestamp: Self.touchTime), timestamp: Self.touchTime)
            }
            for index in [-1, 5, Int.max] { bar.selectItem(at: index) }
            #expect(bar.selectedIndex == 0 && bar.buttons[0].isSelected)
            #expect(bar.tabBarArrow.frame.minX == 27 && bar.tabBarArrow.layer.animationKeys() == nil)
            // A wider bar: its next layout puts the arrow over the same item, at once.
            bar.frame.size.width = 400
            bar.layoutIfNeeded()
            #expect(bar.tabBarArrow.frame.minX == 35 && bar.tabBarArrow.layer.animationKeys() == nil)
        }
    }
}
