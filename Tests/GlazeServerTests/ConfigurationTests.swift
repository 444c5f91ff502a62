#if Server
import Foundation
import GlazeServer
import Testing

@Suite("glaze serve: configuration errors")
struct ConfigurationTests {
    @Test("a bad configuration names its option, and is no HTTP error",
          arguments: ["--port", "--cache-memory", "--look-memory", "--max-connections", "--write-timeout", "--max-renders", "--host", "--worker-cpu-seconds"])
    func badOption(_ option: String) {
        var configuration = ServerConfiguration(themeDirectory: URL(fileURLWithPath: "/nonexistent"))
        switch option {
        case "--port": configuration.port = 70_000
        case "--cache-memory": configuration.cacheMemoryBudget = 1
        case "--look-memory": configuration.lookMemoryBudget = 1
        case "--max-connections": configuration.maximumConnections = 0
        case "--write-timeout": configuration.writeTimeout = .zero
        case "--max-renders": configuration.maximumConcurrentRenders = 0
        case "--host": configuration.host = ""
        default: configuration.workerLimits.cpuSecondsPerRender = 0
        }
        #expect {
            try configuration.validate()
        } throws: { error in
            (error as? ServerConfigurationError)?.option == option && !(error is ServerError)
        }
    }

    @Test("the defaults are a valid configuration")
    func defaults() throws {
        try ServerConfiguration(themeDirectory: URL(fileURLWithPath: "/nonexistent")).validate()
    }
}
#endif
