import Foundation

/// The completion handler of one animation block, waiting for every
/// animation the block made: it runs once, when the last has stopped, with
/// `finished` true only if each ran to its end (none was removed or replaced
/// first), as UIKit documents.
final class ViewAnimationCompletion: CAAnimationDelegate {
    private let handler: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isSealed = false
    private var hasRun = false

    init(_ handler: ((Bool) -> Void)?) { self.handler = handler }

    /// Counts one more animation to wait for.
    func animationAdded() { pending += 1 }

    /// Closes the count. With no animation to wait for, the handler runs on
    /// the next display pass (``CATransaction/flush()``, which rendering
    /// runs), as UIKit runs it on the next turn of the run loop, finished.
    func seal() {
        isSealed = true
        guard pending == 0, !hasRun else { return }
        hasRun = true
        guard let handler else { return }
        CATransaction.runAtNextFlush { handler(true) }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        allFinished = allFinished && flag
        guard isSealed, pending <= 0, !hasRun else { return }
        hasRun = true
        handler?(allFinished)
    }
}
