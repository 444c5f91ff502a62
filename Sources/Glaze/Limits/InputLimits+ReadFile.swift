import Foundation

extension InputLimits {
    /// Reads a whole regular file of at most ``maximumFileBytes`` bytes.
    ///
    /// The size is checked before anything is read, and again while reading, in
    /// case the file grows. FIFOs, devices (`/dev/zero`) and directories are refused
    /// at once: opening never waits for a writer and reading never runs forever.
    ///
    /// ```swift
    /// let bytes = try InputLimits.standard.readFile(at: URL(fileURLWithPath: "theme.yaml"))
    /// ```
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` for a missing, unreadable
    ///   or non-regular file; ``GlazeError/Code-swift.struct/limitExceeded``
    ///   for one that is too large.
    package func readFile(at url: URL) throws(GlazeError) -> Data {
        try Self.readFile(at: url, maximumBytes: maximumFileBytes)
    }

    /// Reads a whole regular file of at most `maximumBytes` bytes; see ``readFile(at:)``.
    package static func readFile(at url: URL, maximumBytes: Int) throws(GlazeError) -> Data {
        let path = url.path
        // Non-blocking, so that opening a FIFO with no writer returns instead of waiting.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "cannot be opened (\(String(cString: strerror(errno))))"
            throw GlazeError(.fileAccess(path: path, reason: reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw GlazeError(.fileAccess(path: path, reason: "cannot be examined (\(String(cString: strerror(errno))))"))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw GlazeError(.fileAccess(path: path, reason: "is not a regular file (\(kindName(status.st_mode)))"))
        }
        try check(Int(status.st_size), against: maximumBytes, .fileBytes, in: path)
        var data = Data(count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                // The file grew after fstat: read past the limit only far enough to know.
                guard data.count <= maximumBytes else {
                    throw GlazeError(.limitExceeded(source: path, quantity: .fileBytes, value: filled, limit: maximumBytes))
                }
                data.count = min(data.count * 2, maximumBytes + 1)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw GlazeError(.fileAccess(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
            }
            filled += count
        }
        try check(filled, against: maximumBytes, .fileBytes, in: path)
        data.count = filled
        return data
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a plain file"
        }
    }
}
