import Foundation
import Glaze
import GlazeKit

/// Glaze's own layout: `NAME[-STATE]@Nx.png` per scale (with CSS `border-image`
/// values in the manifest), `.9.png` when asked, `.pdf` and `.svg`.
struct FlatLayout: LayoutWriter {
    let folder: LayoutFolder
    let options: RenderOptions

    static let layout = OutputLayout.flat
    static let summary = "NAME[-STATE]@Nx.png, .pdf, .svg and .9.png side by side"
    /// Any scale; 2x when none is given.
    static let usableScales: [CGFloat]? = nil
    static let defaultScales: [CGFloat] = [2]
    static let formats: Set<OutputFormat> = [.png, .pdf, .svg]

    /// PNGs only when PNG is a format asked for.
    static func needsRasters(for formats: [OutputFormat]) -> Bool { formats.contains(.png) }

    static func notes(for theme: Theme, options: RenderOptions) -> [String] { [] }

    init(folder: LayoutFolder, options: RenderOptions, theme: Theme) {
        self.folder = folder
        self.options = options
    }

    func write(_ asset: RenderedAsset) throws -> [Manifest.File] {
        var files: [Manifest.File] = []
        let rasters = options.formats.contains(.png) ? scales.compactMap { scale in asset.raster(scale).map { (scale, $0) } } : []
        for (scale, image) in rasters {
            let path = asset.fileName(scale: scale, .png)
            try folder.write(try image.pngData(compression: options.pngCompression), to: path)
            var css: Manifest.CSS?
            var ninePatch: Manifest.File?
            if let resizable = try asset.resizable(image) {
                let values = resizable.cssBorderImage
                css = Manifest.CSS(slice: values.slice, width: values.width.map(Double.init), repeat: values.repeatMode)
                if options.ninePatch {
                    let patch = asset.fileName(scale: scale, .ninePatch)
                    try folder.write(try NinePatch(resizable).pngData(compression: options.pngCompression), to: patch)
                    ninePatch = folder.file(patch, layout, format: "9.png", scale: scale,
                                            pixelWidth: image.pixelWidth + 2, pixelHeight: image.pixelHeight + 2)
                }
            }
            files.append(folder.file(path, layout, format: "png", scale: scale, pixelWidth: image.pixelWidth,
                                     pixelHeight: image.pixelHeight, css: css))
            if let ninePatch { files.append(ninePatch) }
        }
        if let pdf = asset.pdf {
            try folder.write(pdf, to: asset.fileName(.pdf))
            files.append(folder.file(asset.fileName(.pdf), layout, format: "pdf"))
        }
        if let svg = asset.svg {
            try folder.write(svg, to: asset.fileName(.svg))
            files.append(folder.file(asset.fileName(.svg), layout, format: "svg"))
        }
        return files
    }

    func finish(_ entries: [Manifest.Entry]) throws -> [Manifest.File] { [] }
}
