import Foundation

/// A render's change to its output directory, made as one: files are staged
/// in a hidden folder (``StagingFolder``) and moved into place only when all
/// of them are written; a move that fails part-way puts back every item moved
/// before it, so that a failed render leaves nothing new behind and changes
/// nothing that was there.
package enum OutputTransaction {
    /// Creates the output directory if needed and a hidden staging folder in it
    /// (removing those that killed runs left). `created` is the outermost
    /// folder this made, which a failed render removes again, so that it leaves
    /// nothing behind.
    static func prepare(_ directory: URL) throws -> (staging: StagingFolder, created: URL?) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var created: URL?
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw RenderError(.output, "\(directory.path) is not a directory") }
        } else {
            var outermost = directory.standardizedFileURL
            while case let parent = outermost.deletingLastPathComponent(), parent.path != outermost.path,
                  !manager.fileExists(atPath: parent.path) {
                outermost = parent
            }
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                try? manager.removeItem(at: outermost)
                throw RenderError(.output, "cannot create output directory \(directory.path)")
            }
            created = outermost
        }
        do {
            return (try StagingFolder(in: directory), created)
        } catch {
            if let created { try? manager.removeItem(at: created) }
            throw error
        }
    }

    /// Moves everything staged into `directory`, one top-level item at a time
    /// (each rename atomic), and returns every file as a path relative to
    /// `directory`. What an item replaces — a file, or a folder a layout writes
    /// (`Assets.xcassets`, `res`) — is kept in the staging folder as
    /// `.replaced-NAME` (a file by a hard link, so that its replacement is still
    /// one atomic rename) and goes with it once everything is in place.
    ///
    /// If a move fails, every item moved before it is moved back into the
    /// staging folder and what it replaced is renamed back, in reverse order;
    /// then the error is thrown. `beforeEach`, called with each item's name
    /// before it moves, lets tests make a move fail.
    package static func commit(_ staging: URL, into directory: URL,
                               beforeEach: (String) throws -> Void = { _ in }) throws -> [String] {
        let manager = FileManager.default
        try flush(staging)
        let names = try manager.contentsOfDirectory(atPath: staging.path).sorted()
        var files: [String] = []
        for name in names {
            let source = staging.path + "/" + name
            var info = stat()
            if lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let inside = manager.enumerator(atPath: source)?.compactMap { $0 as? String } ?? []
                files += inside.filter { path in
                    var nested = stat()
                    return lstat(source + "/" + path, &nested) == 0 && nested.st_mode & S_IFMT != S_IFDIR
                }.map { "\(name)/\($0)" }
            } else {
                files.append(name)
            }
        }
        var moved: [Move] = []
        do {
            for name in names {
                try beforeEach(name)
                moved.append(try move(name, from: staging, into: directory))
            }
        } catch {
            for move in moved.reversed() { move.undo() }
            throw error
        }
        return files.sorted()
    }

    /// Flushes every file written to the staging folder's file system to disk,
    /// once, so that nothing moves into place before its bytes are stored.
    private static func flush(_ staging: URL) throws {
        let descriptor = open(staging.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0, syncFileSystem(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw RenderError(.output, "cannot flush \(staging.path) to disk: \(reason)")
        }
        close(descriptor)
    }

    /// glibc's `syncfs`, which Swift's Glibc module leaves out (it is a GNU
    /// extension); `sync` where it is missing.
    private static let syncFileSystem: @convention(c) (Int32) -> Int32 = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return { _ in sync(); return 0 } }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// One item moved into place, and how to put back what was there.
    private struct Move {
        let staged: String, target: String
        /// Where what the item replaced is kept, if it replaced something.
        let replaced: String?

        /// Moves the item back into the staging folder and renames back what it replaced.
        func undo() {
            if rename(target, staged) != 0 { unlink(target) }
            if let replaced { rename(replaced, target) }
        }
    }

    private static func move(_ name: String, from staging: URL, into directory: URL) throws -> Move {
        // Paths joined as text: URL's appending asks the file system whether
        // each is a folder, three stats a file in this serial step.
        let staged = staging.path + "/" + name, target = directory.path + "/" + name
        let kept = staging.path + "/.replaced-" + name
        var replaced: String?
        var info = stat()
        if lstat(target, &info) == 0 {
            // A file stays at its path until the rename replaces it; a folder
            // cannot be renamed over, so it moves aside first.
            let keptAside = info.st_mode & S_IFMT != S_IFDIR && link(target, kept) == 0
            guard keptAside || rename(target, kept) == 0 else {
                throw RenderError(.output, "cannot replace \(target): \(String(cString: strerror(errno)))")
            }
            replaced = kept
        }
        guard rename(staged, target) == 0 else {
            let reason = String(cString: strerror(errno))
            if let replaced {
                // A file kept by a link is still in place; a folder moved aside goes back.
                var now = stat()
                if lstat(target, &now) != 0 { rename(replaced, target) } else { unlink(replaced) }
            }
            throw RenderError(.output, "cannot move \(name) into \(directory.path): \(reason)")
        }
        return Move(staged: staged, target: target, replaced: replaced)
    }
}
