import Foundation
import Glaze

/// Lays out an animation's frames top to bottom, each labelled on the left with
/// its time, so that motion can be read from one still picture.
///
/// ```swift
/// let strip = Filmstrip(frameSize: CGSize(width: 320, height: 44))
/// let image = try strip.image(times: [0, 0.1, 0.2], scale: 2) { index, rect, canvas in
///     try drawFrame(index, in: rect, on: canvas)
/// }
/// ```
public struct Filmstrip: Hashable, Sendable {
    /// Each frame's size.
    public var frameSize: CGSize
    /// The space between frames.
    public var gap: CGFloat
    /// The margin on the left that holds the time labels.
    public var labelWidth: CGFloat

    /// Creates a layout.
    public init(frameSize: CGSize, gap: CGFloat = 6, labelWidth: CGFloat = 56) {
        self.frameSize = frameSize
        self.gap = gap
        self.labelWidth = labelWidth
    }

    /// The size of a strip of `count` frames.
    public func size(frameCount count: Int) -> CGSize {
        CGSize(width: labelWidth + frameSize.width, height: max(CGFloat(count) * (frameSize.height + gap) - gap, 0))
    }

    /// The rect of frame `index` in a strip whose top-left is `origin`.
    public func frameRect(_ index: Int, origin: CGPoint = .zero) -> CGRect {
        CGRect(x: origin.x + labelWidth, y: origin.y + CGFloat(index) * (frameSize.height + gap),
               width: frameSize.width, height: frameSize.height)
    }

    /// Draws one frame per time onto `canvas`, the strip's top-left at `origin`:
    /// `drawFrame` gets the frame's index and rect, then the time goes beside it.
    public func draw(times: [Double], on canvas: Canvas, at origin: CGPoint,
                     drawFrame: (Int, CGRect, Canvas) throws -> Void) throws {
        for (index, time) in times.enumerated() {
            let rect = frameRect(index, origin: origin)
            try drawFrame(index, rect, canvas)
            let label = try TextLayout(String(format: "%.3f s", time), font: .body(10), width: labelWidth - 6, alignment: .right)
            try canvas.draw(label, at: CGPoint(x: origin.x, y: rect.midY - label.size.height / 2), color: Color(white: 0.4))
        }
    }

    /// The whole strip as one image at `scale`.
    public func image(times: [Double], scale: CGFloat, drawFrame: (Int, CGRect, Canvas) throws -> Void) throws -> Image {
        try Image(size: size(frameCount: times.count), scale: scale) { canvas in
            try draw(times: times, on: canvas, at: .zero, drawFrame: drawFrame)
        }
    }
}
