import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Filmstrips of the side-swipe menu: slide in and bounce out, reveal and push.
enum SideSwipeSheet {
    static let pageSize = CGSize(width: 820, height: 1140)
    static let cellSize = CGSize(width: 300, height: 44)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Side-swipe menu",
            subtitle: "Swipe a cell and a menu row appears: white icons at 0.9 through their alpha on a dark textured row with "
                + "a 0.6 inner shadow. In: one 0.2 s slide. Out: three steps with a 5-point bounce: 5 short of home, 5 past, home. Frames at 20 per second.")
        let scale = max(canvas.scale, 2)
        let menu = try SideSwipeMenu(icons: ["message", "star", "heart", "person", "gear"].map { try BuiltInIcons.icon($0, scale: scale) })
        let cell = try tweetCell(scale: scale)
        for style in [SideSwipeAnimation.Style.reveal, .push] {
            let film = SideSwipeFilmstrip(cell: cell, menu: menu, animation: SideSwipeAnimation(style: style, cellWidth: cellSize.width))
            y = try SheetStyle.drawSection(style == .reveal ? "Reveal (the default): only the cell content moves"
                                                             : "Push: the menu and the cell move together", on: canvas, at: y)
            for (column, phase) in [SideSwipeAnimation.Phase.slideIn, .bounceOut].enumerated() {
                let x = SheetStyle.margin + CGFloat(column) * 380
                try canvas.draw(TextLayout(phase == .slideIn ? "slide in, 0.2 s" : "bounce out, 0.2 + 0.1 + 0.1 s", font: .bold(11)),
                                at: CGPoint(x: x + 56, y: y), color: SheetStyle.muted)
                let frames = try film.animation.frames(of: phase, frameRate: 20)
                try film.draw(frames, on: canvas, at: CGPoint(x: x, y: y + 18), gap: 4, labelWidth: 56)
            }
            y += 18 + 9 * (cellSize.height + 4) + 16
        }
    }

    /// A tweet-like cell: avatar, name, two lines of text.
    static func tweetCell(scale: CGFloat) throws -> Image {
        try Image(size: cellSize, scale: scale) { canvas in
            try canvas.fill(canvas.bounds, with: .gradient(.linear(from: .zero, to: CGPoint(x: 0, y: cellSize.height),
                                                                   colors: [.white, Color(white: 0.94)])))
            try canvas.fill(Path(roundedRect: CGRect(x: 8, y: 7, width: 30, height: 30), cornerRadius: 5),
                            with: .gradient(.linear(from: CGPoint(x: 0, y: 7), to: CGPoint(x: 0, y: 37),
                                                    colors: [Color(red: 0.4, green: 0.7, blue: 0.95), Color(red: 0.15, green: 0.45, blue: 0.8)])))
            try canvas.drawText("glaze", font: .bold(12), color: SheetStyle.ink, at: CGPoint(x: 46, y: 5))
            try canvas.draw(TextLayout("Drawn once, stretched everywhere: hybrid backgrounds on Linux.", font: .body(10),
                                       width: 246, truncation: .tail),
                            at: CGPoint(x: 46, y: 23), color: SheetStyle.muted)
            var rule = Path()
            rule.move(to: CGPoint(x: 0, y: cellSize.height - 0.5)); rule.addLine(to: CGPoint(x: cellSize.width, y: cellSize.height - 0.5))
            try canvas.stroke(rule, with: .color(Color(white: 0.8)))
        }
    }
}
