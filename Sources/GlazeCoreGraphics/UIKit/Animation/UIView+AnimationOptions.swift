import Foundation

extension UIView {
    /// Options for animating views with blocks, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews when the animation is committed, so that their
        /// changes animate with their parent's.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while they animate. Glaze's test
        /// touches always reach a view's model frame, so this changes nothing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value an in-flight animation shows now, rather than
        /// from the value it is heading to.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each cycle forward and then back.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Keep this block's duration inside another animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keep this block's curve inside another animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content while animating; Glaze draws each frame anew, so
        /// this changes nothing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For transitions, which Glaze does not have: kept for its raw value.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherit neither the repeat nor the autoreverse option inside another block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end: Core Animation's `easeInEaseOut`. The default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start: `easeIn`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end: `easeOut`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even: `linear`.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis, left edge first (raw value only:
        /// transitions are absent).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, right edge first (raw value only).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl upward (raw value only).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl downward (raw value only).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve (raw value only).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, top edge first (raw value only).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, bottom edge first (raw value only).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's own frame rate; frames here are whatever the caller renders.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Sixty frames a second (a hint; frames are the caller's).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Thirty frames a second (a hint; frames are the caller's).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve named by bits 16 to 19.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The curves of the begin/commit animation methods, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even.
        case linear = 3

        /// The Core Animation curve UIKit runs for it.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The option's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews when the animation is committed.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let touches reach the views while they animate (always so here).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the value an in-flight animation shows now.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run each cycle forward and then back.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Keep this block's duration inside another animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherit neither the repeat nor the autoreverse option inside another block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes. The default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held until the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over the whole animation, key times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode named by bits 10 to 12.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
