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
/// let poster = try Image(contentsOfPNG: url, limits: limits)
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
    /// The limits readers use unless told otherwise.
    public static let standard = InputLimits(maximumFileBytes: 64 << 20,
                                             maximumImagePixels: 8192 * 8192,
                                             maximumImageDimension: ImageSurface.maximumPixelDimension,
                                             maximumStretchRuns: 64)
    /// Creates limits; each must be at least 1.
    public init(maximumFileBytes: Int, maximumImagePixels: Int, maximumImageDimension: Int, maximumStretchRuns: Int,
                maximumSVGBytes: Int = 4 << 20, maximumSVGElements: Int = 20_000, maximumSVGDimension: Int = 16_384,
                maximumFontBytes: Int = 32 << 20) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumImagePixels = maximumImagePixels
        self.maximumImageDimension = maximumImageDimension
        self.maximumStretchRuns = maximumStretchRuns
        self.maximumSVGBytes = maximumSVGBytes
        self.maximumSVGElements = maximumSVGElements
        self.maximumSVGDimension = maximumSVGDimension
        self.maximumFontBytes = maximumFontBytes
    }

    /// Throws ``GlazeError/limitExceeded(source:quantity:value:limit:)`` when
    /// `value` is over `limit`; `quantity` says what was counted, for the message.
    public static func check(_ value: Int, against limit: Int, _ quantity: String, in source: String) throws(GlazeError) {
        guard value <= limit else { throw .limitExceeded(source: source, quantity: quantity, value: value, limit: limit) }
    }
}
