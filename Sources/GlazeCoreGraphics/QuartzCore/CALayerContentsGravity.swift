import Foundation

/// Where a layer's ``CALayer/contents`` image sits in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the gravity.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// At its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its size, centred at the top edge in Core Animation's y-up naming:
    /// at the bottom of the bounds on iOS, as here.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its size, centred at the bottom edge in y-up naming: at the top on iOS.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its size, centred on the left.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its size, centred on the right.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Where an image of `size` points goes in `bounds` (iOS geometry: y down).
    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        let fit = { (scale: CGFloat) -> CGRect in
            let w = size.width * scale, h = size.height * scale
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        }
        let sx = size.width > 0 ? bounds.width / size.width : 0, sy = size.height > 0 ? bounds.height / size.height : 0
        // Fractions of the free space left of and above the image, for the
        // fixed-size gravities. Core Animation names the vertical ones for a y-up
        // space, so on iOS, where layers are y-down, `top` lands at the bottom of
        // the bounds and `bottom` at the top; Glaze keeps that.
        let place: (CGFloat, CGFloat)
        switch self {
        case .resizeAspect: return fit(min(sx, sy))
        case .resizeAspectFill: return fit(max(sx, sy))
        case .center: place = (0.5, 0.5)
        case .top: place = (0.5, 1)
        case .bottom: place = (0.5, 0)
        case .left: place = (0, 0.5)
        case .right: place = (1, 0.5)
        case .topLeft: place = (0, 1)
        case .topRight: place = (1, 1)
        case .bottomLeft: place = (0, 0)
        case .bottomRight: place = (1, 0)
        default: return bounds
        }
        return CGRect(x: bounds.minX + (bounds.width - size.width) * place.0,
                      y: bounds.minY + (bounds.height - size.height) * place.1, width: size.width, height: size.height)
    }
}
