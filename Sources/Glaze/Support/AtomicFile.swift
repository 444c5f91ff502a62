import Foundation

/// Writes a file so that readers see either the old file or the complete new one.
///
/// Bytes go to a hidden temporary file in the destination's directory (so the final
/// rename never crosses file systems); ``commit()`` renames it into place. A writer
/// that is dropped without committing removes its temporary file, so a failure
/// never leaves a half-written file behind and never touches an existing one.
package final class AtomicFile {
    let destination: URL
    let temporary: URL
    let handle: FileHandle
    private var finished = false

    init(destination: URL) throws(GlazeError) {
        self.destination = destination
        let directory = destination.deletingLastPathComponent()
        temporary = directory.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw GlazeError(.fileAccess(path: destination.path, reason: Self.directoryProblem(directory)))
        }
        do {
            handle = try FileHandle(forWritingTo: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw GlazeError(.fileAccess(path: destination.path, reason: "\(error.localizedDescription)"))
        }
    }

    /// Writes `data` to `url` atomically in one call.
    package static func write(_ data: Data, to url: URL) throws(GlazeError) {
        let file = try AtomicFile(destination: url)
        do {
            try file.handle.write(contentsOf: data)
        } catch {
            throw GlazeError(.fileAccess(path: url.path, reason: "\(error.localizedDescription)"))
        }
        try file.commit()
    }

    /// Flushes the bytes to disk and renames the temporary file over the destination.
    func commit() throws(GlazeError) {
        guard !finished else { return }
        finished = true
        do {
            try handle.synchronize()
            try handle.close()
            if rename(temporary.path, destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw GlazeError(.fileAccess(path: destination.path, reason: reason))
            }
        } catch let error as GlazeError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw GlazeError(.fileAccess(path: destination.path, reason: "\(error.localizedDescription)"))
        }
    }

    /// Drops the temporary file without touching the destination.
    func discard() {
        guard !finished else { return }
        finished = true
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    deinit {
        discard()
    }

    private static func directoryProblem(_ directory: URL) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return "directory \(directory.path) does not exist"
        }
        if !isDirectory.boolValue {
            return "\(directory.path) is not a directory"
        }
        return "directory \(directory.path) is not writable"
    }
}
