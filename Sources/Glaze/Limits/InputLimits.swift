/// How much one input may ask of Glaze: the bounds every reader checks before it
/// allocates or decodes, so that a small hostile file cannot take the machine's
/// memory or time.
///
/// Every reader takes a `limits` argument that defaults to ``standard``; raise a
/// field when your inputs are known to be larger:
///
/// ```swift
/// var limits = InputLimits.standard
/// limits.maximumImagePixels = 16_384 * 16_384
/// let poster = try Image(contentsOf: url, limits: limits)
/// ```
///
/// Every reader (PNG, nine-patch, SVG, fonts) has its bounds here, so that one
/// value describes everything a process is willing to read.
public struct InputLimits: Hashable, Sendable, Codable {
    /// The largest file a reader opens, in bytes. Standard: 64 MiB.
    public var maximumFileBytes: Int
    /// The most pixels a decoded image may have (width × height). Standard:
    /// 8192 × 8192, which is 256 MiB of ARGB32.
    public var maximumImagePixels: Int
    /// The longest side of a decoded image, in pixels. Standard: 32767, Cairo's own limit.
    public var maximumImageDimension: Int
    /// The most stretch runs on one edge of a nine-patch. Standard: 64 (Android's
    /// own nine-patches have one or two).
    public var maximumStretchRuns: Int

    /// The largest SVG document read, in bytes. Standard: 4 MiB (an icon is a
    /// few kilobytes; an illustration rarely more than a megabyte).
    public var maximumSVGBytes: Int
    /// The most elements an SVG document may have. Standard: 20,000.
    public var maximumSVGElements: Int
    /// The longest side an SVG may declare for itself, in points. Standard: 16,384.
    public var maximumSVGDimension: Int
    /// The largest font file registered, in bytes. Standard: 32 MiB (large CJK
    /// fonts are 15–20 MiB).
    public var maximumFontBytes: Int

    /// How deeply an SVG's elements may nest, counting the jumps of `<use>`,
    /// markers, patterns, masks and clip paths into the content they draw.
    /// Standard: 64 (librsvg draws nesting recursively, about 4 KB of stack a
    /// level: a chain of 1,000 `<use>` overflows an 8 MB stack, 128 levels a
    /// 512 KB one).
    public var maximumSVGDepth: Int
    /// The most elements an SVG may draw once every `<use>`, marker, pattern,
    /// mask and clip path is expanded. Standard: 100,000 (librsvg's own cap of
    /// 500,000 references takes seconds to reach).
    public var maximumSVGInstances: Int
    /// The largest font size an SVG may ask Pango for, in pixels: `font-size`
    /// times the square of the scale of its transforms, the drawing's included
    /// (librsvg 2.54 hands Pango a size already scaled, and Pango scales it
    /// again). Standard: 32,768 (FreeType fails from 65,536, and Pango then
    /// leaks the font and draws nothing; past 2,097,151 librsvg aborts).
    public var maximumSVGFontSize: Int
    /// The farthest from the drawing's origin an SVG may place a point (a
    /// stroke's edge included), in device pixels. Standard: 4,000,000 (Cairo
    /// keeps coordinates in 24.8 fixed point, ±8,388,608 pixels; past it they
    /// wrap around, and shapes fill where they are not).
    public var maximumSVGCoordinate: Int
    /// The most line segments Cairo may cut an SVG's outlines into, curves,
    /// round joins and caps, and dashes all counted at the scale it is drawn
    /// at. Standard: 10,000,000 (about 3 s and 500 MB in Cairo's stroker).
    public var maximumSVGPathSegments: Int
    /// The most dashes an SVG's strokes may have, all elements together: the
    /// length of each stroked outline over its `stroke-dasharray`'s period.
    /// Standard: 1,000,000 (0.2 s; a 0.1-unit dash on a path 10⁹ long would be 10¹⁰).
    public var maximumSVGDashes: Int
    /// The most primitives one SVG filter may have. Each keeps an image the size
    /// of the drawing while the filter runs. Standard: 32.
    public var maximumSVGFilterPrimitives: Int
    /// The most pixel operations one drawing of an SVG may cost, its filters,
    /// patterns, layers and shapes estimated before drawing at the size it is
    /// drawn (a pixel of a plain fill is 1, about 0.5 ns; a Gaussian blur 300
    /// per pixel of the drawing, a morphology 20 per pixel of its kernel, a
    /// pattern fill 4,000). Standard: 4 × 10⁹, about 2 s of one core.
    public var maximumSVGPixelWork: Int
    /// The most bytes the raster images embedded in one SVG (`data:` PNG and
    /// JPEG) may decode to, all together, at 4 bytes a pixel. Standard: 64 MiB.
    public var maximumSVGImageBytes: Int
    /// The most attributes one SVG element may have. Standard: 1,000 (Inkscape's
    /// busiest elements have a few dozen; libxml2 compares each attribute with
    /// every one before it, so 480,000 took 36 s).
    public var maximumSVGAttributes: Int
    /// The most selector matching an SVG's style sheets may cost: librsvg tries
    /// every selector of every rule, empty ones included, on every element as
    /// it parses. A selector costs a step per element, and more where it walks
    /// the tree: each `:nth-*` pseudo-class counts the element's siblings, each
    /// descendant combinator its ancestors, each sibling combinator its
    /// siblings. Standard: 20,000,000 steps, about 1 s in librsvg 2.54 (40 to
    /// 50 ns a step, measured); a real sheet of a few hundred rules on a few
    /// thousand elements costs under 2,000,000.
    public var maximumSVGStyleWork: Int

    /// The most line segments Cairo may cut one filled, stroked or clipped
    /// outline into on a ``Canvas``: its lines, its curves flattened to 0.1
    /// device pixels, the vertices of Cairo's pen at round joins and caps and
    /// along curves, and its dashes. Standard: 200,000 (a 200,000-segment
    /// zigzag drawn across a 200-pixel surface, every edge crossing every row,
    /// takes Cairo about 4 s; a paragraph's glyph outlines are a few thousand).
    public var maximumOutlineSegments: Int
    /// The most dashes one stroke on a ``Canvas`` may have: its length over
    /// the dash pattern's period (Cairo draws dashes shorter than 0.1 device
    /// pixels as dashes of that length). Standard: 100,000 (a dash per pixel
    /// along three sides of the largest surface; 0.01-point dashes along a
    /// line 8,000,000 points long would be 80,000,000, some 3 s).
    public var maximumStrokeDashes: Int
    /// The most stops a gradient drawn on a ``Canvas`` may have once exact
    /// duplicates are merged. Cairo inserts stops one by one into a sorted
    /// list, in time quadratic in their count. Standard: 10,000 (a colour
    /// per three pixels across the largest surface; under 0.1 s).
    public var maximumGradientStops: Int
    /// The most runs one ``StyledText`` may have when it is laid out: each is
    /// an item Pango shapes, and each colour is drawn in a pass over every
    /// run, so the cost grows with the square of the runs. Standard: 1,000
    /// (1,000 runs of distinct colours lay out and draw in about 2 s; 2,000
    /// took 11 s, 100,000 of two colours more than 20).
    public var maximumStyledRuns: Int
    /// The most fonts one collection (a TrueType or OpenType collection, or a
    /// WOFF 2.0 collection) may hold. fontconfig reads every face of a file
    /// when it is registered, so the work grows with the count, and faster:
    /// 1,000 faces of a 1 MB file took 0.5 s, 20,000 took 12 s. Standard: 64
    /// (the largest real collections, Noto CJK's "Super OTC" files, hold 35
    /// and 45; a face of DejaVu Sans, 6,000 glyphs, costs fontconfig 2 ms, so
    /// 64 faces of a 65,000-glyph CJK font stay near a second).
    public var maximumFontFaces: Int
    /// The most bytes a WOFF or WOFF 2.0 font may unpack to: the TrueType or
    /// OpenType font FreeType rebuilds in memory, every table and the table
    /// directory. FreeType allocates it whole from what the file declares and
    /// inflates into it, so a 2 MB file of compressed zeros asks for 2 GB.
    /// Standard: 32 MiB, as ``maximumFontBytes`` (the largest CJK fonts are
    /// 15–20 MiB of tables; a WOFF unpacks to no more than a plain font may be).
    public var maximumFontUnpackedBytes: Int
    /// The most named instances the variable fonts of one file may declare,
    /// all its fonts together. fontconfig makes a face of each, as of each
    /// font of a collection, and the work grows faster than the count: a font
    /// naming 1,000 took 0.07 s, one naming 20,000 took 2.8 s, and a collection
    /// of 64 of those ran past two minutes. Standard: 1,000 (real variable
    /// fonts name tens: a weight axis's steps, times its widths or optical sizes).
    public var maximumFontInstances: Int

    /// The limits readers use unless told otherwise.
    public static let standard = InputLimits(maximumFileBytes: 64 << 20,
                                             maximumImagePixels: 8192 * 8192,
                                             maximumImageDimension: ImageSurface.maximumPixelDimension,
                                             maximumStretchRuns: 64)
    /// Creates limits; each must be at least 1.
    public init(maximumFileBytes: Int, maximumImagePixels: Int, maximumImageDimension: Int, maximumStretchRuns: Int,
                maximumSVGBytes: Int = 4 << 20, maximumSVGElements: Int = 20_000, maximumSVGDimension: Int = 16_384,
                maximumFontBytes: Int = 32 << 20, maximumSVGDepth: Int = 64, maximumSVGInstances: Int = 100_000,
                maximumSVGFontSize: Int = 32_768, maximumSVGCoordinate: Int = 4_000_000,
                maximumSVGPathSegments: Int = 10_000_000, maximumSVGDashes: Int = 1_000_000,
                maximumSVGFilterPrimitives: Int = 32, maximumSVGPixelWork: Int = 4_000_000_000,
                maximumSVGImageBytes: Int = 64 << 20, maximumSVGAttributes: Int = 1_000,
                maximumSVGStyleWork: Int = 20_000_000, maximumOutlineSegments: Int = 200_000,
                maximumStrokeDashes: Int = 100_000, maximumGradientStops: Int = 10_000,
                maximumStyledRuns: Int = 1_000, maximumFontFaces: Int = 64,
                maximumFontUnpackedBytes: Int = 32 << 20, maximumFontInstances: Int = 1_000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumImagePixels = maximumImagePixels
        self.maximumImageDimension = maximumImageDimension
        self.maximumStretchRuns = maximumStretchRuns
        self.maximumSVGBytes = maximumSVGBytes
        self.maximumSVGElements = maximumSVGElements
        self.maximumSVGDimension = maximumSVGDimension
        self.maximumFontBytes = maximumFontBytes
        self.maximumSVGDepth = maximumSVGDepth
        self.maximumSVGInstances = maximumSVGInstances
        self.maximumSVGFontSize = maximumSVGFontSize
        self.maximumSVGCoordinate = maximumSVGCoordinate
        self.maximumSVGPathSegments = maximumSVGPathSegments
        self.maximumSVGDashes = maximumSVGDashes
        self.maximumSVGFilterPrimitives = maximumSVGFilterPrimitives
        self.maximumSVGPixelWork = maximumSVGPixelWork
        self.maximumSVGImageBytes = maximumSVGImageBytes
        self.maximumSVGAttributes = maximumSVGAttributes
        self.maximumSVGStyleWork = maximumSVGStyleWork
        self.maximumOutlineSegments = maximumOutlineSegments
        self.maximumStrokeDashes = maximumStrokeDashes
        self.maximumGradientStops = maximumGradientStops
        self.maximumStyledRuns = maximumStyledRuns
        self.maximumFontFaces = maximumFontFaces
        self.maximumFontUnpackedBytes = maximumFontUnpackedBytes
        self.maximumFontInstances = maximumFontInstances
    }

    /// Throws ``GlazeError/Code-swift.struct/limitExceeded`` when
    /// `value` is over `limit`; `quantity` says what was counted.
    public static func check(_ value: Int, against limit: Int, _ quantity: Quantity, in source: String) throws(GlazeError) {
        guard value <= limit else { throw GlazeError(.limitExceeded(source: source, quantity: quantity, value: value, limit: limit)) }
    }
}
