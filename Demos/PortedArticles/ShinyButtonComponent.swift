import Foundation
import GlazeCoreGraphics

/// A shiny button's background (article 04) as a rasterizable view: its
/// colour, state and height matter, never its width. Give it a frame of the
/// button's height; it is drawn at its caps' minimum width, that height.
open class ShinyButtonComponent: ButtonBackgroundComponent, RasterizableView {
    /// The gloss colour at rest.
    open var color = UIColor.red {
        didSet { setNeedsDisplay() }
    }

    /// Colour, state and height.
    open var keyPathsThatAffectState: [AnyKeyPath] {
        [\ShinyButtonComponent.color, \ShinyButtonComponent.isHighlighted, \ShinyButtonComponent.bounds.size.height]
    }

    /// The corner radius plus one at each side, because the border runs half a
    /// point inside the edge; top and bottom caps cover all but the middle
    /// row. Below a height of one point, a top cap below 0 says there are none.
    open var capEdgeInsets: UIEdgeInsets {
        let height = bounds.height
        let side = UIButton.glossyCornerRadius + 1, top = ((height - 1) / 2).rounded(.down)
        return UIEdgeInsets(top: top, left: side, bottom: height - 1 - top, right: side)
    }

    /// Drawn at the minimum frame.
    open var useMinimumFrameForCaps: Bool { true }

    /// Draws the glossy background the `UIButton (Glossy)` category makes
    /// for a button of the bounds' size.
    open override func draw(_ rect: CGRect) {
        let button = UIButton(type: .custom)
        button.frame = CGRect(origin: .zero, size: bounds.size)
        button.setBackgroundToGlossyRect(ofColor: isHighlighted ? .gray : color, withBorder: true, for: .normal)
        button.backgroundImage(for: .normal)?.draw(in: bounds)
    }
}
