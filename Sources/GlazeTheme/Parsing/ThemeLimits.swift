import Glaze

/// How much a theme file may ask of the reader. Every real theme fits with
/// room to spare; a file past any of them is refused with a ``ThemeError``
/// naming the limit, before it can cost much time or memory.
///
/// ```swift
/// var limits = ThemeLimits.standard
/// limits.maximumAssets = 5_000
/// let theme = try Theme(contentsOf: url, limits: limits)
/// ```
public struct ThemeLimits: Hashable, Sendable, Codable {
    /// The largest theme file, in bytes. Standard: 4 MiB.
    public var maximumFileBytes: Int
    /// The most values in the document once YAML aliases are expanded (every
    /// mapping, list, key's value and scalar counts one). Standard: 100,000.
    public var maximumValues: Int
    /// The deepest nesting of mappings and lists. Standard: 32 (themes use 5).
    public var maximumDepth: Int
    /// The most assets in one theme. Standard: 1,000.
    public var maximumAssets: Int
    /// The most entries in any list inside an asset: segments, tab items,
    /// widths, colours. Standard: 64.
    public var maximumListItems: Int
    /// The longest asset name, in characters. Standard: 100 (file names are built from it).
    public var maximumNameLength: Int
    /// The longest text of any other kind (titles, colours, keys), in characters.
    /// Standard: 1,000.
    public var maximumTextLength: Int
    /// The limits for the files a theme's assets read.
    public var inputs: InputLimits

    /// The limits `Theme` uses unless told otherwise.
    public static let standard = ThemeLimits(maximumFileBytes: 4 << 20, maximumValues: 100_000, maximumDepth: 32,
                                             maximumAssets: 1_000, maximumListItems: 64, maximumNameLength: 100,
                                             maximumTextLength: 1_000, inputs: .standard)

    /// Creates limits.
    public init(maximumFileBytes: Int, maximumValues: Int, maximumDepth: Int, maximumAssets: Int,
                maximumListItems: Int, maximumNameLength: Int, maximumTextLength: Int, inputs: InputLimits) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumValues = maximumValues
        self.maximumDepth = maximumDepth
        self.maximumAssets = maximumAssets
        self.maximumListItems = maximumListItems
        self.maximumNameLength = maximumNameLength
        self.maximumTextLength = maximumTextLength
        self.inputs = inputs
    }

    /// The error for a theme nested deeper than ``maximumDepth``, at `line`.
    func tooDeep(file: String, line: Int?) -> ThemeError {
        ThemeError(.limitExceeded, file: file, line: line, message: "nests deeper than \(maximumDepth) levels (ThemeLimits.maximumDepth)")
    }

    /// The error for a theme of `bytes` bytes, over ``maximumFileBytes``.
    func fileTooLarge(_ bytes: Int, file: String) -> ThemeError {
        ThemeError(.limitExceeded, file: file, message: "is \(bytes) bytes, over the limit of \(maximumFileBytes) bytes for a theme (ThemeLimits.maximumFileBytes)")
    }
}
