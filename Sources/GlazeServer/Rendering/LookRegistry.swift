#if Server
import Foundation
import GlazeTheme

/// Every look the server has named in a URL, by digest, so that a
/// content-addressed URL keeps working after its theme changed or broke.
///
/// Bounded: past the limit the oldest names are forgotten (their URLs answer
/// 404 until a theme names the look again).
actor LookRegistry {
    static let limit = 100_000

    private var looks: [String: AssetFile] = [:]
    private var order: [String] = []

    /// Remembers the asset and state behind `file`'s digest.
    func remember(_ file: AssetFile) {
        let digest = file.lookDigest
        guard looks[digest] == nil else { return }
        looks[digest] = AssetFile(asset: file.asset, state: file.state, scale: 1, format: .png)
        order.append(digest)
        if order.count > Self.limit { looks[order.removeFirst()] = nil }
    }

    /// Remembers every look of `theme`.
    func remember(_ theme: Theme) {
        for asset in theme.assets {
            for state in asset.states { remember(AssetFile(asset: asset, state: state, scale: 1, format: .png)) }
        }
    }

    /// The look behind `digest`, at `scale` in `format`.
    func file(digest: String, scale: CGFloat, format: AssetFile.Format) -> AssetFile? {
        looks[digest].map { AssetFile(asset: $0.asset, state: $0.state, scale: scale, format: format) }
    }
}
#endif
