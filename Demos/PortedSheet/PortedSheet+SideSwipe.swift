import DemoSupport
import Foundation
import Glaze
import GlazeCoreGraphics
import PortedArticles

extension PortedSheet {
    /// The height of the side-swipe section.
    static let sideSwipeHeight: CGFloat = 30 + 9 * 48 + 24

    /// Article 02: the side-swipe table's own begin/commit animations, the
    /// window rendered at moments of a clock the sheet sets: the slide in on
    /// the left, the three-step bounce out on the right.
    static func sideSwipe(_ canvas: Canvas, y top: CGFloat, scale: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("02 · Side swipe: the table's own begin/commit animations, rendered at clock times",
                                           on: canvas, at: top)
        // The sample's icons, drawn with UIKit calls; only their alpha shows.
        let names = ["Favorite", "Reply", "Retweet", "Profile", "More"]
        let icons = [SampleArt.star(scale: scale), SampleArt.disc(scale: scale), SampleArt.frame(scale: scale),
                     SampleArt.disc(scale: scale), SampleArt.star(scale: scale)]
        let controller = SideSwipeTableViewController(
            tweets: [Tweet(author: "glaze", text: "Drawn once, stretched everywhere: hybrid backgrounds on Linux.")],
            buttonData: zip(names, icons).map { (title: $0, image: $1) })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: TweetCell.height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let clock = CAMediaClock()
        try clock.withCurrent {
            // Display passes every 0.05 s from each step's start, and at each step's end, where the next chains on.
            let phases: [(String, Double, [Double])] = [("slide in, 0.2 s", 1, [0.2]), ("bounce out, 0.2 + 0.1 + 0.1 s", 2, [0.2, 0.1, 0.1])]
            for (column, (title, start, steps)) in phases.enumerated() {
                let x = left + CGFloat(column) * 380
                try canvas.draw(TextLayout(title, font: .bold(11)), at: CGPoint(x: x + 56, y: y), color: SheetStyle.muted)
                clock.now = start
                controller.swipe(at: IndexPath(row: 0, section: 0), direction: .right)
                var times = [start], stepStart = start
                for step in steps {
                    var k = 1.0
                    while k * 0.05 < step - 1e-9 { times.append(stepStart + k * 0.05); k += 1 }
                    stepStart += step
                    times.append(stepStart)
                }
                for (index, now) in times.enumerated() {
                    clock.now = now
                    let frameY = y + 18 + CGFloat(index) * 48
                    try canvas.draw(TextLayout(String(format: "%.2f s", now - start), font: .body(10)),
                                    at: CGPoint(x: x, y: frameY + 15), color: SheetStyle.muted)
                    canvas.render(window, at: CGPoint(x: x + 56, y: frameY))
                }
            }
        }
        return y + sideSwipeHeight
    }
}
