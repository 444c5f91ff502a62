import Foundation
import Glaze
import GlazeKit

/// An Xcode asset catalog: `Assets.xcassets/NAME[-STATE].imageset/` per asset
/// and state, each `Contents.json` listing its 1x–3x PNGs with Xcode's
/// `resizing` slicing in that scale's pixels — or, when PDF is asked for, one
/// vector PDF with `preserves-vector-representation`.
struct XcassetsLayout: LayoutWriter {
    let folder: LayoutFolder
    let options: RenderOptions

    static let layout = OutputLayout.xcassets
    static let summary = "Assets.xcassets with Xcode's slicing"
    /// Xcode takes 1x–3x.
    static let usableScales: [CGFloat]? = [1, 2, 3]
    static let defaultScales: [CGFloat] = [1, 2, 3]
    static let formats: Set<OutputFormat> = [.png, .pdf]

    /// PNGs unless a PDF, which the catalog keeps as a vector, is asked for.
    static func needsRasters(for formats: [OutputFormat]) -> Bool { !formats.contains(.pdf) }

    static func notes(for theme: Theme, options: RenderOptions) -> [String] { [] }

    init(folder: LayoutFolder, options: RenderOptions, theme: Theme) {
        self.folder = folder
        self.options = options
    }

    static let catalog = "Assets.xcassets"

    func write(_ asset: RenderedAsset) throws -> [Manifest.File] {
        let set = "\(Self.catalog)/\(asset.baseName).imageset"
        var files: [Manifest.File] = []
        var contents = XcassetsContents()
        if let pdf = asset.pdf {
            let name = asset.fileName(.pdf)
            try folder.write(pdf, to: "\(set)/\(name)")
            files.append(folder.file("\(set)/\(name)", layout, format: "pdf"))
            let resizing = asset.capInsets.map { Self.resizing($0, mode: asset.resizingMode, size: asset.size, scale: 1) }
            contents.images?.append(.init(filename: name, idiom: "universal", scale: nil, resizing: resizing))
            contents.properties = .init(preservesVectorRepresentation: true)
        } else {
            for scale in scales {
                guard let image = asset.raster(scale) else { continue }
                let name = asset.fileName(scale: scale, .png)
                try folder.write(try image.pngData(compression: options.pngCompression), to: "\(set)/\(name)")
                files.append(folder.file("\(set)/\(name)", layout, format: "png", scale: scale,
                                         pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight))
                let resizing = asset.capInsets.map { Self.resizing($0, mode: asset.resizingMode, size: asset.size, scale: scale) }
                contents.images?.append(.init(filename: name, idiom: "universal", scale: "\(scale.scaleLabel)x", resizing: resizing))
            }
        }
        try folder.write(try Self.encode(contents), to: "\(set)/Contents.json")
        files.append(folder.file("\(set)/Contents.json", layout, format: "json"))
        return files
    }

    func finish(_ entries: [Manifest.Entry]) throws -> [Manifest.File] {
        try folder.write(try Self.encode(XcassetsContents(images: nil)), to: "\(Self.catalog)/Contents.json")
        return [folder.file("\(Self.catalog)/Contents.json", layout, format: "json")]
    }

    /// Xcode's slicing for caps `caps` (points) of an image `size` points at `scale`:
    /// three parts when only one axis has caps, nine otherwise; insets and the
    /// centre's size in that image's pixels.
    static func resizing(_ caps: EdgeInsets, mode: ResizableImage.ResizingMode?, size: CGSize,
                         scale: CGFloat) -> XcassetsContents.Resizing {
        func pixels(_ value: CGFloat) -> Int { Int((value * scale).rounded()) }
        let horizontal = caps.left > 0 || caps.right > 0, vertical = caps.top > 0 || caps.bottom > 0
        let part = horizontal && !vertical ? "3-part-horizontal" : vertical && !horizontal ? "3-part-vertical" : "9-part"
        let width = pixels(size.width) - pixels(caps.left) - pixels(caps.right)
        let height = pixels(size.height) - pixels(caps.top) - pixels(caps.bottom)
        return .init(mode: part,
                     center: .init(mode: mode == .tile ? "tile" : "stretch",
                                   width: part == "3-part-vertical" ? nil : width,
                                   height: part == "3-part-horizontal" ? nil : height),
                     capInsets: .init(top: pixels(caps.top), left: pixels(caps.left),
                                      bottom: pixels(caps.bottom), right: pixels(caps.right)))
    }

    /// JSON as Xcode writes it: two-space indents, `"key" : value`, keys sorted.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}

/// An asset catalog's `Contents.json`, with the keys of Apple's Asset Catalog
/// Format Reference.
struct XcassetsContents: Encodable {
    var images: [Image]? = []
    var info = Info()
    var properties: Properties?

    struct Info: Encodable {
        var author = "xcode"
        var version = 1
    }

    struct Properties: Encodable {
        var preservesVectorRepresentation: Bool
        enum CodingKeys: String, CodingKey { case preservesVectorRepresentation = "preserves-vector-representation" }
    }

    struct Image: Encodable {
        var filename: String
        var idiom: String
        var scale: String?
        var resizing: Resizing?
    }

    struct Resizing: Encodable {
        var mode: String
        var center: Center
        var capInsets: Insets
        enum CodingKeys: String, CodingKey {
            case mode, center
            case capInsets = "cap-insets"
        }
    }

    struct Center: Encodable {
        var mode: String
        var width: Int?
        var height: Int?
    }

    struct Insets: Encodable {
        var top, left, bottom, right: Int
    }
}
