import Foundation
import Synchronization

extension UIImage {
    /// The symbol image a program registered as `name` with
    /// ``registerSystemImage(_:named:)``, or `nil`, as UIKit answers for a
    /// name it does not know. SF Symbols are Apple's and not on Linux: a port
    /// registers the few it uses, drawn or loaded from its own files.
    ///
    /// ```swift
    /// UIImage.registerSystemImage(starImage, named: "star.fill")
    /// let star = UIImage(systemName: "star.fill")   // a template, drawn in the tint colour
    /// ```
    public convenience init?(systemName name: String) {
        self.init(systemName: name, compatibleWith: nil)
    }

    /// The symbol image registered as `name`, or `nil`; the traits do not
    /// change a registered image.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = Self.systemImages.withLock({ $0[name] }) else { return nil }
        self.init(cgImage: image.bitmap, scale: image.scale, orientation: image.imageOrientation,
                  capInsets: image.capInsets, resizingMode: image.resizingMode, renderingMode: image.renderingMode)
    }

    private static let systemImages = Mutex<[String: UIImage]>([:])

    /// Registers `image` as the symbol image `name` for ``init(systemName:)``,
    /// replacing any registered before; `nil` removes it. An image whose
    /// rendering mode is `.automatic` is registered as a template, as symbol
    /// images draw in the tint colour.
    public static func registerSystemImage(_ image: UIImage?, named name: String) {
        let symbol = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
        systemImages.withLock { $0[name] = symbol }
    }
}
