extension InputLimits {
    /// What a reader counted when an input went past a limit: the
    /// ``GlazeError/quantity`` of an error whose code is
    /// ``GlazeError/Code-swift.struct/limitExceeded``,
    /// ``GlazeError/Code-swift.struct/svgLimitExceeded`` or
    /// ``GlazeError/Code-swift.struct/drawingLimitExceeded``, so that callers
    /// and tests match a quantity rather than a message.
    ///
    /// ```swift
    /// do {
    ///     _ = try Image(contentsOf: upload)
    /// } catch where error.code == .limitExceeded && error.quantity == .pixels {
    ///     print("\(error.requested ?? 0) pixels; raise InputLimits.maximumImagePixels past \(error.limit ?? 0) to read it")
    /// }
    /// ```
    ///
    /// Its description is the phrase the error's message uses, with its unit.
    public enum Quantity: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
        /// A file's size on disk, in bytes.
        case fileBytes
        /// The size of data handed to a reader, in bytes.
        case dataBytes
        /// The size of gzip-compressed data once inflated, in bytes; inflating
        /// stops one byte past the limit, so the value is a lower bound.
        case inflatedBytes
        /// A raster image's width, in pixels.
        case width
        /// A raster image's height, in pixels.
        case height
        /// A raster image's pixel count, width × height.
        case pixels
        /// The elements an SVG document holds.
        case elements
        /// The longer side an SVG declares for itself, in points.
        case side
        /// How deeply an SVG nests, counting the jumps of `<use>`, markers,
        /// patterns, masks and clip paths.
        case nestingDepth
        /// The elements an SVG draws with every `<use>`, marker and pattern expanded.
        case drawnElements
        /// The longer side of an image embedded in an SVG, in pixels.
        case embeddedImageSide
        /// The pixel count of an image embedded in an SVG.
        case embeddedImagePixels
        /// The bytes all of an SVG's embedded images decode to, together.
        case embeddedImageBytes
        /// The dashes of an SVG's strokes, all elements together.
        case dashes
        /// The primitives of one SVG filter.
        case filterPrimitives
        /// The elements of an `feConvolveMatrix` kernel (its order), which
        /// librsvg 2.54 cannot exceed without aborting.
        case convolutionKernel
        /// The font size Pango is asked for, in pixels.
        case fontSize
        /// The distance of a point from the drawing's origin, in device pixels.
        case coordinate
        /// The side of a pattern's tile, in device pixels.
        case tileSide
        /// The pixel count of a pattern's tile.
        case tilePixels
        /// The line segments Cairo cuts an SVG's outlines into.
        case pathSegments
        /// The pixel operations an SVG's drawing is estimated to cost.
        case pixelWork
        /// The attributes of one SVG element.
        case attributes
        /// The bytes an SVG's entity references expand to, all together.
        case entityExpansionBytes
        /// The steps matching an SVG's style sheets against its elements costs.
        case styleWork
        /// The line segments Cairo would cut one outline a canvas fills,
        /// strokes or clips to into.
        case outlineSegments
        /// The dashes of one stroke on a canvas.
        case strokeDashes
        /// The stops of one gradient, exact duplicates merged.
        case gradientStops
        /// The runs of one styled text.
        case styledRuns
        /// The fonts a collection holds.
        case fontFaces
        /// The bytes a WOFF or WOFF 2.0 font unpacks to, its tables and their
        /// directory, as the file declares them.
        case unpackedFontBytes
        /// The named instances a file's variable fonts declare, all together.
        case namedInstances

        /// The phrase an error message uses for this quantity.
        public var description: String {
            switch self {
            case .fileBytes: "file size in bytes"
            case .dataBytes: "size in bytes"
            case .inflatedBytes: "inflated size in bytes, at least"
            case .width: "width in pixels"
            case .height: "height in pixels"
            case .pixels: "pixel count"
            case .elements: "element count"
            case .side: "side in points"
            case .nestingDepth: "nesting depth (with <use>, markers, patterns, masks and clip paths)"
            case .drawnElements: "elements drawn (with every <use>, marker and pattern expanded)"
            case .embeddedImageSide: "side of an embedded image in pixels"
            case .embeddedImagePixels: "pixels of an embedded image"
            case .embeddedImageBytes: "bytes of embedded images decoded (all images together)"
            case .dashes: "dashes (stroke-dasharray over the length of each stroked outline, all elements)"
            case .filterPrimitives: "filter primitives"
            case .convolutionKernel: "convolution kernel elements (order, which librsvg 2.54 cannot exceed without aborting)"
            case .fontSize: "font size Pango is asked for (font-size × its transform's scale²)"
            case .coordinate: "distance from the origin in device pixels"
            case .tileSide: "pattern tile side in device pixels"
            case .tilePixels: "pattern tile pixels"
            case .pathSegments: "path segments (curves, joins, caps and dashes, all elements)"
            case .pixelWork: "pixel operations (filters, patterns, layers and fills, all elements)"
            case .attributes: "attributes of one element"
            case .entityExpansionBytes: "bytes of entity references expanded (all references together)"
            case .styleWork: "style matching steps (every selector on every element, :nth-* and combinators walking the tree)"
            case .outlineSegments: "line segments of one outline (curves, round joins and caps, and dashes)"
            case .strokeDashes: "dashes of one stroke (its length over the dash period)"
            case .gradientStops: "gradient stops (exact duplicates merged)"
            case .styledRuns: "runs of styled text"
            case .fontFaces: "fonts in the collection"
            case .unpackedFontBytes: "unpacked size in bytes (all tables and their directory, as declared)"
            case .namedInstances: "named instances of variable fonts (all fonts of the file)"
            }
        }
    }
}
