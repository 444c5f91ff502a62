import Foundation
import Glaze

/// The tab bar's indicator sliding from one item to another when the selection
/// changes: where the triangle is at any moment, and which item shows as selected.
///
/// ```swift
/// let slide = try TabBarIndicatorAnimation(from: 0, to: 3, itemCount: 5, barWidth: 320)
/// let x = slide.indicatorMinX(at: 0.1)        // half way, in the bar's coordinates
/// let frames = try slide.frames(frameRate: 30) // 7 frames, 0 s to 0.2 s
/// ```
///
/// The article says only that the triangle "animates into place". Glaze uses
/// what a UIKit view animation did by default: **0.2 s** on the **ease-in-ease-out**
/// curve, (0.42, 0) and (0.58, 1). The item's own look (its embossed background
/// and icon fill) switches at once, as a tapped tab does, but a filmstrip shows it
/// at ``selectionSwitchTime`` — half way — so that its first frame is the old bar
/// and its last the new one.
public struct TabBarIndicatorAnimation: Hashable, Sendable {
    /// Where the indicator is at one moment.
    public struct Frame: Hashable, Sendable {
        /// Seconds since the selection changed.
        public let time: Double
        /// The indicator's left edge, in points from the bar's left edge.
        public let indicatorMinX: CGFloat
        /// The item drawn as selected.
        public let selectedIndex: Int
    }

    /// The item selected before.
    public let fromIndex: Int
    /// The item selected now.
    public let toIndex: Int
    /// How many items the bar has.
    public let itemCount: Int
    /// The bar's width in points.
    public let barWidth: CGFloat
    /// The indicator's width in points; the standard appearance's is 10.
    public let indicatorWidth: CGFloat
    /// How long the slide takes, in seconds.
    public let duration: Double
    /// How the slide's progress follows time.
    public let timing: TimingCurve

    /// Creates the slide from item `from` to item `to`.
    /// - Throws: `GlazeError.Code.invalidArgument` for no items,
    ///   an index outside the items, a bar width or indicator width that is not
    ///   finite and positive (zero is allowed for the indicator), or a duration
    ///   that is not finite and positive.
    public init(from: Int, to: Int, itemCount: Int, barWidth: CGFloat, indicatorWidth: CGFloat = 10,
                duration: Double = 0.2, timing: TimingCurve = .easeInEaseOut) throws(GlazeError) {
        guard itemCount > 0 else {
            throw GlazeError(.invalidArgument(name: "item count", value: "\(itemCount)", reason: "a tab bar needs at least one item"))
        }
        for (name, index) in [("from index", from), ("to index", to)] where !(0..<itemCount).contains(index) {
            throw GlazeError(.invalidArgument(name: name, value: "\(index)", reason: "must be in 0..<\(itemCount)"))
        }
        guard barWidth.isFinite, barWidth > 0 else {
            throw GlazeError(.invalidArgument(name: "bar width", value: "\(barWidth)", reason: "must be finite and greater than zero"))
        }
        guard indicatorWidth.isFinite, indicatorWidth >= 0 else {
            throw GlazeError(.invalidArgument(name: "indicator width", value: "\(indicatorWidth)", reason: "must be finite and not negative"))
        }
        guard duration.isFinite, duration > 0 else {
            throw GlazeError(.invalidArgument(name: "duration", value: "\(duration)", reason: "must be finite and greater than zero"))
        }
        fromIndex = from
        toIndex = to
        self.itemCount = itemCount
        self.barWidth = barWidth
        self.indicatorWidth = indicatorWidth
        self.duration = duration
        self.timing = timing
    }

    /// The slide on `bar`, `width` points wide, taking the item count and the
    /// indicator's width from the bar.
    public init(bar: TabBar, from: Int, to: Int, width: CGFloat, duration: Double = 0.2,
                timing: TimingCurve = .easeInEaseOut) throws(GlazeError) {
        try self.init(from: from, to: to, itemCount: bar.items.count, barWidth: width,
                      indicatorWidth: bar.appearance.indicatorSize.width, duration: duration, timing: timing)
    }

    /// When the items' look switches to the new selection.
    public var selectionSwitchTime: Double { duration / 2 }

    /// The indicator's left edge at `time` seconds (clamped to the slide), for a
    /// bar whose left edge is at `barMinX`. At the start and the end it is exactly
    /// where ``TabBar`` draws it for the old and the new selection; in between it
    /// moves monotonically, at fractional positions.
    public func indicatorMinX(at time: Double, barMinX: CGFloat = 0) -> CGFloat {
        let start = restingMinX(fromIndex, barMinX: barMinX), end = restingMinX(toIndex, barMinX: barMinX)
        let progress = timing.progress(at: min(max(time, 0), duration) / duration)
        if progress >= 1 { return end }
        return start + (end - start) * CGFloat(progress)
    }

    /// The frame at `time` seconds, clamped to the slide.
    public func frame(at time: Double) -> Frame {
        let t = min(max(time, 0), duration)
        return Frame(time: t, indicatorMinX: indicatorMinX(at: t), selectedIndex: t < selectionSwitchTime ? fromIndex : toIndex)
    }

    /// The frames at `frameRate` a second, the first at 0 s and the last at ``duration``.
    /// - Throws: `GlazeError.Code.invalidArgument` for a frame rate
    ///   that is not positive and finite, or one over 240.
    public func frames(frameRate: Double) throws(GlazeError) -> [Frame] {
        try FrameTimes.sampled(duration: duration, frameRate: frameRate).map { frame(at: $0) }
    }

    /// The resting position over item `index`, computed as ``TabBar`` computes it.
    private func restingMinX(_ index: Int, barMinX: CGFloat) -> CGFloat {
        let item = TabBar.itemFrame(index, of: itemCount, in: CGRect(x: barMinX, y: 0, width: barWidth, height: 1))
        return TabBar.indicatorMinX(over: item, indicatorWidth: indicatorWidth)
    }
}
