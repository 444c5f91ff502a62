#if Server
import Foundation
@testable import GlazeServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The descriptor limit a server raises at start.
@Suite("glaze serve: the descriptor limit")
struct DescriptorLimitTests {
    @Test("the soft limit is raised to the hard one")
    func raisedToHard() throws {
        var saved = rlimit()
        #expect(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved) == 0)
        defer { _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved) }
        try #require(saved.rlim_max > 4096 && saved.rlim_max < 1 << 40, "the hard limit leaves no room to test")
        // One below the hard limit: other tests run in this process meanwhile,
        // and a soft limit they could reach would fail them.
        var lowered = saved
        lowered.rlim_cur = saved.rlim_max - 1
        #expect(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered) == 0)
        #expect(DescriptorLimit.current.soft == UInt64(saved.rlim_max) - 1)
        #expect(DescriptorLimit.raiseSoftLimitToHard() == UInt64(saved.rlim_max))
        #expect(DescriptorLimit.current == (UInt64(saved.rlim_max), UInt64(saved.rlim_max)))
    }

    @Test("the connection cap leaves 64 descriptors and the workers' pipes, and is at least one")
    func connectionCap() {
        #expect(DescriptorLimit.connectionCap(openFiles: 1024, renders: 2) == 956)
        #expect(DescriptorLimit.connectionCap(openFiles: 256, renders: 1) == 190)
        #expect(DescriptorLimit.connectionCap(openFiles: 100, renders: 2) == 32)
        #expect(DescriptorLimit.connectionCap(openFiles: 64, renders: 2) == 1)
        #expect(DescriptorLimit.connectionCap(openFiles: UInt64.max, renders: 1024) > 1_000_000)
    }
}
#endif
