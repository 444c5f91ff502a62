import Foundation
import GlazeCoreGraphics

/// What a ``StateAwareRasterImageView`` tells as it regenerates: the
/// article's `HTStateAwareRasterImageViewDelegate`. Both methods are
/// optional, as in the article.
public protocol StateAwareRasterImageViewDelegate: AnyObject {
    /// The view is about to draw its component: no cache holds the
    /// component's state at this scale yet. Counting these calls counts the
    /// drawing.
    func stateAwareRasterImageViewWillRegenerateImage(_ imageView: StateAwareRasterImageView)

    /// The view shows a new image: one it has just drawn, or one another view
    /// drew for the same state.
    func stateAwareRasterImageView(_ imageView: StateAwareRasterImageView, didReceive image: UIImage)
}

extension StateAwareRasterImageViewDelegate {
    /// Nothing to do.
    public func stateAwareRasterImageViewWillRegenerateImage(_ imageView: StateAwareRasterImageView) {}

    /// Nothing to do.
    public func stateAwareRasterImageView(_ imageView: StateAwareRasterImageView, didReceive image: UIImage) {}
}
