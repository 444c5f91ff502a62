#if Server
// The enum cases of ServerError until 0.1.0, kept as factories so that code
// building one still compiles; `case .x(...)` patterns could not be kept.
extension ServerError {
    /// A path segment that is malformed or tries to leave its place (400).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .badPath)")
    public static func badPath(_ reason: String) -> ServerError {
        ServerError(.badPath(reason))
    }

    /// No such theme, asset, state, scale or look (404).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .notFound)")
    public static func notFound(_ reason: String) -> ServerError {
        ServerError(.notFound(reason))
    }

    /// A method other than GET or HEAD (405).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .methodNotAllowed)")
    public static func methodNotAllowed(_ reason: String) -> ServerError {
        ServerError(.methodNotAllowed(reason))
    }

    /// A request that would render more than the per-request budget (422).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .overBudget)")
    public static func overBudget(_ reason: String) -> ServerError {
        ServerError(.overBudget(reason))
    }

    /// A theme whose file no longer reads (503).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .themeInvalid)")
    public static func themeInvalid(_ reason: String) -> ServerError {
        ServerError(.themeInvalid(reason))
    }

    /// More renders waiting than the server queues (503).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .busy)")
    public static func busy(_ reason: String) -> ServerError {
        ServerError(.busy(reason))
    }

    /// Rendering failed (500).
    @available(*, deprecated, message: "ServerError is a struct: match it by code (error.code == .renderFailed)")
    public static func renderFailed(_ reason: String) -> ServerError {
        ServerError(.renderFailed(reason))
    }
}
#endif
