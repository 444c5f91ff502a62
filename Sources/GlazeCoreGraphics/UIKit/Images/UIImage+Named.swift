import Foundation
import Glaze
import Synchronization

extension UIImage {
    /// The image named `name` in the main bundle or a registered folder, for
    /// the main screen's scale; see ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name`, looked up as UIKit does; `nil` when there is none
    /// or it cannot be read.
    ///
    /// The folders searched, in order: `bundle`'s resources (the main bundle's
    /// when `nil`; pass `.module` for a SwiftPM target's resources), then the
    /// folders given to ``registerImageFolder(_:)``. In each:
    /// - an asset catalog's image set, `*.xcassets/…/NAME.imageset`, whose
    ///   `Contents.json` lists files by scale and may mark the image as a
    ///   template (`template-rendering-intent`);
    /// - loose files `NAME.png`, `NAME@2x.png`, `NAME@3x.png` (or `.jpg`,
    ///   `.jpeg`); `name` may carry its extension.
    ///
    /// Of the scales found, the one equal to `traitCollection`'s display scale
    /// (or the main screen's) is taken, else the next larger, else the largest.
    /// Files are read within `InputLimits.standard` and not cached: keep the
    /// image if you draw it often.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let wanted = traitCollection.map { $0.displayScale > 0 ? $0.displayScale : UIScreen.main.scale } ?? UIScreen.main.scale
        var folders: [URL] = []
        for folder in [(bundle ?? .main).resourceURL, (bundle ?? .main).bundleURL].compactMap({ $0 }) + Self.registeredFolders
        where !folders.contains(folder.standardizedFileURL) {
            folders.append(folder.standardizedFileURL)
        }
        for folder in folders {
            guard let found = NamedImageLookup(name: name, folder: folder).best(for: wanted) else { continue }
            guard let data = try? InputLimits.standard.readFile(at: found.file),
                  let (image, orientation) = Self.decode(data, scale: found.scale, source: found.file.path) else { return nil }
            self.init(cgImage: CGImage(image), scale: image.scale, orientation: orientation, capInsets: .zero,
                      resizingMode: .tile, renderingMode: found.isTemplate ? .alwaysTemplate : .automatic)
            return
        }
        return nil
    }

    private static let folders = Mutex<[URL]>([])

    /// Adds `folder` to the places ``init(named:)`` looks, after the bundle: for
    /// programs whose images are not bundle resources.
    ///
    /// ```swift
    /// UIImage.registerImageFolder(URL(fileURLWithPath: "Assets"))
    /// let logo = UIImage(named: "logo")   // Assets/logo@2x.png, or Assets/Media.xcassets/logo.imageset
    /// ```
    public static func registerImageFolder(_ folder: URL) {
        folders.withLock { list in
            let standard = folder.standardizedFileURL
            if !list.contains(standard) { list.append(standard) }
        }
    }

    /// The folders given to ``registerImageFolder(_:)``, in order.
    public static var registeredFolders: [URL] { folders.withLock { $0 } }
}
