import Foundation

extension UIView {
    /// Whether the view can be hit at all: shown, not nearly transparent, and taking touches.
    var takesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha > 0.01
    }

    /// `point` in the superview's coordinates, in this view's: one step of
    /// ``convert(_:from:)``, without walking to the root. A view flattened to
    /// nothing by its transform has no point that maps back, so the answer
    /// lies nowhere (NaN), inside no bounds.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let step = toSuperview
        guard step.a * step.d - step.b * step.c != 0 else { return CGPoint(x: CGFloat.nan, y: .nan) }
        return point.applying(step.inverted())
    }
}
