#if Server
#if canImport(Glibc)
import Glibc
#endif

/// The process's limit on open file descriptors, which bounds the connections
/// a server can hold: every connection, worker pipe and theme file read takes
/// one, and the usual soft limit (1,024) is reached long before memory is.
package enum DescriptorLimit {
    /// The soft and hard limits now.
    package static var current: (soft: UInt64, hard: UInt64) {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return (UInt64(limit.rlim_cur), UInt64(limit.rlim_max))
    }

    /// Raises the soft limit to the hard one, as a server should at start
    /// (the hard limit is the administrator's word; the soft one only a
    /// default), and returns the soft limit it leaves.
    @discardableResult
    package static func raiseSoftLimitToHard() -> UInt64 {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { return UInt64(raised.rlim_cur) }
        }
        return UInt64(limit.rlim_cur)
    }

    /// Descriptors kept for what is not a connection: standard streams, the
    /// listening socket, the event loops' epoll, event and timer descriptors,
    /// theme files and folders being read, and a little room. Running out is
    /// fatal, not merely refused: libdispatch's thread-pool monitor opens
    /// `/proc/self/task/…/stat` now and then, and traps when it cannot.
    static let reserved = 64

    /// The most connections a server may hold under a limit of `openFiles`
    /// descriptors with `renders` render workers (two pipes each), so that
    /// connections alone cannot use up the descriptors that reading themes
    /// and starting workers need: the limit less ``reserved`` and the
    /// workers' pipes (at least one).
    package static func connectionCap(openFiles: UInt64, renders: Int) -> Int {
        max(1, Int(clamping: openFiles) - reserved - 2 * renders)
    }
}
#endif
