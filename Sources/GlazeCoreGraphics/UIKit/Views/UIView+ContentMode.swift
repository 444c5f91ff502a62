import Foundation

extension UIView {
    /// How a view's content is laid out when its bounds change (UIKit's raw values).
    ///
    /// Glaze draws a view anew each time it renders it, so drawn content never
    /// needs stretching; an image view places its image by the mode, and
    /// `.redraw` marks the layer as needing display on a change of size, as in UIKit.
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

extension UIView.ContentMode {
    /// The layer gravity UIKit gives a view's layer for this mode. Core
    /// Animation names the vertical gravities for a y-up space, so `.top`
    /// (the top edge on iOS) is the gravity `.bottom`.
    var gravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .left
        case .right: return .right
        case .topLeft: return .bottomLeft
        case .topRight: return .bottomRight
        case .bottomLeft: return .topLeft
        case .bottomRight: return .topRight
        }
    }

    /// Where content of `size` goes in `bounds` in this mode (y down: `.top` is the top edge).
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        gravity.rect(for: size, in: bounds)
    }
}
