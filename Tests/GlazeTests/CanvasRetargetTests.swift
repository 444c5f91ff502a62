import Foundation
import Glaze
import Testing

/// A canvas moved to another surface draws on there with its whole state,
/// and never touches the surface it left.
@Suite("Canvas retargeting")
struct CanvasRetargetTests {
    /// Every pixel of `surface`, row by row.
    func pixels(_ surface: ImageSurface) -> [UInt32] {
        surface.withPixels { buffer in (0..<buffer.height).flatMap { Array(buffer.row($0)) } }
    }

    /// Draws through saved states, clips (a path, a rect, an empty mask's),
    /// a transform and antialiasing, moving to a copy of the surface before
    /// step `move` (if any), for the first `count` steps: the surface drawn
    /// last, and the one left behind.
    func drawing(movingBefore move: Int?, count: Int = 6) throws -> (final: ImageSurface, left: ImageSurface?) {
        var surface = try ImageSurface(width: 30, height: 20, scale: 2)
        let canvas = try surface.makeCanvas()
        var left: ImageSurface?
        let steps: [() throws -> Void] = [
            { try canvas.fill(canvas.bounds, with: .color(.blue)) },
            { canvas.saveState(); try canvas.clip(to: Path(ellipseIn: CGRect(x: 1, y: 1, width: 28, height: 18))) },
            { try canvas.rotate(by: 0.25); canvas.isAntialiased = false; canvas.saveState()
              try canvas.clip(to: CGRect(x: 4, y: 2, width: 14, height: 9)); canvas.alpha = 0.7 },
            { try canvas.fill(canvas.bounds, with: .color(.red)) },
            { try canvas.restoreState(); try canvas.fill(Path(ellipseIn: CGRect(x: 12, y: 8, width: 15, height: 9)), with: .color(.green)) },
            { try canvas.restoreState(); try canvas.fill(CGRect(x: 22, y: 0, width: 8, height: 20), with: .color(Color(white: 1, alpha: 0.5))) },
        ]
        for (index, step) in steps.prefix(count).enumerated() {
            if index == move {
                left = surface
                surface = try surface.copy()
                try canvas.retarget(to: surface)
            }
            try step()
        }
        return (surface, left)
    }

    @Test("drawing after a move is what it would have been, and the surface left behind keeps its pixels",
          arguments: 1..<6)
    func moveKeepsState(move: Int) throws {
        let reference = try drawing(movingBefore: nil).final
        let expectedLeft = try pixels(drawing(movingBefore: nil, count: move).final)
        let moved = try drawing(movingBefore: move)
        #expect(pixels(moved.final) == pixels(reference))
        #expect(try pixels(#require(moved.left)) == expectedLeft)
    }

    @Test("a clip to an empty mask moves with the canvas")
    func emptyMaskClipMoves() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let canvas = try surface.makeCanvas()
        try canvas.clip(toAlphaOf: surface, in: .zero)
        let copy = try ImageSurface(width: 4, height: 4)
        try canvas.retarget(to: copy)
        try canvas.fill(canvas.bounds, with: .color(.red))
        #expect(copy.pixel(x: 1, y: 1) == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test("a canvas does not move while a transparency layer is open, nor to a surface of another size")
    func refusals() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let canvas = try surface.makeCanvas()
        #expect(throws: GlazeError.self) { try canvas.retarget(to: ImageSurface(width: 4, height: 4, scale: 2)) }
        try canvas.beginTransparencyLayer()
        #expect(throws: GlazeError(.unbalanced("retarget(to:) while 1 transparency layer(s) are open"))) {
            try canvas.retarget(to: ImageSurface(width: 4, height: 4))
        }
        try canvas.endTransparencyLayer()
        try canvas.retarget(to: ImageSurface(width: 4, height: 4))
    }
}
