import Foundation
import Glaze
import GlazeKit

/// One file of one asset: the asset in a state, at a scale, in a format. What a
/// server renders for one request, and what it keys its responses on.
///
/// ```swift
/// let file = AssetFile(asset: theme.assets[0], state: .highlighted, scale: 2, format: .png)
/// let png = try await file.data(cache: RasterCache())
/// ```
public struct AssetFile: Hashable, Sendable {
    /// The formats one file can take.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// A PNG at the file's scale.
        case png
        /// An Android nine-patch PNG at the file's scale (resizable assets only).
        case ninePatch = "9.png"
        /// A one-page vector PDF.
        case pdf
        /// An SVG document.
        case svg

        /// Whether the format is a raster, which has a scale.
        public var isRaster: Bool { self == .png || self == .ninePatch }

        /// The HTTP content type.
        public var contentType: String {
            switch self {
            case .png, .ninePatch: "image/png"
            case .pdf: "application/pdf"
            case .svg: "image/svg+xml"
            }
        }
    }

    /// The asset.
    public var asset: ThemeAsset
    /// The state it is drawn in.
    public var state: ControlState
    /// Pixels per point for rasters; 1 for documents, whose scale means nothing.
    public var scale: CGFloat
    /// The format.
    public var format: Format

    /// Creates a file; a document's scale is recorded as 1.
    public init(asset: ThemeAsset, state: ControlState, scale: CGFloat, format: Format) {
        self.asset = asset
        self.state = state
        self.scale = format.isRaster ? scale : 1
        self.format = format
    }

    /// The size of the asset in points (the minimum size of a resizable one).
    public var size: CGSize { asset.look.exportSize }

    /// The pixels drawing the file costs: the raster's own, or for a document a
    /// 2x raster of its size (the density of what it may embed), as
    /// ``ThemeRenderer/pixelCount(of:options:)`` counts them.
    public var pixelCount: Int {
        PixelRounding.pixelCount(size, scale: format.isRaster ? scale : 2, border: format == .ninePatch ? 2 : 0)
    }

    /// A name for what the asset shows in this state, equal wherever the look
    /// is the same whatever the theme or asset is called: a digest of the look's
    /// cache key, which covers the bytes of every image and font it uses.
    /// The 64 hexadecimal digits of the key's SHA-256 digest, the same in every
    /// process: a look another theme's author cannot forge.
    public var lookDigest: String { lookKey.fileName }

    /// The cache key of the asset's look in its state at its export size, of
    /// which ``lookDigest`` is the digest: for a process that tells looks apart
    /// only among its own, without hashing each.
    package var lookKey: RasterCacheKey {
        RasterCacheKey(AssetRaster(asset, state: state), renderSize: size, scale: 1)
    }

    /// The file's name under its look: `DIGEST@2x.png`, `DIGEST@2x.9.png`,
    /// `DIGEST.pdf` or `DIGEST.svg`.
    public var lookFileName: String { lookFileName(digest: lookDigest) }

    /// ``lookFileName`` from a ``lookDigest`` computed before for the same asset
    /// and state: a server that keeps its looks' digests names files without
    /// hashing the look again.
    public func lookFileName(digest: String) -> String {
        AssetFileName(base: digest, scale: scale, format: format).description
    }

    /// The file's name in its theme: `NAME[-STATE]@2x.png` and so on, as the
    /// flat layout writes it.
    public var fileName: String {
        AssetFileName(asset, state, scale: scale, format: format).description
    }

    /// Renders the file; rasters go through `cache`, so a look is drawn once
    /// whatever asks for it (concurrent requests for one look wait for one render).
    /// - Throws: ``RenderError`` naming the asset when drawing fails or a
    ///   nine-patch is asked of an asset that does not stretch.
    public func data(cache: RasterCache) async throws -> Data {
        let raster = AssetRaster(asset, state: state)
        do {
            switch format {
            case .png:
                return try await cache.rasterAsync(for: raster, size: size, scale: scale).image.pngData()
            case .ninePatch:
                let image = try await cache.rasterAsync(for: raster, size: size, scale: scale).image
                let rendered = RenderedAsset(asset: asset, state: state, size: size, rasters: [(scale, image)], pdf: nil, svg: nil)
                guard let resizable = try rendered.resizable(image) else {
                    throw RenderError(.layoutRefused, "asset '\(asset.name)' does not stretch, so it has no nine-patch")
                }
                return try NinePatch(resizable).pngData()
            case .pdf:
                let document = try PDFDocument(title: asset.name)
                try document.addPage(size: size) { try raster.draw(in: $0.bounds, on: $0) }
                return try document.data()
            case .svg:
                let document = try SVGDocument(size: size)
                try document.draw { try raster.draw(in: $0.bounds, on: $0) }
                return try document.data()
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError(.assetFailed, "asset '\(asset.name)' (\(asset.look.kind.rawValue)), state \(state.rawValue): \(error)")
        }
    }
}

extension Manifest {
    /// The manifest of `theme` as a server describes it: every asset in every
    /// state with its PNGs at `scales` (and nine-patches for resizable assets),
    /// its PDF and SVG, each file's path relative to the theme's `assets/`.
    public init(serving theme: Theme, scales: [CGFloat]) {
        var entries: [Entry] = []
        for asset in theme.assets {
            for state in asset.states {
                let size = asset.look.exportSize
                var files: [File] = []
                for scale in scales {
                    let pixels = { (value: CGFloat) in Int(PixelRounding.pixels(value, scale: scale)) }
                    files.append(File(path: AssetFileName(asset, state, scale: scale, format: .png).description, format: "png", scale: Double(scale),
                                      pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), css: nil, layout: "flat"))
                    if asset.look.capInsets != nil {
                        files.append(File(path: AssetFileName(asset, state, scale: scale, format: .ninePatch).description, format: "9.png", scale: Double(scale),
                                          pixelWidth: pixels(size.width) + 2, pixelHeight: pixels(size.height) + 2, css: nil,
                                          layout: "flat"))
                    }
                }
                files.append(File(path: AssetFileName(asset, state, scale: 1, format: .pdf).description, format: "pdf", scale: nil, pixelWidth: nil, pixelHeight: nil, css: nil, layout: "flat"))
                files.append(File(path: AssetFileName(asset, state, scale: 1, format: .svg).description, format: "svg", scale: nil, pixelWidth: nil, pixelHeight: nil, css: nil, layout: "flat"))
                let caps = asset.look.capInsets.map { Insets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
                entries.append(Entry(name: asset.name, kind: asset.look.kind.rawValue, state: state.rawValue,
                                     logicalSize: Size(width: size.width, height: size.height), capInsets: caps,
                                     resizingMode: asset.look.resizingMode?.rawValue, files: files))
            }
        }
        self.init(theme: theme.name, scales: scales.map(Double.init), layouts: ["flat"], assets: entries, files: [], notes: [])
    }
}
