import Foundation

extension UIView {
    /// Whether the view can be hit at all: shown, not nearly transparent, and taking touches.
    var takesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha > 0.01
    }

    /// `point` in the superview's coordinates, in this view's: one step of
    /// ``convert(_:from:)``, without walking to the root.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let frame = self.frame, bounds = self.bounds
        return CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }
}
