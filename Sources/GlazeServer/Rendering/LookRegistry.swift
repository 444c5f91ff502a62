#if Server
import Foundation
import GlazeKit
import GlazeTheme

/// Every look the server has named in a URL, by digest, so that a
/// content-addressed URL keeps working after its theme changed or broke.
///
/// Bounded: past the limit the oldest names are forgotten (their URLs answer
/// 404 until a theme names the look again).
actor LookRegistry {
    static let limit = 100_000

    private var looks: [String: (file: AssetFile, source: ThemeSource)] = [:]
    /// Digests from oldest to newest, those before `head` already forgotten.
    private var order: [String] = []
    private var head = 0

    /// Remembers the asset and state behind `served`'s digest.
    func remember(_ served: ServedFile) {
        remember(digest: served.digest, asset: served.file.asset, state: served.file.state, source: served.source)
    }

    /// Remembers every look of a theme.
    func remember(_ index: ThemeIndex) {
        for look in index.looks.values { remember(digest: look.digest, asset: look.asset, state: look.state, source: index.source) }
    }

    private func remember(digest: String, asset: ThemeAsset, state: ControlState, source: ThemeSource) {
        guard looks[digest] == nil else { return }
        looks[digest] = (AssetFile(asset: asset, state: state, scale: 1, format: .png), source)
        order.append(digest)
        if order.count - head > Self.limit {
            looks[order[head]] = nil
            head += 1
            // The forgotten digests' slots are given back now and then, not at each step.
            if head > Self.limit / 2 {
                order.removeFirst(head)
                head = 0
            }
        }
    }

    /// The look behind `digest`, at `scale` in `format`.
    func file(digest: String, scale: CGFloat, format: AssetFile.Format) -> ServedFile? {
        looks[digest].map {
            ServedFile(file: AssetFile(asset: $0.file.asset, state: $0.file.state, scale: scale, format: format), digest: digest,
                       source: $0.source)
        }
    }
}
#endif
