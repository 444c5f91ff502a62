import Foundation
import GlazeCoreGraphics

/// The hybrid button's background (article 01) as a rasterizable view: only
/// its state matters, and its caps leave one point to stretch each way, so
/// it is drawn once per state, at 11 × 37, whatever the size shown.
open class HybridButtonComponent: ButtonBackgroundComponent, RasterizableView {
    /// The state alone.
    open var keyPathsThatAffectState: [AnyKeyPath] {
        [\HybridButtonComponent.isHighlighted]
    }

    /// The radius at the sides; the top and bottom caps cover all but the
    /// middle row, so the gradient is drawn at its full height.
    open var capEdgeInsets: UIEdgeInsets {
        let side = CBHybrid.borderRadius, rows = (CBHybrid.height - 1) / 2
        return UIEdgeInsets(top: rows, left: side, bottom: rows, right: side)
    }

    /// Drawn at the minimum frame, which is the article's own minimum size.
    open var useMinimumFrameForCaps: Bool { true }

    /// Draws `CBHybrid`'s background for the state over the bounds.
    open override func draw(_ rect: CGRect) {
        CBHybrid(frame: bounds).backgroundImage(for: isHighlighted ? .highlighted : .normal)?.draw(in: bounds)
    }
}
