import Foundation

/// The animation blocks open on one thread, innermost last, and whether
/// animations are enabled there: UIKit's animation state belongs to the main
/// thread; Glaze keeps one per thread, as it keeps transactions.
final class ViewAnimationStack: PerThread {
    var blocks: [ViewAnimationBlock] = []
    var animationsEnabled = true

    static let threadKey = "GlazeCoreGraphics.UIViewAnimation"

    /// The layer keys a change of which animates inside a block: those of
    /// the view properties UIKit documents as animatable (`frame`, `bounds`,
    /// `center`, `transform`, `alpha`, `backgroundColor`), and the corner
    /// radius, which UIKit animates in blocks since iOS 11.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "anchorPoint", "cornerRadius",
    ]

    /// What a view answers for a change of its layer's `key`: a recorder for
    /// the innermost block, or `nil` outside blocks, with animations
    /// disabled, or for a key UIKit does not animate.
    func action(for layer: CALayer, forKey key: String) -> CAAction? {
        guard animationsEnabled, let block = blocks.last, Self.animatableKeys.contains(key) else { return nil }
        // The layer holds the old value while its action is asked for.
        let shown = block.beginsFromCurrentState
            ? layer.presentationCopy(at: layer.localTime(atClock: CACurrentMediaTime()), always: true)?.value(forKey: key)
            : nil
        return ViewAnimationRecorder(block: block, from: layer.value(forKey: key), shown: shown)
    }

    /// Runs `body` inside `block`, then turns the block's changes into
    /// animations on their layers, inside a Core Animation transaction as UIKit's are.
    func run(_ block: ViewAnimationBlock, _ body: () -> Void) {
        open(block)
        body()
        close(block)
    }

    /// Opens `block` (and its transaction): changes now record into it.
    func open(_ block: ViewAnimationBlock) {
        CATransaction.begin()
        blocks.append(block)
    }

    /// Closes `block`, which must be the innermost, and adds its animations.
    func close(_ block: ViewAnimationBlock) {
        if block.laysOutSubviews, animationsEnabled {
            for view in block.changedViews { view.layoutIfNeeded() }
        }
        blocks.removeAll { $0 === block }
        if animationsEnabled {
            for (layer, key, animation) in block.makeAnimations(at: CACurrentMediaTime()) {
                block.completion.animationAdded()
                // Replacing an animation of the same key tells its block it
                // did not finish, before this one starts.
                layer.add(animation, forKey: key)
            }
        }
        block.completion.seal()
        CATransaction.commit()
    }
}

/// The action a view's layer runs for a change inside an animation block:
/// it notes the change for the block, which animates it when it closes.
struct ViewAnimationRecorder: CAAction {
    let block: ViewAnimationBlock
    let from: Any?
    let shown: Any?

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        block.record(layer, key: event, from: from, shown: shown)
    }
}

extension CALayer {
    /// Whether a change runs its action before the layer was first rendered:
    /// a view's layer inside an animation block does, as UIKit animates a
    /// view made and moved in the same turn of the run loop.
    var takesViewAnimations: Bool {
        delegate is UIView && !ViewAnimationStack.current.blocks.isEmpty
    }
}
