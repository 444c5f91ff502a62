import Foundation
import Glaze

/// The side-swipe menu's motion as positions over time: the slide in and the
/// three-step bounce out, in either style and direction.
///
/// Offsets are the horizontal positions of the cell's content and of the menu,
/// relative to the cell's own rect (0 = in place).
///
/// - In: one 0.2 s slide. The cell content leaves towards the swipe's direction;
///   in ``Style-swift.enum/push`` the menu enters from the other side at the same time.
/// - Out: the cell content comes back in three chained steps — to 5 points short
///   of home (0.2 s), 5 points past it (0.1 s), then home (0.1 s) — the bounce.
///   The recipe names the three steps and the 5 points; the step durations are Glaze's.
///
/// Each step eases in and out (smoothstep: 3t² − 2t³).
public struct SideSwipeAnimation: Hashable, Sendable {
    /// How the menu and the cell move.
    public enum Style: String, Hashable, Sendable, Codable {
        /// The menu sits still behind the cell; only the cell content moves (Twitter's way).
        case reveal
        /// The menu moves with the cell, pushing it out and being pushed back.
        case push
    }

    /// Which way the swipe went.
    public enum Direction: String, Hashable, Sendable, Codable {
        /// Left to right: the content leaves to the right.
        case right
        /// Right to left: the content leaves to the left.
        case left
    }

    /// Which half of the animation.
    public enum Phase: String, Hashable, Sendable, Codable {
        /// The menu appearing.
        case slideIn
        /// The menu going away with the bounce.
        case bounceOut
    }

    /// Where the cell content and the menu are at one moment.
    public struct Frame: Hashable, Sendable {
        /// Seconds since the phase began.
        public var time: Double
        /// The cell content's horizontal offset.
        public var cellOffset: CGFloat
        /// The menu's horizontal offset.
        public var menuOffset: CGFloat
    }

    /// The style.
    public var style: Style
    /// The direction.
    public var direction: Direction
    /// The cell's width, which the content travels.
    public var cellWidth: CGFloat
    /// The slide-in's duration.
    public var slideInDuration: Double = 0.2
    /// The bounce's size.
    public var bounce: CGFloat = 5
    /// The three bounce-out steps' durations.
    public var bounceOutDurations: [Double] = [0.2, 0.1, 0.1]

    /// Creates an animation for a cell `cellWidth` points wide.
    public init(style: Style = .reveal, direction: Direction = .right, cellWidth: CGFloat) {
        self.style = style
        self.direction = direction
        self.cellWidth = cellWidth
    }

    /// How long `phase` lasts.
    public func duration(of phase: Phase) -> Double {
        phase == .slideIn ? slideInDuration : bounceOutDurations.reduce(0, +)
    }

    /// The offsets at `time` seconds into `phase` (clamped to the phase).
    public func frame(at time: Double, in phase: Phase) -> Frame {
        let sign: CGFloat = direction == .right ? 1 : -1
        let t = min(max(time, 0), duration(of: phase))
        let cell: CGFloat
        switch phase {
        case .slideIn:
            cell = cellWidth * Self.ease(slideInDuration > 0 ? t / slideInDuration : 1)
        case .bounceOut:
            // Keyframes: away, 5 short of home, 5 past home, home.
            let keys: [CGFloat] = [cellWidth, bounce, -bounce, 0]
            var start = 0.0, value = keys[keys.count - 1]
            for (step, length) in bounceOutDurations.enumerated() {
                if t <= start + length || step == bounceOutDurations.count - 1 {
                    let p = length > 0 ? min(max((t - start) / length, 0), 1) : 1
                    value = keys[step] + (keys[step + 1] - keys[step]) * Self.ease(p)
                    break
                }
                start += length
            }
            cell = value
        }
        let menu = style == .reveal ? 0 : cell - cellWidth
        return Frame(time: t, cellOffset: sign * cell, menuOffset: sign * menu)
    }

    /// The frames of `phase` sampled at `frameRate` per second, first and last included.
    /// - Throws: `GlazeError.Code.invalidArgument` for a frame rate
    ///   that is not positive and finite, or one over 240.
    public func frames(of phase: Phase, frameRate: Double) throws(GlazeError) -> [Frame] {
        try FrameTimes.sampled(duration: duration(of: phase), frameRate: frameRate).map { frame(at: $0, in: phase) }
    }

    static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
