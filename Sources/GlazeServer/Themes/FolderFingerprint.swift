#if Server
import Foundation

/// The size and modification time of every file under a folder: compared with
/// the last one, it tells whether a theme, or an image or font one uses, changed.
struct FolderFingerprint: Equatable, Sendable {
    /// Files the walk looks at before it stops: a folder of a million files
    /// cannot make every poll a long walk.
    static let maximumFiles = 10_000

    private var entries: [String: FileStamp] = [:]

    struct FileStamp: Equatable, Sendable {
        let size: Int64
        let modified: Int64
    }

    /// Walks `folder` (symbolic links not followed).
    init(of folder: URL) {
        var count = 0
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey, .contentModificationDateKey,
                                                                                     .isRegularFileKey],
                                              options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walker {
            count += 1
            if count > Self.maximumFiles { break }
            guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]),
                  values.isRegularFile == true else { continue }
            let modified = Int64(((values.contentModificationDate?.timeIntervalSince1970 ?? 0) * 1_000_000).rounded())
            entries[url.path] = FileStamp(size: Int64(values.fileSize ?? 0), modified: modified)
        }
    }

    init() {}
}
#endif
