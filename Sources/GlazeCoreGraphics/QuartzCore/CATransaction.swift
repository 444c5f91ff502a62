import Foundation

/// Groups layer changes: the duration, timing and completion of the implicit
/// animations they start, or whether they start any.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setAnimationDuration(0.6)
/// CATransaction.setCompletionBlock { print("faded") }
/// badge.opacity = 0        // a standalone layer: animates over 0.6 s
/// CATransaction.commit()
/// ```
///
/// As in Core Animation, transactions nest and belong to the thread that
/// begins them. Where Glaze differs: implicit animations run only inside an
/// explicit `begin()`…`commit()`. On iOS every run-loop turn opens an
/// implicit transaction that animates a standalone layer's changes; with no
/// run loop and a clock only the caller moves, a property set between two
/// renders would otherwise show its old value until the clock moved on.
public final class CATransaction {
    private init() {}

    /// Opens a transaction, nested in the current one if there is one.
    public static func begin() {
        let stack = TransactionStack.current
        stack.frames.append(TransactionFrame(inheriting: stack.frames.last))
    }

    /// Closes the innermost transaction: its completion block runs now if it
    /// started no animation, or once the last one it started ends.
    public static func commit() {
        let stack = TransactionStack.current
        guard let frame = stack.frames.popLast() else { return }
        frame.completion?.commit()
    }

    /// Commits the implicit transaction; the changes of explicit ones wait for
    /// their `commit()`. Rendering a layer tree flushes first, as a display
    /// does; this is also where the completion handlers of UIKit animation
    /// blocks that animated nothing run, as iOS runs them on the next turn
    /// of the run loop.
    public static func flush() {
        let stack = TransactionStack.current
        stack.implicit.completion?.commit()
        stack.implicit = TransactionFrame(inheriting: nil)
        // Taken whole first: a handler that starts another block queues its
        // own for the next flush rather than this one, so none can loop here.
        let waiting = stack.nextFlush
        stack.nextFlush = []
        for work in waiting { work() }
    }

    /// Runs `work` at the next ``flush()`` on this thread.
    static func runAtNextFlush(_ work: @escaping () -> Void) {
        TransactionStack.current.nextFlush.append(work)
    }

    /// The duration of the implicit animations the current transaction
    /// starts, and of added animations without one: 0.25 s by default.
    public static func animationDuration() -> CFTimeInterval {
        TransactionStack.current.top.duration
    }

    /// Sets ``animationDuration()`` for the current transaction; a value that is
    /// not finite, or negative, is ignored.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else { return }
        TransactionStack.current.top.duration = dur
    }

    /// The timing function of the current transaction's implicit animations
    /// (`nil`: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.current.top.timingFunction ?? CAMediaTimingFunction(name: .default)
    }

    /// Sets ``animationTimingFunction()`` for the current transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.current.top.timingFunction = function
    }

    /// Whether property changes in the current transaction start no implicit animation.
    public static func disableActions() -> Bool {
        TransactionStack.current.top.disablesActions
    }

    /// Sets ``disableActions()`` for the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        TransactionStack.current.top.disablesActions = flag
    }

    /// The block run once every animation the current transaction starts from
    /// now on has ended or been removed (at commit, when it starts none).
    public static func completionBlock() -> (() -> Void)? {
        TransactionStack.current.top.completion?.block
    }

    /// Sets ``completionBlock()``. A block set earlier in the same transaction
    /// runs now if its animations have all ended, as Core Animation does.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = TransactionStack.current.top
        frame.completion?.commit()
        frame.completion = block.map(TransactionCompletion.init)
    }

    /// Whether changes made now start implicit animations.
    static var runsImplicitActions: Bool {
        let stack = TransactionStack.current
        return !stack.frames.isEmpty && !stack.top.disablesActions
    }

    /// The completion an animation added now counts towards, counted in.
    static func completionForNewAnimation() -> TransactionCompletion? {
        let completion = TransactionStack.current.top.completion
        completion?.animationBegan()
        return completion
    }
}

/// The transactions open on one thread, innermost last, and the implicit one.
final class TransactionStack: PerThread {
    var frames: [TransactionFrame] = []
    var implicit = TransactionFrame(inheriting: nil)
    /// Work waiting for the next ``CATransaction/flush()``.
    var nextFlush: [() -> Void] = []

    var top: TransactionFrame { frames.last ?? implicit }

    static let threadKey = "GlazeCoreGraphics.CATransaction"
}

/// The settings of one open transaction.
final class TransactionFrame {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
    var disablesActions: Bool
    var completion: TransactionCompletion?

    /// A frame that starts with the settings of `outer`, as nested transactions do.
    init(inheriting outer: TransactionFrame?) {
        duration = outer?.duration ?? 0.25
        timingFunction = outer?.timingFunction
        disablesActions = outer?.disablesActions ?? false
    }
}

/// A transaction's completion block, waiting for the animations it started.
final class TransactionCompletion {
    let block: () -> Void
    private var pending = 0
    private var isCommitted = false
    private var hasRun = false

    init(_ block: @escaping () -> Void) { self.block = block }

    func animationBegan() { pending += 1 }

    func animationEnded() {
        pending -= 1
        runIfDone()
    }

    func commit() {
        isCommitted = true
        runIfDone()
    }

    private func runIfDone() {
        guard isCommitted, pending <= 0, !hasRun else { return }
        hasRun = true
        block()
    }
}
