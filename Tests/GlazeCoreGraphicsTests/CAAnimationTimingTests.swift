import Foundation
import GlazeCoreGraphics
import Testing

/// Records what an animation's delegate hears, in order.
final class DelegateLog: CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String, sharing log: DelegateLog? = nil) {
        self.name = name
        if let log { shared = log }
    }

    private weak var shared: DelegateLog?

    private func record(_ event: String) {
        (shared ?? self).events.append("\(name) \(event)")
    }

    func animationDidStart(_ anim: CAAnimation) { record("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record(flag ? "stop" : "removed") }
}

/// `body` with a clock of its own reading 0.
func withClock(_ body: (CAMediaClock) throws -> Void) rethrows {
    let clock = CAMediaClock()
    try clock.withCurrent { try body(clock) }
}

/// The layer's opacity as shown at the clock's time.
private func shownOpacity(_ layer: CALayer) -> Float { layer.presentation()?.opacity ?? -1 }

@Suite("Core Animation timing on the caller's clock")
struct CAAnimationTimingTests {
    @Test("timing functions: Apple's control points, solved precisely")
    func timingFunctions() {
        // easeIn's curve at parameter 1/2: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = ½.
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(abs(value(easeIn, at: 0.6575) - 0.5) < 1e-6)
        // easeInEaseOut is symmetric about the middle.
        #expect(abs(value(CAMediaTimingFunction(name: .easeInEaseOut), at: 0.5) - 0.5) < 1e-6)
        // easeOut at parameter ½: x = 3·¼·½·0 + 3·½·¼·0.58 + ⅛ = 0.3425, y = ½.
        #expect(abs(value(CAMediaTimingFunction(name: .easeOut), at: 0.3425) - 0.5) < 1e-6)
        // default (0.25, 0.1, 0.25, 1) at parameter ½: x = 0.09375 + 0.09375 + 0.125 = 0.3125,
        // y = 0.0375 + 0.375 + 0.125 = 0.5375.
        #expect(abs(value(CAMediaTimingFunction(name: .default), at: 0.3125) - 0.5375) < 1e-6)
        #expect(abs(value(CAMediaTimingFunction(name: .linear), at: 0.3) - 0.3) < 1e-6)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
    }

    /// The progress of `function` at `x`, read through an animation of a number.
    private func value(_ function: CAMediaTimingFunction, at x: Double) -> Double {
        var result = -1.0
        withClock { clock in
            let layer = CALayer()
            let animation = CABasicAnimation(keyPath: "zPosition")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            animation.timingFunction = function
            layer.add(animation, forKey: "z")
            clock.now = x
            result = Double(layer.presentation()?.zPosition ?? -1)
        }
        return result
    }

    @Test("a basic animation, from, to and by, at given times")
    func basic() {
        withClock { clock in
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 10)
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 40
            move.duration = 2
            layer.add(move, forKey: "move")
            clock.now = 0.5
            #expect(layer.presentation()?.position == CGPoint(x: 20, y: 10))
            // Removed once over; the model value shows again.
            clock.now = 2.5
            #expect(layer.presentation()?.position == CGPoint(x: 10, y: 10))
            #expect(layer.animationKeys() == nil)

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            clock.now = 2.75
            #expect(shownOpacity(layer) == 0.75)
            #expect(layer.animationKeys() == ["fade"])
            #expect((layer.animation(forKey: "fade") as? CABasicAnimation)?.beginTime == 2.5)
        }
    }

    @Test("transform key paths: scale and a full turn of rotation")
    func transformKeyPaths() throws {
        try withClock { clock in
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 3
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            clock.now = 0.5
            let shown = try #require(layer.presentation()).affineTransform()
            // Half a turn of π and halfway from 1 to 3: a quarter turn at scale 2.
            #expect(abs(shown.a) < 1e-9 && abs(shown.b - 2) < 1e-9 && abs(shown.c + 2) < 1e-9)
            #expect(abs((layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 1e-9)
        }
    }

    @Test("fill modes before the begin time and after the end")
    func fillModes() {
        withClock { clock in
            let layer = CALayer()
            func fade(_ mode: CAMediaTimingFillMode) -> CABasicAnimation {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.2
                fade.toValue = 0.6
                fade.duration = 1
                fade.beginTime = 1
                fade.fillMode = mode
                fade.isRemovedOnCompletion = false
                return fade
            }
            layer.add(fade(.removed), forKey: "a")
            #expect(shownOpacity(layer) == 1)
            layer.add(fade(.backwards), forKey: "a")
            #expect(abs(shownOpacity(layer) - 0.2) < 1e-6)
            clock.now = 3
            #expect(shownOpacity(layer) == 1)
            layer.add(fade(.forwards), forKey: "a")
            #expect(abs(shownOpacity(layer) - 0.6) < 1e-6)
            layer.add(fade(.both), forKey: "a")
            clock.now = 0
            #expect(abs(shownOpacity(layer) - 0.2) < 1e-6)
        }
    }

    @Test("repeats, autoreverse, speed and time offset")
    func repeats() {
        withClock { clock in
            let layer = CALayer()
            let pulse = CABasicAnimation(keyPath: "zPosition")
            pulse.fromValue = 0
            pulse.toValue = 10
            pulse.duration = 1
            pulse.autoreverses = true
            pulse.repeatCount = 2
            layer.add(pulse, forKey: "pulse")
            for (time, expected) in [(0.25, 2.5), (1.25, 7.5), (2.5, 5.0), (3.9, 1.0)] {
                clock.now = time
                #expect(abs((layer.presentation()?.zPosition ?? -1) - expected) < 1e-9, "at \(time)")
            }
            clock.now = 4.01
            #expect(layer.presentation()?.zPosition == 0 && layer.animationKeys() == nil)

            let fast = CABasicAnimation(keyPath: "zPosition")
            fast.fromValue = 0
            fast.toValue = 10
            fast.duration = 1
            fast.speed = 2
            fast.timeOffset = 0.25
            layer.add(fast, forKey: "fast")
            clock.now = 4.01 + 0.125
            // (0.125 · 2) + 0.25 = half a second in: 5.
            #expect(abs((layer.presentation()?.zPosition ?? -1) - 5) < 1e-9)
        }
    }

    @Test("the delegate hears starts and stops in the order the clock passes them")
    func delegateOrder() {
        withClock { clock in
            let log = DelegateLog("log")
            let layer = CALayer()
            for (name, begin, duration) in [("late", 0.5, 0.25), ("early", 0.0, 1.0)] {
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.toValue = 0
                animation.beginTime = begin
                animation.duration = duration
                animation.delegate = DelegateLog(name, sharing: log)
                layer.add(animation, forKey: name)
            }
            _ = layer.animationKeys()
            #expect(log.events == ["early start"])
            clock.now = 2
            _ = layer.animationKeys()
            #expect(log.events == ["early start", "late start", "late stop", "early stop"])

            let removed = CABasicAnimation(keyPath: "opacity")
            removed.delegate = DelegateLog("cut", sharing: log)
            layer.add(removed, forKey: "cut")
            layer.removeAllAnimations()
            #expect(log.events.last == "cut removed")
        }
    }

    @Test("a spring follows the damped oscillator's closed form")
    func spring() throws {
        try withClock { clock in
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "zPosition")
            spring.fromValue = 0
            spring.toValue = 1
            spring.duration = 5
            layer.add(spring, forKey: "spring")
            // m = 1, k = 100, c = 10: ω = 10, ζ = ½, ω_d = 10·√¾ = 8.660254.
            // x(0.1) = e^(−0.5)·(cos 0.8660254 + (5 / 8.660254)·sin 0.8660254) = 0.659700.
            clock.now = 0.1
            let shown = try #require(layer.presentation()).zPosition
            #expect(abs(shown - (1 - 0.659700)) < 1e-5)
            // Settled within 0.1 %: e^(−5t)·(1 + 0.57735) = 0.001 at t = 1.4727.
            #expect(abs(spring.settlingDuration - 1.4727) < 0.005)
            // Critically damped (c = 20) with an initial velocity of 2:
            // x(t) = e^(−10t)·(1 + (10 − 2)t); at 0.2: e^(−2)·2.6 = 0.351874.
            let critical = CASpringAnimation(keyPath: "zPosition")
            critical.fromValue = 0
            critical.toValue = 1
            critical.damping = 20
            critical.initialVelocity = 2
            critical.duration = 5
            layer.add(critical, forKey: "spring")
            clock.now = 0.3
            #expect(abs(try #require(layer.presentation()).zPosition - (1 - 0.351874)) < 1e-5)
        }
    }

    @Test("keyframes: key times, discrete, paced, per-span timing, and key times that do not fit")
    func keyframes() {
        withClock { clock in
            let layer = CALayer()
            func shown(_ animation: CAKeyframeAnimation, at time: Double) -> CGFloat {
                clock.now = 0
                animation.duration = 1
                layer.add(animation, forKey: "k")
                clock.now = time
                return layer.presentation()?.zPosition ?? -1
            }
            let timed = CAKeyframeAnimation(keyPath: "zPosition")
            timed.values = [0, 10, 20]
            timed.keyTimes = [0, 0.8, 1]
            #expect(abs(shown(timed, at: 0.4) - 5) < 1e-9)
            #expect(abs(shown(timed, at: 0.9) - 15) < 1e-9)
            // Key times of the wrong count are ignored: even spacing.
            timed.keyTimes = [0, 1]
            #expect(abs(shown(timed, at: 0.25) - 5) < 1e-9)
            timed.keyTimes = [0, 0.8, 1]
            timed.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            // easeIn over the first span: at 0.6575 of it, half way.
            #expect(abs(shown(timed, at: 0.6575 * 0.8) - 5) < 1e-5)

            let steps = CAKeyframeAnimation(keyPath: "zPosition")
            steps.values = [1, 2, 3]
            steps.calculationMode = .discrete
            #expect(shown(steps, at: 0.2) == 1 && shown(steps, at: 0.5) == 2 && shown(steps, at: 0.9) == 3)

            let paced = CAKeyframeAnimation(keyPath: "zPosition")
            paced.values = [0, 30, 40]
            paced.keyTimes = [0, 0.1, 1]
            paced.calculationMode = .paced
            // Paced ignores key times: 40 units over one second.
            #expect(abs(shown(paced, at: 0.5) - 20) < 1e-9)

            let along = CAKeyframeAnimation(keyPath: "position")
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 20))
            along.path = path
            along.duration = 1
            clock.now = 0
            layer.add(along, forKey: "k")
            clock.now = 0.75
            // Linear mode gives each segment equal time: 3/4 is half way down the second.
            #expect(layer.presentation()?.position == CGPoint(x: 100, y: 10))
        }
    }

    @Test("a group runs its children on its own timeline")
    func group() {
        withClock { clock in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            let lift = CABasicAnimation(keyPath: "zPosition")
            lift.fromValue = 0
            lift.toValue = 8
            lift.beginTime = 1
            lift.duration = 4
            let group = CAAnimationGroup()
            group.animations = [fade, lift]
            group.duration = 2
            layer.add(group, forKey: "g")
            clock.now = 0.5
            #expect(shownOpacity(layer) == 0.5 && layer.presentation()?.zPosition == 0)
            clock.now = 1.5
            // The child would run for 4 s; the group's 2 s cut it at 0.5 s in.
            #expect(layer.presentation()?.zPosition == 1)
            clock.now = 2.5
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("CATransaction: implicit animations of standalone layers, their duration and completion")
    func transactions() {
        withClock { clock in
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { layer.render(in: $0.cgContext) }
            // Outside a transaction: no animation, the new value shows at once.
            layer.opacity = 0.5
            #expect(layer.animationKeys() == nil)
            var completed = 0
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { completed += 1 }
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animationKeys() == ["opacity"] && completed == 0)
            clock.now = 1
            #expect(abs(shownOpacity(layer) - 0.75) < 1e-6)
            clock.now = 2.5
            #expect(shownOpacity(layer) == 1 && completed == 1)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CATransaction.setCompletionBlock { completed += 10 }
            layer.opacity = 0
            CATransaction.commit()
            #expect(layer.animationKeys() == nil && completed == 11)

            // A view's layer is not animated implicitly.
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { view.layer.render(in: $0.cgContext) }
            CATransaction.begin()
            view.alpha = 0.5
            CATransaction.commit()
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test("key-value storage for undeclared keys, key paths, needsDisplay(forKey:)")
    func keyValues() {
        final class DialLayer: CALayer {
            var angle: CGFloat {
                get { value(forKey: "angle") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "angle") }
            }
            override class func defaultValue(forKey key: String) -> Any? {
                key == "angle" ? CGFloat(0.5) : super.defaultValue(forKey: key)
            }
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "angle" || super.needsDisplay(forKey: key)
            }
        }
        let dial = DialLayer()
        #expect(dial.angle == 0.5)
        dial.displayIfNeeded()
        dial.angle = 2
        #expect(dial.angle == 2 && dial.needsDisplay())
        dial.setValue(3.0, forKeyPath: "bounds.size.width")
        #expect(dial.bounds.width == 3 && dial.value(forKeyPath: "bounds.size.width") as? CGFloat == 3)
        dial.setValue(NSNumber(value: 0.25), forKey: "opacity")
        #expect(dial.opacity == 0.25)
        dial.setValue("not a point", forKey: "position")
        #expect(dial.position == .zero)
    }
}
