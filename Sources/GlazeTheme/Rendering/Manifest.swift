import Foundation

/// `manifest.json`: every file a render wrote, and how to use it.
public struct Manifest: Codable, Hashable, Sendable {
    /// The theme's name.
    public var theme: String
    /// The scales rendered.
    public var scales: [Double]
    /// The layouts written (`flat`, `xcassets`, `android`, `web`).
    public var layouts: [String]
    /// One entry per asset and state.
    public var assets: [Entry]
    /// Files that belong to no one asset: catalogs, selectors, stylesheets.
    public var files: [File]
    /// What a layout could not do as asked, and did instead.
    public var notes: [String]

    /// One asset in one state.
    public struct Entry: Codable, Hashable, Sendable {
        /// The asset's name.
        public var name: String
        /// Its kind.
        public var kind: String
        /// The state.
        public var state: String
        /// The size of the exported image in points: the minimum size of a resizable asset.
        public var logicalSize: Size
        /// The caps, for resizable assets.
        public var capInsets: Insets?
        /// `stretch` or `tile`, for resizable assets.
        public var resizingMode: String?
        /// The files.
        public var files: [File]
    }

    /// A width and height in points.
    public struct Size: Codable, Hashable, Sendable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
    }

    /// Cap insets in points.
    public struct Insets: Codable, Hashable, Sendable {
        /// Top.
        public var top: Double
        /// Left.
        public var left: Double
        /// Bottom.
        public var bottom: Double
        /// Right.
        public var right: Double
    }

    /// One file.
    public struct File: Codable, Hashable, Sendable {
        /// The path relative to the output directory.
        public var path: String
        /// `png`, `9.png`, `pdf`, `svg`, `json`, `xml`, `css` or `html`.
        public var format: String
        /// Pixels per point, for rasters.
        public var scale: Double?
        /// The width in pixels, for rasters.
        public var pixelWidth: Int?
        /// The height in pixels, for rasters.
        public var pixelHeight: Int?
        /// CSS `border-image` values for this raster, for resizable assets.
        public var css: CSS?
        /// The layout that wrote it.
        public var layout: String
    }

    /// CSS `border-image` values.
    public struct CSS: Codable, Hashable, Sendable {
        /// `border-image-slice` in image pixels: top, right, bottom, left.
        public var slice: [Int]
        /// `border-width` in CSS pixels: top, right, bottom, left.
        public var width: [Double]
        /// `border-image-repeat`.
        public var `repeat`: String
    }
}
