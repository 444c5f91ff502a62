#if Server
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a poll of the theme folder saw of every file under it, each read
/// through any symbolic links that stay inside the folder: compared with the
/// last poll's, it tells whether a theme, or an image or font one uses, may
/// have changed.
///
/// Size and modification time alone miss a file replaced by one of the same
/// size and time (`rsync -t`, `tar`, Nix deploys), and a folder that did not
/// follow links missed a Kubernetes ConfigMap's swap of its `..data` link.
/// So each file is also known by its inode and status-change time, which any
/// replacement or write moves, and by the path its links resolve to, which a
/// swapped link moves. A difference only says that something may have
/// changed: the library then reads its themes again and compares what they
/// describe by content digests, so a moved stamp over the same bytes costs a
/// read and changes nothing served.
struct FolderFingerprint: Equatable, Sendable {
    /// Files the walk looks at before it stops: a folder of a million files
    /// cannot make every poll a long walk.
    static let maximumFiles = 10_000

    private var entries: [String: FileStamp] = [:]

    /// One file as `stat(2)` describes it, through its links.
    struct FileStamp: Equatable, Sendable {
        /// The path the file's links resolve to.
        let target: String
        let size: Int64
        let modified: timespec
        let changed: timespec
        let inode: UInt64
        let device: UInt64

        static func == (a: FileStamp, b: FileStamp) -> Bool {
            a.target == b.target && a.size == b.size && a.inode == b.inode && a.device == b.device
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// Walks `folder`, skipping hidden names and following links that resolve
    /// inside it (a ConfigMap's visible names link into its hidden `..data`).
    init(of folder: URL) {
        guard let root = Self.resolved(folder.path) else { return }
        var visited: Set<String> = [root]
        var count = 0
        func walk(_ directory: String, shownAs shown: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                count += 1
                guard count <= Self.maximumFiles else { return }
                let path = shown + "/" + name
                guard let target = Self.resolved(directory + "/" + name), Self.contains(root, target) else { continue }
                var status = stat()
                guard stat(target, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    // A link back up the tree would otherwise walk forever.
                    if visited.insert(target).inserted { walk(target, shownAs: path) }
                case S_IFREG:
                    entries[path] = FileStamp(target: target, size: Int64(status.st_size), modified: status.st_mtim,
                                              changed: status.st_ctim, inode: UInt64(status.st_ino),
                                              device: UInt64(status.st_dev))
                default:
                    continue
                }
            }
        }
        walk(root, shownAs: folder.path)
    }

    init() {}

    /// `path` with every link resolved, or `nil` when it does not resolve.
    static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether the resolved `path` is `root` or under it.
    static func contains(_ root: String, _ path: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}
#endif
