#if Server
/// A server configuration that cannot start: the option at fault and why.
/// Not an HTTP error: it stops the server before it listens.
///
/// One kind of failure, an option out of its range, so it has no code: match
/// it by its type and read ``option`` (a string the options keep, `--port`)
/// and ``requirement``. A release that gives it a second kind adds a `code`,
/// as ``ServerError`` has, without breaking that match.
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
