import Foundation
import GlazeCoreGraphics
import Testing

/// The frame a view shows now: its layer's presentation at the clock's time.
private func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }

/// The alpha a view shows now.
private func shownAlpha(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()?.opacity ?? -1) }

/// A display pass: renders the view, which delivers the animations' ends
/// and the completions waiting for the next pass.
private func displayPass(_ view: UIView) {
    _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { view.layer.render(in: $0.cgContext) }
}

/// Core Animation's `easeInEaseOut` curve (0.42, 0; 0.58, 1) at a quarter
/// and three quarters of the time, solved by bisection to 1e-12 outside the library.
private let easeInOutAtQuarter = 0.1291619310473198
private let easeInOutAtThreeQuarters = 0.8708380689526802

/// Records completion calls in order.
private final class Calls {
    var list: [String] = []
}

@Suite("UIView animations on the caller's clock")
struct UIViewAnimationTests {
    @Test("UIView.AnimationOptions, AnimationCurve and KeyframeAnimationOptions carry UIKit's raw values")
    func rawValues() {
        let options: [(UIView.AnimationOptions, UInt)] = [
            (.layoutSubviews, 1), (.allowUserInteraction, 2), (.beginFromCurrentState, 4), (.repeat, 8),
            (.autoreverse, 16), (.overrideInheritedDuration, 32), (.overrideInheritedCurve, 64),
            (.allowAnimatedContent, 128), (.showHideTransitionViews, 256), (.overrideInheritedOptions, 512),
            (.curveEaseInOut, 0), (.curveEaseIn, 0x10000), (.curveEaseOut, 0x20000), (.curveLinear, 0x30000),
            (.transitionNone, 0), (.transitionFlipFromLeft, 0x100000), (.transitionFlipFromRight, 0x200000),
            (.transitionCurlUp, 0x300000), (.transitionCurlDown, 0x400000), (.transitionCrossDissolve, 0x500000),
            (.transitionFlipFromTop, 0x600000), (.transitionFlipFromBottom, 0x700000),
            (.preferredFramesPerSecondDefault, 0), (.preferredFramesPerSecond60, 0x3000000),
            (.preferredFramesPerSecond30, 0x7000000),
        ]
        for (option, raw) in options { #expect(option.rawValue == raw) }
        #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
        let keyframes: [(UIView.KeyframeAnimationOptions, UInt)] = [
            (.layoutSubviews, 1), (.allowUserInteraction, 2), (.beginFromCurrentState, 4), (.repeat, 8),
            (.autoreverse, 16), (.overrideInheritedDuration, 32), (.overrideInheritedOptions, 512),
            (.calculationModeLinear, 0), (.calculationModeDiscrete, 0x400), (.calculationModePaced, 0x800),
            (.calculationModeCubic, 0xC00), (.calculationModeCubicPaced, 0x1000),
        ]
        for (option, raw) in keyframes { #expect(option.rawValue == raw) }
    }

    @Test("a frame change becomes an ease-in-ease-out animation of position and bounds on the view's layer")
    func plainFrame() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            UIView.animate(withDuration: 1) {
                view.frame = CGRect(x: 200, y: 0, width: 200, height: 50)
            }
            // The model takes the new value at once, as in UIKit.
            #expect(view.frame == CGRect(x: 200, y: 0, width: 200, height: 50))
            #expect(Set(view.layer.animationKeys() ?? []) == ["position", "bounds"])
            for (time, eased) in [(0.25, easeInOutAtQuarter), (0.5, 0.5), (0.75, easeInOutAtThreeQuarters)] {
                clock.now = time
                let frame = shownFrame(view)
                // The curve is solved for x to within 1e-7, so y (×200 points) to about 1e-5.
                #expect(abs(frame.minX - 200 * eased) < 1e-4)
                #expect(abs(frame.width - (100 + 100 * eased)) < 1e-4)
            }
            clock.now = 1
            #expect(shownFrame(view) == view.frame)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test("alpha, backgroundColor and transform animate; the curve options choose Core Animation's curves")
    func otherProperties() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .black
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                view.backgroundColor = .white
                view.transform = CGAffineTransform(scaleX: 3, y: 3)
            })
            clock.now = 0.5
            let shown = view.layer.presentation()
            #expect(abs(shownAlpha(view) - 0.75) < 1e-6)
            #expect(abs((shown?.backgroundColor?.components?.first ?? -1) - 0.25) < 1e-6)
            #expect(abs((shown?.affineTransform().a ?? -1) - 1.5) < 1e-6)
            #expect(view.transform == CGAffineTransform(scaleX: 3, y: 3))

            let eased = UIView(frame: .zero)
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { eased.alpha = 0 })
            clock.now = 1
            // easeIn (0.42, 0; 1, 1) at half the time: bisected outside the library.
            #expect(abs(shownAlpha(eased) - (1 - 0.31535681257253945)) < 1e-6)
        }
    }

    @Test("the completion runs once the clock passes the end, finished, at the next display pass")
    func completionFinished() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var results: [Bool] = []
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
            clock.now = 0.4
            displayPass(view)
            #expect(results.isEmpty)
            clock.now = 0.6
            displayPass(view)
            #expect(results == [true])
            displayPass(view)
            #expect(results == [true])
        }
    }

    @Test("an animation replaced by a later block's tells its completion false, before the later one's")
    func replacedAnimation() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let calls = Calls()
            UIView.animate(withDuration: 1, animations: { view.center.x = 100 },
                           completion: { calls.list.append("first \($0)") })
            clock.now = 0.5
            UIView.animate(withDuration: 1, animations: { view.center.x = 0 },
                           completion: { calls.list.append("second \($0)") })
            #expect(calls.list == ["first false"])
            // Without beginFromCurrentState the new animation starts from the
            // old one's destination (its model value), 100.
            #expect(abs(view.layer.presentation()!.position.x - 100) < 1e-9)
            clock.now = 1.6
            displayPass(view)
            #expect(calls.list == ["first false", "second true"])
        }
    }

    @Test("beginFromCurrentState starts from the value shown; removing the animations finishes them false")
    func fromCurrentState() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
            clock.now = 0.5
            // Shown: 5 + 100 · 0.5 = 55.
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                           animations: { view.center.x = 5 }, completion: { finished = $0 })
            #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-9)
            clock.now = 1
            #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9)
            view.layer.removeAllAnimations()
            #expect(finished == false)
            #expect(view.layer.presentation()!.position.x == 5)
        }
    }

    @Test("a delay shows the old value until the animation starts; the completion waits for both")
    func delayed() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 2, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { finished = $0 })
            clock.now = 1
            #expect(shownAlpha(view) == 1)
            clock.now = 2.5
            #expect(abs(shownAlpha(view) - 0.5) < 1e-6)
            displayPass(view)
            #expect(finished == nil)
            clock.now = 3
            displayPass(view)
            #expect(finished == true)
        }
    }

    @Test("a spring animation follows the damped oscillator whose envelope falls to 0.1 % at the duration")
    func spring() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 105 })
            // Critically damped, ω = ln 1000 / (1 · 1 s): x(t) = 1 − e^(−ωt)(1 + ωt).
            let omega = log(1000.0)
            for t in [0.1, 0.25, 0.5, 0.9] {
                clock.now = t
                let expected = 5 + 100 * (1 - exp(-omega * t) * (1 + omega * t))
                #expect(abs(view.layer.presentation()!.position.x - expected) < 1e-6)
            }

            let bouncy = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.now = 10
            var finished: Bool?
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 2,
                           options: .curveEaseIn, animations: { bouncy.center.x = 105 }, completion: { finished = $0 })
            // Under-damped: ζ = 0.3, ω = ln 1000 / (0.3 · 0.5), ω_d = ω√(1 − ζ²),
            // x(t) = 1 − e^(−ζωt)(cos ω_d t + (ζω − v)/ω_d · sin ω_d t).
            let zeta = 0.3, w = log(1000.0) / (zeta * 0.5), wd = w * (1 - zeta * zeta).squareRoot()
            var overshot = false
            for t in [0.05, 0.1, 0.2, 0.3, 0.45] {
                clock.now = 10 + t
                let decay = exp(-zeta * w * t) * (cos(wd * t) + (zeta * w - 2) / wd * sin(wd * t))
                let expected = 5 + 100 * (1 - decay)
                let shown = bouncy.layer.presentation()!.position.x
                #expect(abs(shown - expected) < 1e-6)
                overshot = overshot || shown > 105
            }
            #expect(overshot)
            clock.now = 10.5
            displayPass(bouncy)
            #expect(finished == true)
            #expect(bouncy.layer.presentation()!.position.x == 105)
        }
    }

    @Test("keyframes: each value reached at the end of its keyframe and held until the next starts")
    func keyframes() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 45 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 25 }
            }, completion: { finished = $0 })
            #expect(view.center.x == 25)
            for (time, x) in [(0.25, 25.0), (0.5, 45.0), (0.75, 45.0), (1.0, 45.0), (1.5, 35.0), (1.9, 27.0)] {
                clock.now = time
                #expect(abs(view.layer.presentation()!.position.x - x) < 1e-9, "at \(time)")
            }
            clock.now = 2
            displayPass(view)
            #expect(finished == true)
        }
    }

    @Test("the begin/commit methods: 0.2 s by default, then the duration, curve and delay set")
    func beginCommit() {
        withClock { clock in
            let indicator = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 7))
            UIView.beginAnimations(nil, context: nil)
            indicator.frame.origin.x = 100
            UIView.commitAnimations()
            clock.now = 0.1
            #expect(abs(indicator.layer.presentation()!.frame.minX - 50) < 1e-9)
            clock.now = 0.2
            #expect(indicator.layer.animationKeys() == nil)

            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelay(0.5)
            indicator.frame.origin.x = 0
            UIView.commitAnimations()
            clock.now = 0.6
            #expect(indicator.layer.presentation()!.frame.minX == 100)
            clock.now = 1.45
            #expect(abs(indicator.layer.presentation()!.frame.minX - 25) < 1e-6)
            // Outside a block the setters and a commit do nothing.
            UIView.setAnimationDuration(5)
            UIView.commitAnimations()
            #expect(UIView.inheritedAnimationDuration == 0)
        }
    }

    @Test("performWithoutAnimation and disabled animations apply at once; their completion runs at the next pass")
    func withoutAnimation() {
        withClock { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var finished: Bool?
            UIView.animate(withDuration: 1, animations: {
                view.alpha = 0.5
                UIView.performWithoutAnimation { view.center.x = 50 }
            }, completion: { finished = $0 })
            #expect(view.layer.animationKeys() == ["opacity"])
            #expect(UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1, animations: { view.center.y = 50 }, completion: { finished = $0 })
            UIView.setAnimationsEnabled(true)
            #expect(view.layer.animationKeys() == ["opacity"])
            #expect(finished == nil)
            displayPass(view)
            #expect(finished == true)
        }
    }

    @Test("nested blocks inherit the enclosing duration and curve unless they override them")
    func nested() {
        withClock { clock in
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var order: [String] = []
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                a.alpha = 0
                #expect(UIView.inheritedAnimationDuration == 2)
                UIView.animate(withDuration: 1, animations: { b.alpha = 0 }, completion: { _ in order.append("b") })
                UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { c.alpha = 0 }, completion: { _ in order.append("c") })
            }, completion: { _ in order.append("a") })
            clock.now = 0.5
            #expect(abs(shownAlpha(a) - 0.75) < 1e-6)
            #expect(abs(shownAlpha(b) - 0.75) < 1e-6)
            #expect(abs(shownAlpha(c) - 0.5) < 1e-6)
            clock.now = 2
            for view in [a, b, c] { displayPass(view) }
            #expect(order.sorted() == ["a", "b", "c"])
        }
    }

    @Test("repeat runs for ever; autoreverse goes there and back, then the model value shows")
    func repeatAndAutoreverse() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                           animations: { view.alpha = 0 })
            clock.now = 1.5
            #expect(abs(shownAlpha(view) - 0.5) < 1e-6)
            clock.now = 2.5
            #expect(shownAlpha(view) == 0)

            let pulse = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.now = 0
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
                           animations: { pulse.alpha = 0 }, completion: { finished = $0 })
            clock.now = 1000.25
            #expect(abs(shownAlpha(pulse) - 0.75) < 1e-6)
            displayPass(pulse)
            #expect(finished == nil)
            pulse.layer.removeAllAnimations()
            #expect(finished == false)
        }
    }

    @Test("bad durations, delays and spring parameters have a defined answer, never a trap or a hang")
    func badInput() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var results: [Bool] = []
            for duration in [0, -1, .nan, .infinity, -.infinity] as [TimeInterval] {
                UIView.animate(withDuration: duration, delay: .nan, options: [], animations: { view.alpha -= 0.1 },
                               completion: { results.append($0) })
            }
            #expect(view.layer.animationKeys() == nil)
            #expect(abs(view.alpha - 0.5) < 1e-6)
            displayPass(view)
            #expect(results == [true, true, true, true, true])

            // A huge duration or delay is kept: the animation is under way, or waiting.
            UIView.animate(withDuration: 1e300, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
            clock.now = 1e6
            #expect(abs(shownAlpha(view) - 0.5) < 1e-6)
            UIView.animate(withDuration: 1, delay: 1e300, options: [], animations: { view.center.x = 1e6 })
            #expect(view.layer.presentation()!.position.x == 5)

            // Spring parameters out of range are taken into range: still finite, and at rest at the end.
            for (damping, velocity) in [(CGFloat.nan, CGFloat.nan), (-1, .infinity), (0, -1e300), (50, 1e300)] {
                let spring = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                clock.now = 0
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                               options: [], animations: { spring.center.x = 105 })
                for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                    clock.now = t
                    #expect(spring.layer.presentation()!.position.x.isFinite)
                }
                #expect(spring.layer.presentation()!.position.x == 105)
            }
            // A tiny duration makes the stiffest spring allowed, still finite.
            let quick = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.now = 0
            UIView.animate(withDuration: 1e-300, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { quick.center.x = 105 })
            #expect(quick.layer.presentation()!.position.x.isFinite)
        }
    }

    @Test("a completion that starts another empty block waits for the next pass instead of looping")
    func completionChain() {
        withClock { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var count = 0
            func again() {
                UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in
                    count += 1
                    again()
                })
            }
            again()
            for _ in 0..<3 { displayPass(view) }
            #expect(count == 3)
        }
    }

    @Test("a view outside any window, never rendered, animates like one in a window")
    func noWindow() {
        withClock { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(view.window == nil)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
            clock.now = 0.25
            #expect(abs(shownAlpha(view) - 0.75) < 1e-6)

            // A standalone layer changed inside a block is not the view's: it keeps its own rules.
            let standalone = CALayer()
            UIView.animate(withDuration: 1) { standalone.opacity = 0 }
            #expect(standalone.animationKeys() == nil)
        }
    }

    @Test("the side-swipe recipe's shapes: a 0.2 s begin/commit slide, then three chained steps with a bounce")
    func sideSwipeShapes() {
        withClock { clock in
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.2)
            cell.frame = CGRect(x: 320, y: 0, width: 320, height: 80)
            UIView.commitAnimations()
            clock.now = 0.1
            #expect(abs(cell.layer.presentation()!.frame.minX - 160) < 1e-6)
            // Out: the recipe chains steps with setAnimationDidStopSelector:, which
            // needs the Objective-C runtime; a transaction's completion block chains them here.
            var ended: [CGFloat] = []
            func step(to x: CGFloat, over duration: TimeInterval, then next: (() -> Void)?) {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDuration(duration)
                UIView.setAnimationCurve(.linear)
                CATransaction.setCompletionBlock {
                    ended.append(x)
                    next?()
                }
                cell.frame.origin.x = x
                UIView.commitAnimations()
            }
            clock.now = 1
            step(to: -5, over: 0.2) { step(to: 5, over: 0.1) { step(to: 0, over: 0.1, then: nil) } }
            clock.now = 1.1
            #expect(abs(cell.layer.presentation()!.frame.minX - 157.5) < 1e-6)
            for (time, x) in [(1.2, -5.0), (1.25, 0.0), (1.3, 5.0), (1.35, 2.5), (1.4, 0.0)] {
                clock.now = time
                displayPass(cell)
                #expect(abs(cell.layer.presentation()!.frame.minX - x) < 1e-6, "at \(time)")
            }
            // 1.3 + 0.1 is a hair past 1.4 in binary: the last step ends just after.
            clock.now = 1.45
            displayPass(cell)
            #expect(ended == [-5, 5, 0])
        }
    }

    @Test("a transformed view is hit-tested and converted through its transform")
    func transformedHitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 4, y: 4)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 80, height: 80))
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        let corner = child.convert(CGPoint(x: 20, y: 20), to: root)
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 100) < 1e-9)
        child.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
    }
}
