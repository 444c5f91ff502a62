import Foundation
import Glaze
import GlazeKit

/// An image file a theme names (`icons/reply.svg`, `art/stripes@2x.png`), read
/// once when the theme is read.
///
/// Two `ThemeImage`s are equal when their files hold the same bytes, wherever
/// they are: a look's cache key names the content, not the path, so two themes
/// sharing a file share its renders, and an edited file renders again.
public struct ThemeImage: Hashable, Sendable {
    /// The path as the theme wrote it.
    public let path: String
    /// The file's size in points: an SVG's own size; a PNG's pixels over the
    /// scale its name gives (`@2x`, `@3x`; 1 without one).
    public let size: CGSize
    /// The SHA-256 digest of the file's bytes.
    public let digest: ContentDigest
    /// Whether it is an SVG (drawn as vectors) rather than a PNG.
    public var isVector: Bool { svg != nil }

    private let svg: SVGImage?
    private let png: Image?

    /// The extensions of image files a theme may name: SVG, gzip-compressed
    /// SVG (`.svgz`, inflated within the same size limit) and PNG.
    static let fileExtensions = ["svg", "svgz", "png"]
    /// How the extensions read in messages: `.svg, .svgz or .png`.
    static let fileExtensionsText = ".svg, .svgz or .png"

    /// Whether `path` names an image file by its extension.
    static func isImageFile(_ path: String) -> Bool {
        fileExtensions.contains(nameParts(path).extension)
    }

    /// The last component of `path` without its extension, and the extension
    /// lowercased (`("Reply@2x", "png")` for `icons/Reply@2x.PNG`), read off
    /// the text as `URL` reads them, without the look at the disk that a file
    /// URL makes for each of an icon set's hundreds of files.
    static func nameParts(_ path: String) -> (stem: Substring, extension: String) {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        // A name's leading dot starts no extension (`.svg` is a hidden file's name).
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            return (name, "")
        }
        return (name[..<dot], name[name.index(after: dot)...].lowercased())
    }

    /// Reads the SVG (or `.svgz`) or PNG file `path` names, by its extension,
    /// from its bytes within `limits`; `source` names it in errors.
    init(path: String, data: Data, source: String, limits: InputLimits) throws(GlazeError) {
        self.path = path
        digest = ContentDigest(of: data)
        let name = Self.nameParts(path)
        switch name.extension {
        case "svg", "svgz":
            let document = try SVGImage(data: data, source: source, limits: limits)
            svg = document
            png = nil
            size = document.size
        default:
            let image = try Image(pngData: data, scale: Self.scale(inName: name.stem),
                                  source: source, limits: limits)
            svg = nil
            png = image
            size = image.size
        }
    }

    /// `2` for `name@2x`, `3` for `name@3x`, 1 otherwise.
    private static func scale(inName name: Substring) -> CGFloat {
        guard let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
              let value = Double(name[name.index(after: at)..<name.index(before: name.endIndex)]),
              value >= 1, value <= 4 else { return 1 }
        return CGFloat(value)
    }

    /// The image at `size` points (its own when `nil`) and `scale`: an SVG is
    /// rendered at that scale as a vector image; a PNG is used as it is at its
    /// own size and scale, and resampled otherwise.
    public func image(size: CGSize? = nil, scale: CGFloat) throws -> Image {
        let target = size ?? self.size
        if let svg { return try svg.image(size: target, scale: scale) }
        let png = self.png!
        if target == png.size, scale == png.scale { return png }
        return try Image(size: target, scale: scale) { canvas in try canvas.draw(png, in: canvas.bounds) }
    }

    /// The image at its own size: an SVG rendered at `scale`, a PNG as it is
    /// (at the scale its name gives), for caps that must fall on its pixels.
    public func naturalImage(scale: CGFloat) throws -> Image {
        if let svg { return try svg.image(scale: scale) }
        return png!
    }

    /// Equal when the files hold the same bytes.
    public static func == (lhs: ThemeImage, rhs: ThemeImage) -> Bool {
        lhs.digest == rhs.digest && lhs.isVector == rhs.isVector && lhs.size == rhs.size
    }

    /// Hashes the content digest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

extension ThemeImage: CacheKeyDescribable {
    /// `svg(…)` or `png(…)` with the content digest and size: never the path.
    public var cacheKeyDescription: String {
        "\(isVector ? "svg" : "png")(\(digest.hexDigits) \(size.width.cacheKeyDescription)×\(size.height.cacheKeyDescription))"
    }
}
