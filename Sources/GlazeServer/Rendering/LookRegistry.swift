#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeTheme

/// Every look the server has named in a URL, by digest, so that a
/// content-addressed URL keeps working after its theme changed or broke.
///
/// A look is kept with the theme source it renders from, and a source holds
/// the bytes of every image and font its theme names: a theme with a large
/// font, edited again and again, would otherwise keep every version's font.
/// So the registry is bounded twice: by looks (``limit``) and by the bytes of
/// the sources it keeps (`byteBudget`), each source counted once however many
/// looks share it. Past either bound the oldest looks are forgotten. A
/// forgotten look is still served while a theme's current version has it
/// (``AssetService`` asks the library); a look only an old version had
/// answers 404. Its looks are rendered by workers, from their sources, so it
/// keeps no theme's fonts registered in the server: a font is released once
/// no version of a theme the library holds uses it.
actor LookRegistry {
    static let limit = 100_000

    private struct Entry {
        let file: AssetFile
        let source: ThemeSource
    }

    private let byteBudget: Int
    private var looks: [String: Entry] = [:]
    /// Each kept source's size and the number of kept looks that use it.
    private var sources: [ContentDigest: (bytes: Int, looks: Int)] = [:]
    /// The bytes of every kept source, each once.
    private(set) var sourceBytes = 0
    /// Digests from oldest to newest, those before `head` already forgotten.
    private var order: [String] = []
    private var head = 0

    /// A registry keeping at most `byteBudget` bytes of theme sources (and
    /// always the newest look, whatever its source's size).
    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The looks kept.
    var count: Int { looks.count }

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
        looks[digest] = Entry(file: AssetFile(asset: asset.withoutFontRegistrations, state: state, scale: 1, format: .png),
                              source: source)
        let bytes = source.byteCount
        if sources[source.digest, default: (bytes, 0)].looks == 0 { sourceBytes += bytes }
        sources[source.digest, default: (bytes, 0)].looks += 1
        order.append(digest)
        while order.count - head > Self.limit || (sourceBytes > byteBudget && order.count - head > 1) {
            forget(order[head])
            head += 1
        }
        // The forgotten digests' slots are given back now and then, not at each step.
        if head > Self.limit / 2 || head > order.count / 2 && head > 1024 {
            order.removeFirst(head)
            head = 0
        }
    }

    private func forget(_ digest: String) {
        guard let entry = looks.removeValue(forKey: digest), let kept = sources[entry.source.digest] else { return }
        if kept.looks > 1 {
            sources[entry.source.digest] = (kept.bytes, kept.looks - 1)
        } else {
            sources[entry.source.digest] = nil
            sourceBytes -= kept.bytes
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
