import Foundation
import GlazeCoreGraphics

/// Article 02's way out for the menu: three begin/commit animations chained
/// one from the stop of the other, the cell content coming back 5 points
/// short of home, going 5 past it, then settling.
extension SideSwipeTableViewController {
    /// Takes the menu away; `animated`, with the bounce.
    public func removeSideSwipeView(animated: Bool) {
        // Make sure we have a cell where the side swipe view appears and that we aren't in the middle of animating
        guard let sideSwipeCell, !animatingSideSwipe else { return }
        if animated {
            // The first step in a bounce animation is to move the side swipe view a bit offscreen
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.2)
            let sign: CGFloat = sideSwipeDirection == .right ? 1 : -1
            let width = sideSwipeView.frame.size.width
            if pushStyleAnimation {
                sideSwipeView.frame.origin.x = sign * (-width + Self.bouncePixels)
            }
            sideSwipeCell.frame.origin.x = sign * Self.bouncePixels
            animatingSideSwipe = true
            // ported: in place of setAnimationDidStopSelector(animationDidStopOne:finished:context:).
            CATransaction.setCompletionBlock { [weak self] in self?.animationDidStopOne() }
            UIView.commitAnimations()
        } else {
            sideSwipeView.removeFromSuperview()
            sideSwipeCell.frame.origin.x = 0
            self.sideSwipeCell = nil
        }
    }

    /// Second step: 5 points past home.
    func animationDidStopOne() {
        guard let sideSwipeCell else { return }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.1)
        let sign: CGFloat = sideSwipeDirection == .right ? 1 : -1
        if pushStyleAnimation {
            sideSwipeView.frame.origin.x = sign * (-sideSwipeView.frame.size.width - Self.bouncePixels)
        }
        sideSwipeCell.frame.origin.x = sign * -Self.bouncePixels
        CATransaction.setCompletionBlock { [weak self] in self?.animationDidStopTwo() }
        UIView.commitAnimations()
    }

    /// Last step: home.
    func animationDidStopTwo() {
        guard let sideSwipeCell else { return }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.1)
        if pushStyleAnimation {
            sideSwipeView.frame.origin.x = sideSwipeDirection == .right ? -sideSwipeView.frame.size.width : sideSwipeView.frame.size.width
        }
        sideSwipeCell.frame.origin.x = 0
        CATransaction.setCompletionBlock { [weak self] in self?.animationDidStopThree() }
        UIView.commitAnimations()
    }

    /// Done: the menu leaves the table.
    func animationDidStopThree() {
        animatingSideSwipe = false
        sideSwipeCell = nil
        sideSwipeView.removeFromSuperview()
    }
}
