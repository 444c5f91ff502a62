import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

@Suite("Navigation bar and back button")
struct NavigationBarTests {
    @Test("a back button is as wide as its title plus 1.5 caps, at most 160", arguments: ["Back", "Settings", "Photos from the trip to Lisbon"])
    func widths(title: String) throws {
        let button = BackButton(title: title)
        let measured = try TextLayout(title, font: .bold(12)).logicalExtents.width
        let width = try button.width()
        #expect(width == min((measured + 21).rounded(.up), 160), "\(title): measured \(measured)")
        if measured + 21 > 160 { #expect(width == 160) } else { #expect(width < 160) }
    }

    @Test("short titles make short buttons, long ones stop at 160 and truncate")
    func shortAndLong() throws {
        let short = try BackButton(title: "Back").width(), medium = try BackButton(title: "Settings").width()
        let long = BackButton(title: "Photos from the trip to Lisbon")
        #expect(short < medium && medium < 160)
        #expect(try long.width() == 160)
        let box = 160 - 6 - 3 - 7.0
        #expect(try TextLayout(long.title, font: long.font, width: box, truncation: .tail).isTruncated)
    }

    @Test("the arrow's point is in its left cap: a point at mid-height, clear corners")
    func arrow() throws {
        let image = try BackButton(title: "Back").resizableImage(scale: 1)
        #expect(image.capInsets.left == 14)
        #expect(image.image.pixel(x: 0, y: 0).alpha == 0 && image.image.pixel(x: 0, y: 29).alpha == 0)
        #expect(image.image.pixel(x: 2, y: 15).alpha > 200, "the point")
        let rendered = try render(width: 80, height: 30) { canvas in _ = try BackButton(title: "").draw(at: .zero, on: canvas) }
        #expect(rendered.pixel(x: 3, y: 3).alpha == 0)
    }

    @Test("the title is centred on the bar even with a back button")
    func centredTitle() throws {
        let bar = NavigationBar(title: "Inbox", background: .gradient([Color(red: 0.2, green: 0.3, blue: 0.5), Color(red: 0.1, green: 0.15, blue: 0.3)]),
                                titleShadow: nil, backButton: BackButton(title: "Mail"))
        let image = try render(width: 320, height: 44) { try bar.draw(in: $0.bounds, on: $0) }
        // The title's white ink, right of the back button.
        var minX = Int.max, maxX = Int.min
        image.withPixels { p in
            for y in 10..<34 { for x in 100..<320 where p[x, y].red > 200 && p[x, y].blue > 200 { minX = min(minX, x); maxX = max(maxX, x) } }
        }
        #expect(abs(Double(minX + maxX + 1) / 2 - 160) <= 1.5, "ink \(minX)...\(maxX)")
        #expect(image.pixel(x: 318, y: 1) == Pixel(Color(red: 0.2, green: 0.3, blue: 0.5)) || RGBA(image.pixel(x: 318, y: 1)).distance(to: RGBA(Pixel(Color(red: 0.2, green: 0.3, blue: 0.5)))) <= 3,
                "the background's top")
    }

    @Test("a long title is truncated before it reaches a button")
    func longTitle() throws {
        let bar = NavigationBar(title: String(repeating: "Very long title ", count: 6), background: .gradient([.black]),
                                titleShadow: nil, backButton: BackButton(title: "Back"), rightButton: BarButton(title: "Edit"))
        let image = try render(width: 320, height: 44) { try bar.draw(in: $0.bounds, on: $0) }
        let backRight = Int(5 + (try BackButton(title: "Back").width()))
        // Between the back button and the title's box there is only background.
        for x in backRight..<(backRight + 5) { #expect(image.pixel(x: x, y: 22) == Pixel(.black), "x = \(x)") }
    }

    @Test("golden: three themed bars with back buttons of different lengths", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let bars = [
            NavigationBar(title: "Photos", background: .gradient([Color(red: 0.45, green: 0.55, blue: 0.7), Color(red: 0.16, green: 0.26, blue: 0.44)]),
                          backButton: BackButton(title: "Albums"), rightButton: BarButton(title: "Edit")),
            NavigationBar(title: "Reader", background: .noise(NoiseTexture(seed: 4, topColor: Color(red: 0.85, green: 0.35, blue: 0.2),
                                                                           bottomColor: Color(red: 0.6, green: 0.15, blue: 0.08))),
                          backButton: BackButton(title: "All the unread subscriptions")),
            NavigationBar(title: "A title long enough to need truncating", background: .gradient([Color(white: 0.3), Color(white: 0.05)]),
                          backButton: BackButton(title: "Back")),
        ]
        let image = try ImageSurface(width: 320, height: 3 * 44 + 20, scale: scale)
        try image.draw { canvas in
            try canvas.fill(canvas.bounds, with: .color(.white))
            for (index, bar) in bars.enumerated() {
                try bar.draw(in: CGRect(x: 0, y: CGFloat(index) * 52, width: 320, height: 44), on: canvas)
            }
        }
        assertSnapshot(of: image, as: .png(), named: "navbars@\(Int(scale))x")
    }
}
