#if Server
/// A server configuration that cannot start: the option at fault and why.
/// Not an HTTP error: it stops the server before it listens.
public struct ServerConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The option at fault, as the command line spells it (`--port`), or the
    /// ``ServerConfiguration`` property for those without one.
    public let option: String
    /// What the option must be.
    public let requirement: String

    /// The option and its requirement, as one line.
    public var description: String { "\(option) \(requirement)" }
}
#endif
