import Foundation
import Glaze

/// Renders a ``TabBarIndicatorAnimation`` on a whole ``TabBar``: each frame its
/// own image, the size of ``TabBar/rendered(width:scale:)``, or all of them
/// stacked into one labelled ``Filmstrip``.
///
/// ```swift
/// let slide = try TabBarIndicatorAnimation(bar: bar, from: 0, to: 3, width: 320)
/// let film = try TabBarIndicatorFilmstrip(bar: bar, animation: slide)
/// let strip = try film.filmstrip(frameRate: 30)
/// ```
public struct TabBarIndicatorFilmstrip: Hashable, Sendable {
    /// The bar's items and appearance; its own selection is not used.
    public let bar: TabBar
    /// The motion.
    public let animation: TabBarIndicatorAnimation

    /// Creates a filmstrip renderer.
    /// - Throws: `GlazeError.Code.invalidArgument` when the
    ///   animation is for a different number of items than the bar has.
    public init(bar: TabBar, animation: TabBarIndicatorAnimation) throws(GlazeError) {
        guard animation.itemCount == bar.items.count else {
            throw GlazeError(.invalidArgument(name: "animation item count", value: "\(animation.itemCount)",
                                   reason: "must equal the bar's \(bar.items.count) items"))
        }
        self.bar = bar
        self.animation = animation
    }

    /// One frame's size: the bar with room above it for the indicator.
    public var frameSize: CGSize {
        CGSize(width: animation.barWidth, height: bar.height + bar.indicatorOverhang)
    }

    /// Draws one frame with its top-left at `origin`: the bar, the items with the
    /// frame's selection, and the indicator where the frame has it.
    public func draw(_ frame: TabBarIndicatorAnimation.Frame, at origin: CGPoint, on canvas: Canvas) throws {
        let barRect = CGRect(x: origin.x, y: origin.y + bar.indicatorOverhang, width: animation.barWidth, height: bar.height)
        try bar.drawBackground(in: barRect, on: canvas)
        for (index, item) in bar.itemFrames(in: barRect).enumerated() {
            try bar.drawItem(index, in: item, selected: index == frame.selectedIndex, on: canvas)
        }
        try bar.drawIndicator(atMinX: animation.indicatorMinX(at: frame.time, barMinX: barRect.minX), barTop: barRect.minY, on: canvas)
    }

    /// Every frame at `frameRate` a second as its own image at `scale`.
    public func frameImages(frameRate: Double, scale: CGFloat) throws -> [Image] {
        try animation.frames(frameRate: frameRate).map { frame in
            try Image(size: frameSize, scale: scale) { canvas in try draw(frame, at: .zero, on: canvas) }
        }
    }

    /// The frames stacked top to bottom with `gap` points between them, each
    /// labelled with its time in a `labelWidth`-point margin on the left.
    public func filmstrip(frameRate: Double, gap: CGFloat = 6, labelWidth: CGFloat = 56, scale: CGFloat) throws -> Image {
        let frames = try animation.frames(frameRate: frameRate)
        return try Filmstrip(frameSize: frameSize, gap: gap, labelWidth: labelWidth)
            .image(times: frames.map(\.time), scale: scale) { index, rect, canvas in try draw(frames[index], at: rect.origin, on: canvas) }
    }

    /// Draws a filmstrip of `frames` onto `canvas` with its top-left at `origin`.
    public func draw(_ frames: [TabBarIndicatorAnimation.Frame], on canvas: Canvas, at origin: CGPoint,
                     gap: CGFloat = 6, labelWidth: CGFloat = 56) throws {
        try Filmstrip(frameSize: frameSize, gap: gap, labelWidth: labelWidth)
            .draw(times: frames.map(\.time), on: canvas, at: origin) { index, rect, canvas in try draw(frames[index], at: rect.origin, on: canvas) }
    }
}
