import Foundation
import GlazeCoreGraphics

/// What the button backgrounds shown through a ``StateAwareRasterImageView``
/// have in common: a transparent view, pressed or not. Subclasses draw the
/// background and name their state.
open class ButtonBackgroundComponent: UIView {
    /// Whether the button is pressed.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// A transparent component with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A component from an archive; see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }
}
