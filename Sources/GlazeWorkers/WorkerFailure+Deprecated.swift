// The enum cases of WorkerFailure until 0.1.0, kept as factories so that code
// building one still compiles; `case .x(...)` patterns could not be kept.
extension WorkerFailure {
    /// The job names an asset or state the theme does not have.
    @available(*, deprecated, message: "WorkerFailure is a struct: match it by code (error.code == .notFound), read error.description")
    public static func notFound(_ reason: String) -> WorkerFailure {
        WorkerFailure(.notFound(reason))
    }

    /// A limit stopped the render: CPU or wall-clock time.
    @available(*, deprecated, message: "WorkerFailure is a struct: match it by code (error.code == .overBudget), read error.description")
    public static func overBudget(_ reason: String) -> WorkerFailure {
        WorkerFailure(.overBudget(reason))
    }

    /// The theme's source does not read in the worker.
    @available(*, deprecated, message: "WorkerFailure is a struct: match it by code (error.code == .themeInvalid), read error.description")
    public static func themeInvalid(_ reason: String) -> WorkerFailure {
        WorkerFailure(.themeInvalid(reason))
    }

    /// The render threw, the worker crashed, or no worker could be started.
    @available(*, deprecated, message: "WorkerFailure is a struct: match it by code (error.code == .renderFailed), read error.description")
    public static func renderFailed(_ reason: String) -> WorkerFailure {
        WorkerFailure(.renderFailed(reason))
    }
}
