import Foundation

/// The type `#colorLiteral(red:green:blue:alpha:)` makes when nothing says
/// otherwise, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// The type `#imageLiteral(resourceName:)` makes when nothing says otherwise,
/// as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of `#colorLiteral(red:green:blue:alpha:)`: sRGB components, 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of `#imageLiteral(resourceName:)`, found as ``init(named:)``
    /// finds it.
    ///
    /// Where UIKit stops the program when the image is missing, Glaze gives an
    /// empty image (zero size, drawing nothing) and writes one line naming it to
    /// standard error, so that a missing resource cannot take a server down.
    public convenience init(imageLiteralResourceName path: String) {
        guard let found = UIImage(named: path) else {
            FileHandle.standardError.write(Data("glaze: #imageLiteral(resourceName: \"\(path)\"): no such image in the main bundle or a registered folder\n".utf8))
            self.init(cgImage: nil, scale: 1, orientation: .up, capInsets: .zero, resizingMode: .tile, renderingMode: .automatic)
            return
        }
        self.init(cgImage: found.bitmap, scale: found.scale, orientation: found.imageOrientation, capInsets: .zero,
                  resizingMode: .tile, renderingMode: found.renderingMode)
    }
}
