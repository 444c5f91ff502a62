/// Reads the keys of one kind of asset into its look; ``AssetKind`` names the
/// reader of each kind, and ``ThemeAsset`` reads what every asset shares.
protocol AssetKindReader {
    /// The keys this kind reads, besides those every asset has.
    static var keys: [String] { get }
    /// Whether `title` (with `font`, `icon` and `titleColor`) is a title previews
    /// draw over the exported background (for kinds whose title is part of the
    /// asset itself, it is read here).
    static var takesPreviewTitle: Bool { get }
    /// The look the asset's keys describe.
    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook
}

extension AssetKindReader {
    static var takesPreviewTitle: Bool { false }
}
