import Foundation
import Glaze

/// Renders side-swipe animation frames: the menu behind (or beside) a cell image,
/// each frame its own image, or all of them stacked into one filmstrip.
///
/// ```swift
/// let film = SideSwipeFilmstrip(cell: tweetCell, menu: menu, animation: SideSwipeAnimation(cellWidth: 320))
/// let strip = try film.filmstrip(of: .bounceOut, frameRate: 30)
/// ```
public struct SideSwipeFilmstrip: Hashable, Sendable {
    /// The cell's picture; its size is the cell's.
    public var cell: Image
    /// The menu.
    public var menu: SideSwipeMenu
    /// The motion.
    public var animation: SideSwipeAnimation

    /// Creates a filmstrip renderer.
    public init(cell: Image, menu: SideSwipeMenu, animation: SideSwipeAnimation) {
        self.cell = cell
        self.menu = menu
        self.animation = animation
    }

    /// Draws one frame into `rect` (the cell's rect): the menu at its offset, then
    /// the cell content at its, both clipped to the cell.
    public func draw(_ frame: SideSwipeAnimation.Frame, in rect: CGRect, on canvas: Canvas) throws {
        try canvas.withSavedState { canvas in
            try canvas.clip(to: rect)
            try menu.draw(in: rect.offsetBy(dx: frame.menuOffset, dy: 0), on: canvas)
            try canvas.draw(cell, in: rect.offsetBy(dx: frame.cellOffset, dy: 0))
        }
    }

    /// Every frame of `phase` as its own image at `scale`.
    public func frameImages(of phase: SideSwipeAnimation.Phase, frameRate: Double, scale: CGFloat) throws -> [Image] {
        try animation.frames(of: phase, frameRate: frameRate).map { frame in
            try Image(size: cell.size, scale: scale) { canvas in try draw(frame, in: canvas.bounds, on: canvas) }
        }
    }

    /// The frames of `phase` stacked top to bottom with `gap` points between them,
    /// each labelled with its time on the left in a `labelWidth`-point margin.
    public func filmstrip(of phase: SideSwipeAnimation.Phase, frameRate: Double, gap: CGFloat = 6,
                          labelWidth: CGFloat = 56, scale: CGFloat) throws -> Image {
        let frames = try animation.frames(of: phase, frameRate: frameRate)
        return try Filmstrip(frameSize: cell.size, gap: gap, labelWidth: labelWidth)
            .image(times: frames.map(\.time), scale: scale) { index, rect, canvas in try draw(frames[index], in: rect, on: canvas) }
    }

    /// Draws a filmstrip of `frames` onto `canvas` with its top-left at `origin`.
    public func draw(_ frames: [SideSwipeAnimation.Frame], on canvas: Canvas, at origin: CGPoint,
                     gap: CGFloat = 6, labelWidth: CGFloat = 56) throws {
        try Filmstrip(frameSize: cell.size, gap: gap, labelWidth: labelWidth)
            .draw(times: frames.map(\.time), on: canvas, at: origin) { index, rect, canvas in try draw(frames[index], in: rect, on: canvas) }
    }
}
