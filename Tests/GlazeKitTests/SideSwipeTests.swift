import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

@Suite("Side-swipe menu")
struct SideSwipeTests {
    @Test("slide in: the content travels the cell's width in 0.2 s, the menu follows only when pushing",
          arguments: [SideSwipeAnimation.Style.reveal, .push], [SideSwipeAnimation.Direction.right, .left])
    func slideIn(style: SideSwipeAnimation.Style, direction: SideSwipeAnimation.Direction) {
        let animation = SideSwipeAnimation(style: style, direction: direction, cellWidth: 320)
        let sign: CGFloat = direction == .right ? 1 : -1
        let start = animation.frame(at: 0, in: .slideIn), mid = animation.frame(at: 0.1, in: .slideIn)
        let end = animation.frame(at: 0.2, in: .slideIn)
        #expect(start.cellOffset == 0 && end.cellOffset == sign * 320)
        #expect(mid.cellOffset == sign * 160, "smoothstep is half way at half time")
        #expect(animation.duration(of: .slideIn) == 0.2)
        switch style {
        case .reveal:
            #expect(start.menuOffset == 0 && mid.menuOffset == 0 && end.menuOffset == 0)
        case .push:
            #expect(start.menuOffset == sign * -320 && mid.menuOffset == sign * -160 && end.menuOffset == 0)
        }
    }

    @Test("bounce out: 5 short of home at 0.2 s, 5 past at 0.3 s, home at 0.4 s", arguments: [SideSwipeAnimation.Style.reveal, .push])
    func bounceOut(style: SideSwipeAnimation.Style) {
        let animation = SideSwipeAnimation(style: style, direction: .right, cellWidth: 320)
        let keys: [(Double, CGFloat)] = [(0, 320), (0.2, 5), (0.3, -5), (0.4, 0)]
        for (time, offset) in keys {
            let frame = animation.frame(at: time, in: .bounceOut)
            #expect(abs(frame.cellOffset - offset) < 1e-9, "t = \(time): \(frame.cellOffset)")
            #expect(frame.menuOffset == (style == .reveal ? 0 : frame.cellOffset - 320))
        }
        #expect(abs(animation.frame(at: 0.1, in: .bounceOut).cellOffset - 162.5) < 1e-9, "half way down the first step")
        #expect(animation.frame(at: 9, in: .bounceOut).cellOffset == 0, "clamped after the end")
    }

    @Test("frames sample the phase at the frame rate; a bad frame rate is an error")
    func frameSampling() throws {
        let animation = SideSwipeAnimation(cellWidth: 320)
        #expect(try animation.frames(of: .slideIn, frameRate: 30).count == 7)
        #expect(try animation.frames(of: .bounceOut, frameRate: 10).map(\.time) == [0, 0.1, 0.2, 0.3, 0.4])
        for rate in [0, -30, Double.nan, .infinity, 1000] {
            #expect(throws: GlazeError.self) { try animation.frames(of: .slideIn, frameRate: rate) }
        }
    }

    @Test("menu icons are white at 0.9 through their alpha, spaced 25 apart and centred")
    func menu() throws {
        let menu = try SideSwipeMenu(icons: [TestIcons.square(), TestIcons.square(), TestIcons.square()])
        let frames = menu.iconFrames(in: CGRect(x: 0, y: 0, width: 320, height: 80))
        // Three 20-point icons and two gaps of 25: 110 points, centred in 320.
        #expect(frames.map(\.minX) == [105, 150, 195] && frames.allSatisfy { $0.minY == 30 })
        let image = try render(width: 320, height: 80) { try menu.draw(in: $0.bounds, on: $0) }
        // The square's opaque middle: white at 0.9 over the dark background, about 230.
        let icon = image.pixel(x: 115, y: 40).color
        #expect(icon.red > 0.88 && icon.red < 0.96, "\(icon)")
        #expect(image.pixel(x: 106, y: 40).color.red < 0.35, "the icon's transparent margin shows the background")
        #expect(image.pixel(x: 5, y: 1).color.red < image.pixel(x: 5, y: 20).color.red, "the inner shadow darkens the top edge")
        let crowded = try SideSwipeMenu(icons: Array(repeating: try TestIcons.square(), count: 8))
        let tight = crowded.iconFrames(in: CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(tight.first!.minX >= 10 && tight.last!.maxX <= 190, "spacing shrinks to keep the 10-point margins")
    }

    @Test("a menu without icons, or with an unusable icon, is an error")
    func menuErrors() throws {
        #expect(throws: GlazeError(.invalidArgument(name: "menu icons", value: "[]", reason: "a side-swipe menu needs at least one button"))) {
            try SideSwipeMenu(icons: [])
        }
        #expect(throws: GlazeError.self) { try SideSwipeMenu(icons: [TestIcons.square(), TestIcons.empty()]) }
    }

    @Test("frames render the cell and menu where the animation says")
    func rendering() throws {
        let cell = try Image(size: CGSize(width: 100, height: 40), scale: 1) { try $0.fill($0.bounds, with: .color(.white)) }
        let menu = try SideSwipeMenu(icons: [TestIcons.square()])
        let film = SideSwipeFilmstrip(cell: cell, menu: menu, animation: SideSwipeAnimation(style: .push, cellWidth: 100))
        let images = try film.frameImages(of: .slideIn, frameRate: 10, scale: 1)
        #expect(images.count == 3)
        // Half way: the cell's left edge at x 50, the menu's right edge meeting it.
        #expect(images[1].pixel(x: 60, y: 20) == Pixel(.white))
        #expect(images[1].pixel(x: 40, y: 20).color.red < 0.5)
        let strip = try film.filmstrip(of: .bounceOut, frameRate: 20, gap: 4, labelWidth: 50, scale: 1)
        #expect(strip.pixelWidth == 150 && strip.pixelHeight == 9 * 44 - 4)
    }

    @Test("golden: a filmstrip of the push-style slide-in", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let cell = try Image(size: CGSize(width: 240, height: 50), scale: scale) { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            try canvas.fill(Path(ellipseIn: CGRect(x: 8, y: 9, width: 32, height: 32)), with: .color(Color(red: 0.3, green: 0.6, blue: 0.9)))
            try canvas.drawText("A tweet about Glaze", font: .body(12), at: CGPoint(x: 48, y: 17))
        }
        let menu = try SideSwipeMenu(icons: [TestIcons.star(scale: scale), TestIcons.ring(scale: scale), TestIcons.square(scale: scale)])
        let film = SideSwipeFilmstrip(cell: cell, menu: menu, animation: SideSwipeAnimation(style: .push, cellWidth: 240))
        let strip = try film.filmstrip(of: .slideIn, frameRate: 15, scale: scale)
        let surface = try ImageSurface(size: strip.size, scale: scale)
        try surface.draw { try $0.draw(strip, at: .zero) }
        assertSnapshot(of: surface, as: .png(), named: "sideswipe@\(Int(scale))x")
    }
}
