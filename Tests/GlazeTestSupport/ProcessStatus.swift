import Foundation

/// What the kernel says of a running process, from `/proc/PID/stat`, for
/// tests that find a worker and watch or signal it.
public enum ProcessStatus {
    /// The fields after the command's closing parenthesis: state first, then
    /// the parent's id; user and system time are the 12th and 13th.
    private static func fields(of pid: pid_t) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: end)...].split(separator: " ")
    }

    /// The CPU seconds `pid` has used, user and system.
    public static func cpuSeconds(of pid: pid_t) -> Double {
        let fields = fields(of: pid)
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / 100
    }

    /// The running processes whose parent is `pid`. Read from every process's
    /// `stat`: the kernel's per-thread `children` lists are reliable only for
    /// stopped processes.
    public static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { child in
            let fields = fields(of: child)
            return fields.count > 1 && pid_t(fields[1]) == pid
        }
    }
}
