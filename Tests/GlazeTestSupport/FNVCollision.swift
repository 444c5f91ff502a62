import Foundation

/// Two SVG icons whose bytes have the same 64-bit FNV-1a digest, the hash that
/// named content in Glaze before SHA-256: what a theme author would craft to
/// have another theme's render served for theirs.
///
/// The icons differ only in 16 hexadecimal digits of text, so they draw
/// differently. The blocks were found with a distinguished-point collision
/// search over FNV-1a from the state after ``prefix`` (about 2³² hashes: a few
/// minutes on one core), which is how cheaply anyone can make such a pair.
public enum FNVCollision {
    static let prefix = #"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="16">"#
        + #"<text x="2" y="12" font-family="DejaVu Sans Mono" font-size="11">"#
    static let suffix = "</text></svg>\n"

    /// The two icons' bytes.
    public static let icons: (Data, Data) = (Data((prefix + "974358c04791b0ac" + suffix).utf8),
                                             Data((prefix + "f20f7eaa74e0d72a" + suffix).utf8))

    /// The 64-bit FNV-1a digest of `bytes`, computed here so the tests can show
    /// that the pair collides.
    public static func fnv1a64(_ bytes: Data) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    /// A theme of one tinted icon, `icon.svg` beside it.
    public static func theme(named name: String) -> String {
        """
        name: \(name)
        assets:
          - name: badge
            kind: tintedImage
            image: icon.svg
            color: "#1F6FD1"
        """
    }
}
