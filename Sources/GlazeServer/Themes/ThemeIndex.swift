#if Server
import Foundation
import GlazeKit
import GlazeTheme

/// A theme's looks by the names requests use (`ASSET[-STATE]`), each with its
/// digest: built once per version of a theme, so that a request costs a
/// dictionary lookup rather than a search of the assets and a hash of the look.
struct ThemeIndex: Sendable {
    struct Look: Sendable {
        let asset: ThemeAsset
        let state: ControlState
        let digest: String
    }

    private(set) var looks: [String: Look] = [:]
    /// What the theme was read from.
    let source: ThemeSource

    init(_ theme: Theme) {
        source = theme.source
        // Longer asset names last, so that where `a-highlighted` could be asset
        // `a` highlighted or an asset of that name, the asset wins, as in
        // FileName.resolve.
        for asset in theme.assets.sorted(by: { $0.name.count < $1.name.count }) {
            for state in asset.states {
                let digest = AssetFile(asset: asset, state: state, scale: 1, format: .png).lookDigest
                looks[AssetFileName.base(name: asset.name, state: state.rawValue)] = Look(asset: asset, state: state, digest: digest)
            }
        }
    }

    /// Each request name's look digest, which covers the files the look uses:
    /// equal for two versions of a theme that draw the same.
    var digests: [String: String] { looks.mapValues(\.digest) }

    /// The look whose digest is `digest`, at `scale` in `format`, if the theme has it.
    func file(digest: String, scale: CGFloat, format: AssetFile.Format) -> ServedFile? {
        looks.values.first { $0.digest == digest }.map {
            ServedFile(file: AssetFile(asset: $0.asset, state: $0.state, scale: scale, format: format), digest: digest,
                       source: source)
        }
    }

    /// The content-addressed name (`DIGEST@2x.png`) of the file `name` asks
    /// for, if the theme has its look: what the response cache keys it by.
    func lookFileName(_ name: FileName) -> String? {
        looks[name.base].map { AssetFileName(base: $0.digest, scale: name.scale, format: name.format).description }
    }

    /// The file `name` asks for, if the theme has its look.
    func file(_ name: FileName) -> ServedFile? {
        looks[name.base].map {
            ServedFile(file: AssetFile(asset: $0.asset, state: $0.state, scale: name.scale, format: name.format), digest: $0.digest,
                       source: source)
        }
    }
}
#endif
