import Foundation

/// UIKit's naming scheme for image files of several scales: `NAME@2x.png`,
/// `NAME@3x.jpg`, or `NAME.png` for scale 1.
struct ImageFileName {
    /// The name without the scale suffix and the extension.
    let base: String
    /// The scale the suffix names, or `nil` without one.
    let scale: CGFloat?
    /// The extension, without its dot; empty without one.
    let pathExtension: String

    /// The image file extensions UIKit loads and Glaze decodes, in the order they are tried.
    static let extensions = ["png", "jpg", "jpeg"]

    init(_ fileName: String) {
        let url = URL(fileURLWithPath: fileName)
        let ext = url.pathExtension
        pathExtension = Self.extensions.contains(ext.lowercased()) ? ext : ""
        var stem = pathExtension.isEmpty ? fileName : url.deletingPathExtension().lastPathComponent
        var found: CGFloat?
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
           let value = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), value > 0, value <= 4 {
            found = CGFloat(value)
            stem = String(stem[..<at])
        }
        base = stem
        scale = found
    }

    /// The suffix for `scale`: empty at 1, `@2x` at 2.
    static func suffix(for scale: CGFloat) -> String {
        scale == 1 ? "" : "@\(scale == scale.rounded() ? String(Int(scale)) : String(Double(scale)))x"
    }

    /// `file` with the suffix for `scale` before its extension.
    static func variant(of file: URL, scale: CGFloat) -> URL {
        let ext = file.pathExtension
        let stem = file.deletingPathExtension().lastPathComponent + suffix(for: scale)
        let folder = file.deletingLastPathComponent()
        return ext.isEmpty ? folder.appendingPathComponent(stem) : folder.appendingPathComponent(stem).appendingPathExtension(ext)
    }
}
