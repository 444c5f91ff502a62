import Foundation

/// The hidden folder a render writes into before anything is moved into place,
/// `OUT/.glaze-staging-UUID`, and the lock that says its run is alive.
///
/// A run killed outright (SIGKILL, or a C library's abort) cannot remove its
/// folder, so every render first removes the folders in its output directory
/// whose run is gone. Who is alive is told by an exclusive `flock` on
/// `OUT/.glaze-staging-UUID.lock`, taken before the folder exists and held
/// until it is gone: the kernel lets go of it the moment the process ends,
/// however it ends, so a lock that can be taken means an orphan. A process id
/// written into the folder could not say as much: ids are reused (a start time
/// from `/proc` narrows that, but is Linux's alone), and a run in another pid
/// namespace — a container sharing the output volume — has an id that means
/// nothing here, so its live folder would look orphaned.
///
/// The order of steps keeps every moment safe for a run sweeping at the same
/// time: the lock file is made and locked before the folder, and unlinked only
/// after the folder is gone, so a folder is never without a live or orphaned
/// lock. Only names of exactly this shape (the prefix and a UUID as `UUID`
/// writes it) are ever removed; a staging folder with no lock file, as Glaze
/// wrote before it locked them, may be a live run of that version and is left
/// alone.
final class StagingFolder: Sendable {
    /// The folder files are staged in.
    let url: URL
    private let lock: URL
    /// The lock file, held open and locked for the render's life. On a file
    /// system without locks it is open but unlocked; other runs cannot take it
    /// either, cannot tell the folder orphaned, and leave it alone.
    private let descriptor: Int32

    private static let prefix = ".glaze-staging-"
    private static let lockSuffix = ".lock"

    /// Removes the orphaned staging folders in `directory`, then makes a new
    /// one owned by this process.
    init(in directory: URL) throws(RenderError) {
        Self.removeOrphans(in: directory)
        // A sweeping run can take a lock file in the instant between its creation
        // and its locking; the folder then takes another name.
        for _ in 0..<3 {
            let name = Self.prefix + UUID().uuidString
            let lock = directory.appendingPathComponent(name + Self.lockSuffix)
            let descriptor = open(lock.path, O_RDONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw RenderError(.output, "cannot write to output directory \(directory.path)") }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                guard Self.isFile(descriptor, at: lock) else {
                    close(descriptor)
                    continue
                }
            } else if errno == EWOULDBLOCK {
                close(descriptor)
                continue
            }
            let folder = directory.appendingPathComponent(name)
            guard mkdir(folder.path, 0o777) == 0 else {
                unlink(lock.path)
                close(descriptor)
                throw RenderError(.output, "cannot write to output directory \(directory.path)")
            }
            url = folder
            self.lock = lock
            self.descriptor = descriptor
            return
        }
        throw RenderError(.output, "cannot lock a staging folder in \(directory.path)")
    }

    deinit {
        close(descriptor)
    }

    /// Removes the folder, then its lock file; the lock itself is let go when
    /// this object goes. A folder that cannot be removed keeps its lock file,
    /// so that the next run removes it.
    func remove() {
        if Self.removeFolder(url) { unlink(lock.path) }
    }

    /// Removes every staging folder in `directory` whose lock no process holds.
    static func removeOrphans(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        var ids: Set<String> = []
        for name in names where name.hasPrefix(prefix) {
            var id = name.dropFirst(prefix.count)
            if id.hasSuffix(lockSuffix) { id = id.dropLast(lockSuffix.count) }
            guard let uuid = UUID(uuidString: String(id)), uuid.uuidString == id else { continue }
            ids.insert(String(id))
        }
        for id in ids.sorted() {
            let folder = directory.appendingPathComponent(prefix + id), lock = directory.appendingPathComponent(prefix + id + lockSuffix)
            // O_NONBLOCK: a FIFO under that name must not stall the render.
            let descriptor = open(lock.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            // Held: its run is alive. Taken but no longer at that path: another
            // run has just swept it.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, isFile(descriptor, at: lock) else { continue }
            if removeFolder(folder) { unlink(lock.path) }
        }
    }

    /// Whether `descriptor` is the regular file at `url` (not one that was
    /// unlinked, and not a device or FIFO of that name).
    private static func isFile(_ descriptor: Int32, at url: URL) -> Bool {
        var opened = stat(), named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(url.path, &named) == 0 else { return false }
        return opened.st_mode & S_IFMT == S_IFREG && opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Removes `folder` if it is a directory (not a link to one); true when
    /// nothing is left at its path.
    private static func removeFolder(_ folder: URL) -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return errno == ENOENT }
        guard info.st_mode & S_IFMT == S_IFDIR else { return false }
        do {
            try FileManager.default.removeItem(at: folder)
            return true
        } catch {
            return false
        }
    }
}
