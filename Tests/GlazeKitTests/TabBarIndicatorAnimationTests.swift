import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

@Suite("Tab bar indicator animation")
struct TabBarIndicatorAnimationTests {
    func bar(count: Int = 5, selected: Int? = nil, scale: CGFloat = 1) throws -> TabBar {
        let icons = [try TestIcons.star(scale: scale), try TestIcons.ring(scale: scale), try TestIcons.square(scale: scale)]
        let items = try (0..<count).map { try TabBar.Item(icon: icons[$0 % icons.count]) }
        return try TabBar(items: items, selectedIndex: selected, appearance: .standard(scale: scale))
    }

    func pixels(_ image: Image) -> [Pixel] {
        image.withPixels { buffer in
            (0..<buffer.height).flatMap { y in (0..<buffer.width).map { x in buffer[x, y] } }
        }
    }

    @Test("at 0 s and at the end, the indicator is where the static bar draws it, on any bar",
          arguments: [(320, 0), (317, 0.5), (600, 13.25), (99.5, 7)] as [(CGFloat, CGFloat)])
    func endpoints(width: CGFloat, origin: CGFloat) throws {
        let bar = try bar()
        let rect = CGRect(x: origin, y: 0, width: width, height: 44)
        let frames = bar.itemFrames(in: rect)
        for (from, to) in [(0, 3), (4, 1), (2, 2)] {
            let slide = try TabBarIndicatorAnimation(bar: bar, from: from, to: to, width: width)
            #expect(slide.indicatorMinX(at: 0, barMinX: origin) == bar.indicatorMinX(over: frames[from]))
            #expect(slide.indicatorMinX(at: slide.duration, barMinX: origin) == bar.indicatorMinX(over: frames[to]))
            #expect(slide.indicatorMinX(at: -1, barMinX: origin) == bar.indicatorMinX(over: frames[from]), "clamped before")
            #expect(slide.indicatorMinX(at: 5, barMinX: origin) == bar.indicatorMinX(over: frames[to]), "clamped after")
        }
    }

    @Test("x moves monotonically from one item to the other, passing half way at half time")
    func monotonic() throws {
        for (from, to) in [(0, 3), (4, 0), (1, 2)] {
            let slide = try TabBarIndicatorAnimation(from: from, to: to, itemCount: 5, barWidth: 600)
            let xs = (0...1000).map { slide.indicatorMinX(at: slide.duration * Double($0) / 1000) }
            let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
            let first = try #require(xs.first), last = try #require(xs.last)
            if to > from {
                #expect(steps.allSatisfy { $0 >= 0 })
                #expect(last > first)
            } else {
                #expect(steps.allSatisfy { $0 <= 0 })
                #expect(last < first)
            }
            // Ease-in-ease-out is symmetric: half the time, half the way.
            let middle: CGFloat = (first + last) / 2
            #expect(abs(xs[500] - middle) < 1e-9)
            // Slow at both ends: the first and last 10 % of the time cover less than 10 % of the way.
            let way: CGFloat = abs(last - first)
            #expect(abs(xs[100] - xs[0]) < 0.1 * way)
            #expect(abs(xs[1000] - xs[900]) < 0.1 * way)
        }
        let still = try TabBarIndicatorAnimation(from: 2, to: 2, itemCount: 5, barWidth: 600)
        let positions = Set((0...20).map { (step: Int) -> CGFloat in still.indicatorMinX(at: Double(step) / 100) })
        #expect(positions == [still.indicatorMinX(at: 0)])
    }

    @Test("frames: 0 s to 0.2 s at the frame rate; the items' look switches half way")
    func frames() throws {
        let slide = try TabBarIndicatorAnimation(from: 0, to: 3, itemCount: 5, barWidth: 600)
        #expect(slide.duration == 0.2 && slide.selectionSwitchTime == 0.1)
        let frames = try slide.frames(frameRate: 30)
        #expect(frames.count == 7)
        #expect(frames.first?.time == 0 && frames.last?.time == 0.2)
        #expect(frames.map(\.selectedIndex) == [0, 0, 0, 3, 3, 3, 3])
        #expect(frames.map(\.indicatorMinX) == frames.map { slide.indicatorMinX(at: $0.time) })
        #expect(slide.frame(at: 0.0999).selectedIndex == 0 && slide.frame(at: 0.1).selectedIndex == 3)
        #expect(try slide.frames(frameRate: 240).count == 49)
    }

    @Test("the filmstrip's first and last frames are the static bars, pixel for pixel", arguments: [1, 2] as [CGFloat])
    func filmEnds(scale: CGFloat) throws {
        let bar = try bar(scale: scale)
        let slide = try TabBarIndicatorAnimation(bar: bar, from: 0, to: 3, width: 317)
        let images = try TabBarIndicatorFilmstrip(bar: bar, animation: slide).frameImages(frameRate: 30, scale: scale)
        let before = try self.bar(selected: 0, scale: scale).rendered(width: 317, scale: scale)
        let after = try self.bar(selected: 3, scale: scale).rendered(width: 317, scale: scale)
        #expect(images.first?.size == before.size)
        expectSamePixels(pixels(try #require(images.first)), pixels(before), "first frame")
        expectSamePixels(pixels(try #require(images.last)), pixels(after), "last frame")
        // In between, the triangle is somewhere else: the middle frame matches neither.
        #expect(pixels(images[3]) != pixels(before) && pixels(images[3]) != pixels(after))
    }

    @Test("ease-in-ease-out is UIKit's curve; control points outside time are refused")
    func timing() throws {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1 && curve.progress(at: 0.5) == 0.5)
        // The cubic through (0.42, 0) and (0.58, 1), solved by hand at x = 0.25: s ≈ 0.2945, y ≈ 0.1291.
        #expect(abs(curve.progress(at: 0.25) - 0.1291) < 1e-3)
        #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-9)
        #expect(abs(TimingCurve.linear.progress(at: 0.3) - 0.3) < 1e-12)
        #expect(throws: GlazeError.self) { try TimingCurve(CGPoint(x: 1.5, y: 0), CGPoint(x: 0.5, y: 1)) }
        #expect(throws: GlazeError.self) { try TimingCurve(CGPoint(x: 0.5, y: .nan), CGPoint(x: 0.5, y: 1)) }
        #expect(try TimingCurve(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)).progress(at: 0.5) > 0.5)
    }

    @Test("bad indices, frame rates, bars and durations are typed errors")
    func errors() throws {
        #expect(throws: GlazeError(.invalidArgument(name: "to index", value: "5", reason: "must be in 0..<5"))) {
            try TabBarIndicatorAnimation(from: 0, to: 5, itemCount: 5, barWidth: 320)
        }
        #expect(throws: GlazeError(.invalidArgument(name: "from index", value: "-1", reason: "must be in 0..<5"))) {
            try TabBarIndicatorAnimation(from: -1, to: 2, itemCount: 5, barWidth: 320)
        }
        #expect(throws: GlazeError(.invalidArgument(name: "item count", value: "0", reason: "a tab bar needs at least one item"))) {
            try TabBarIndicatorAnimation(from: 0, to: 0, itemCount: 0, barWidth: 320)
        }
        for width in [0, -10, .nan, .infinity] as [CGFloat] {
            #expect(throws: GlazeError(.invalidArgument(name: "bar width", value: "\(width)", reason: "must be finite and greater than zero"))) {
                try TabBarIndicatorAnimation(from: 0, to: 1, itemCount: 5, barWidth: width)
            }
        }
        for duration in [0, -1, .nan, .infinity] as [Double] {
            #expect(throws: GlazeError.self) { try TabBarIndicatorAnimation(from: 0, to: 1, itemCount: 5, barWidth: 320, duration: duration) }
        }
        #expect(throws: GlazeError.self) { try TabBarIndicatorAnimation(from: 0, to: 1, itemCount: 5, barWidth: 320, indicatorWidth: -1) }
        let slide = try TabBarIndicatorAnimation(from: 0, to: 1, itemCount: 5, barWidth: 320)
        for rate in [0, -30, .nan, .infinity] as [Double] {
            #expect(throws: GlazeError(.invalidArgument(name: "frame rate", value: "\(rate)", reason: "must be finite and greater than zero"))) {
                try slide.frames(frameRate: rate)
            }
        }
        #expect(throws: GlazeError(.invalidArgument(name: "frame rate", value: "241.0", reason: "must be at most 240 frames a second"))) {
            try slide.frames(frameRate: 241)
        }
        #expect(throws: GlazeError(.invalidArgument(name: "animation item count", value: "5", reason: "must equal the bar's 3 items"))) {
            try TabBarIndicatorFilmstrip(bar: bar(count: 3), animation: slide)
        }
    }

    @Test("golden: the indicator sliding from item 1 to item 4 of five, frame by frame", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let bar = try bar(scale: scale)
        let slide = try TabBarIndicatorAnimation(bar: bar, from: 0, to: 3, width: 320)
        let strip = try TabBarIndicatorFilmstrip(bar: bar, animation: slide).filmstrip(frameRate: 30, gap: 4, scale: scale)
        let surface = try ImageSurface(size: strip.size, scale: scale)
        try surface.draw { canvas in
            try canvas.fill(canvas.bounds, with: .color(Color(white: 0.93)))
            try canvas.draw(strip, at: .zero)
        }
        assertSnapshot(of: surface, as: .png(), named: "indicator@\(Int(scale))x")
    }
}
