import Foundation

extension UIView {
    /// How a view's content is laid out when its bounds change (UIKit's raw values).
    ///
    /// Glaze draws a view anew each time it renders it, so its content never
    /// needs stretching; the mode is kept for code that reads it, and `.redraw`
    /// marks the layer as needing display on a change of size, as in UIKit.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill = 0
        /// Scaled to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to fill, keeping its aspect ratio.
        case scaleAspectFill
        /// Drawn again when the bounds change.
        case redraw
        /// Centred.
        case center
        /// Centred at the top.
        case top
        /// Centred at the bottom.
        case bottom
        /// Centred on the left.
        case left
        /// Centred on the right.
        case right
        /// In the top-left corner.
        case topLeft
        /// In the top-right corner.
        case topRight
        /// In the bottom-left corner.
        case bottomLeft
        /// In the bottom-right corner.
        case bottomRight
    }
}
