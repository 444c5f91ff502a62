import Foundation

/// What one render worker may use. A worker past a limit is ended by the
/// kernel (or by its pool, for the wall-clock time); that costs the one render
/// it was doing, never the program that started it.
public struct WorkerLimits: Sendable, Hashable {
    /// Virtual memory a worker may map, in bytes (`RLIMIT_AS`). Standard: 2 GiB:
    /// a worker idles at about 300 MiB (mostly libraries and thread stacks), and
    /// the largest request the standard pixel budget allows needs 64 MiB more.
    public var addressSpaceBytes = 2 << 30
    /// CPU seconds one render may take (`RLIMIT_CPU`, re-armed before each
    /// render). Standard: 10.
    public var cpuSecondsPerRender = 10
    /// Wall-clock seconds one render may take before the pool kills its
    /// worker: a worker stuck without using CPU ends too. Standard: 30.
    public var secondsPerRender = 30
    /// Files a worker may have open (`RLIMIT_NOFILE`): it reads none of the
    /// theme's (they come with the request), only fontconfig's configuration
    /// and system fonts. Standard: 256.
    public var openFiles = 256
    /// Bytes of rasters a worker keeps between the requests it renders. Standard: 64 MiB.
    public var rasterCacheBytes = 64 << 20

    /// The standard limits.
    public init() {}

    /// The worker's command-line options that carry these limits, which a
    /// pool adds to its command.
    public var arguments: [String] {
        ["--address-space", String(addressSpaceBytes), "--cpu-seconds", String(cpuSecondsPerRender),
         "--open-files", String(openFiles), "--raster-cache", String(rasterCacheBytes)]
    }

    /// A limit out of its range: the option (as `glaze serve` spells it) or
    /// the property at fault, and what it must be.
    ///
    /// One kind of failure, so it has no code: match it by its type and read
    /// ``option`` and ``requirement``. A release that gives it a second kind
    /// adds a `code`, as ``WorkerFailure`` has, without breaking that match.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// The option or property at fault.
        public let option: String
        /// What it must be.
        public let requirement: String

        /// The option and its requirement, as one line.
        public var description: String { "\(option) \(requirement)" }
    }

    /// Checks the numbers; the error names the option at fault.
    public func validate() throws(Invalid) {
        let checks: [(Bool, String, String)] = [
            (addressSpaceBytes >= 256 << 20, "--worker-memory", "must be at least 256 MiB"),
            ((1...3600).contains(cpuSecondsPerRender), "--worker-cpu-seconds", "must be from 1 to 3600"),
            ((1...3600).contains(secondsPerRender), "--worker-seconds", "must be from 1 to 3600"),
            ((16...65536).contains(openFiles), "openFiles", "must be from 16 to 65536"),
            (rasterCacheBytes >= 1 << 20, "rasterCacheBytes", "must be at least 1 MiB"),
        ]
        for (holds, option, requirement) in checks where !holds {
            throw Invalid(option: option, requirement: requirement)
        }
    }
}

extension WorkerLimits {
    /// Whether a sanitizer runs in this process: its runtime reserves terabytes
    /// of address space, so an address-space limit would stop it at start.
    static var underSanitizer: Bool {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
            || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
    }

    /// Glibc's resource constants as `setrlimit` takes them.
    private static func resource(_ resource: __rlimit_resource) -> __rlimit_resource_t {
        __rlimit_resource_t(resource.rawValue)
    }

    /// Applies the memory, file and core-dump limits to this process, the worker.
    func applyToThisProcess() {
        if !Self.underSanitizer {
            var memory = rlimit(rlim_cur: rlim_t(addressSpaceBytes), rlim_max: rlim_t(addressSpaceBytes))
            setrlimit(Self.resource(RLIMIT_AS), &memory)
        }
        var files = rlimit(rlim_cur: rlim_t(openFiles), rlim_max: rlim_t(openFiles))
        setrlimit(Self.resource(RLIMIT_NOFILE), &files)
        // A crashing worker writes no core file: it would hold a tenant's
        // pictures, and take as long to write as the worker's memory is large.
        var core = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Self.resource(RLIMIT_CORE), &core)
    }

    /// Gives the next render `cpuSecondsPerRender` more CPU seconds than this
    /// process has used so far; past them the kernel sends SIGXCPU, which ends
    /// the worker. Only the soft limit moves: a process may not raise a hard
    /// limit it lowered, and this one is raised before every render.
    func armCPULimit() {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let used = Int(usage.ru_utime.tv_sec) + Int(usage.ru_stime.tv_sec) + 1
        var cpu = rlimit()
        getrlimit(Self.resource(RLIMIT_CPU), &cpu)
        cpu.rlim_cur = min(rlim_t(used + cpuSecondsPerRender), cpu.rlim_max)
        setrlimit(Self.resource(RLIMIT_CPU), &cpu)
    }
}
