import DemoSupport
import Foundation
import Glaze
import GlazeCoreGraphics
import PortingCorpus

/// "Ported unchanged", its second page: the corpus's controls after test
/// touches, its shape-layer progress ring at three moments of its
/// animation, and its chart view — each in a headless `UIWindow`, drawn
/// through `Canvas.withCGContext`.
enum PortingCorpusControlsSheet {
    static let pageSize = CGSize(width: 820, height: 680)
    static let left = SheetStyle.margin

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Ported unchanged: controls, layers and a chart",
            subtitle: "UIControl subclasses dragged by touches a test delivers to a headless UIWindow, a CAShapeLayer "
                + "ring animating strokeEnd on a clock the caller sets, and a chart view that switches antialiasing off "
                + "for its grid — Swift 5 files ported with the porter's rules alone.")
        let scale = max(canvas.scale, 2)
        try UIScreen.main.withScale(scale) {
            y = try controls(canvas, y: y)
            y = try ring(canvas, y: y)
            try chart(canvas, y: y)
        }
    }

    /// The slider and the star rating, each after a drag.
    static func controls(_ canvas: Canvas, y top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("UIControl tracking: a slider and a star rating after test touches", on: canvas, at: top)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 748, height: 70))
        let slider = ThumbSlider(frame: CGRect(x: 0, y: 6, width: 240, height: 60))
        let heldSlider = ThumbSlider(frame: CGRect(x: 256, y: 6, width: 240, height: 60))
        let stars = StarRatingControl(frame: CGRect(x: 520, y: 16, width: 200, height: 40))
        for view in [slider, heldSlider, stars] { window.addSubview(view) }
        window.makeKeyAndVisible()
        // Dragged from the middle to three quarters and let go.
        drag(in: window, from: CGPoint(x: 120, y: 36), through: [CGPoint(x: 150, y: 36), CGPoint(x: 174, y: 40)], lift: true)
        // Dragged to a fifth and still held.
        drag(in: window, from: CGPoint(x: 376, y: 36), through: [CGPoint(x: 330, y: 30), CGPoint(x: 299, y: 36)], lift: false)
        // A finger run from the first star to the fourth.
        drag(in: window, from: CGPoint(x: 530, y: 36), through: [CGPoint(x: 600, y: 36), CGPoint(x: 670, y: 36)], lift: true)
        canvas.render(window, at: CGPoint(x: left, y: y))
        try SheetStyle.drawCaption(String(format: "ThumbSlider: dragged to %.2f and let go", slider.value), on: canvas,
                                   x: left, y: y + 74, width: 240)
        try SheetStyle.drawCaption(String(format: "dragged to %.2f, still held", heldSlider.value), on: canvas,
                                   x: left + 256, y: y + 74, width: 240)
        try SheetStyle.drawCaption("StarRatingControl: a drag to the fourth star, \(stars.rating) of \(stars.maximumRating)",
                                   on: canvas, x: left + 520, y: y + 74, width: 228)
        return y + 102
    }

    /// Touches `window` at `start`, moves through `points`, lifting at the last when `lift`.
    static func drag(in window: UIWindow, from start: CGPoint, through points: [CGPoint], lift: Bool) {
        var time = window.touchesInProgress.isEmpty ? 0 : 1.0
        let touch = window.beginTouch(at: start, timestamp: time)
        for point in points {
            time += 0.05
            window.moveTouch(touch, to: point, timestamp: time)
        }
        if lift { window.endTouch(touch, timestamp: time + 0.05) }
    }

    /// The progress ring animating to 80 %, at its start, half way and end.
    static func ring(_ canvas: Canvas, y top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("A CAShapeLayer ring animating strokeEnd to 0.8 over 0.6 s, ease in, ease out",
                                           on: canvas, at: top)
        let clock = CAMediaClock()
        let moments: [CFTimeInterval] = [0.15, 0.3, 0.6]
        try clock.withCurrent {
            let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            ring.setProgress(0.8, animated: true)
            for (index, time) in moments.enumerated() {
                clock.now = time
                let x = left + CGFloat(index) * 190
                canvas.render(ring, at: CGPoint(x: x, y: y + 8))
                try SheetStyle.drawCaption(String(format: "t = %.2f s: strokeEnd %.2f", time,
                                                  ring.layer.presentation().map { ($0 as? CAShapeLayer)?.strokeEnd ?? 0 } ?? 0),
                                           on: canvas, x: x, y: y + 134, width: 170)
            }
        }
        return y + 162
    }

    /// The sparkline chart.
    static func chart(_ canvas: Canvas, y top: CGFloat) throws {
        let y = try SheetStyle.drawSection("A chart view: a grid drawn with antialiasing off, markers stamped from one CGLayer",
                                           on: canvas, at: top)
        let chart = SparklineChartView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        chart.title = "Weekly builds"
        canvas.render(chart, at: CGPoint(x: left, y: y + 8))
        try SheetStyle.drawCaption("SparklineChartView, 240 × 120", on: canvas, x: left, y: y + 134, width: 240)
    }
}
