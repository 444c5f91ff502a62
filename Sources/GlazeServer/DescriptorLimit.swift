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
}
#endif
