import Foundation

/// Why a worker did not return a file: what it answered, or how it ended.
///
/// A program maps these onto its own errors; `glaze serve` onto HTTP statuses,
/// `glaze render` onto the asset that failed.
public enum WorkerFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The job names an asset or state the theme does not have.
    case notFound(String)
    /// A limit stopped the render: CPU or wall-clock time.
    case overBudget(String)
    /// The theme's source does not read in the worker.
    case themeInvalid(String)
    /// The render threw, the worker crashed, or no worker could be started.
    case renderFailed(String)

    /// The reason, one line.
    public var description: String {
        switch self {
        case let .notFound(reason), let .overBudget(reason), let .themeInvalid(reason), let .renderFailed(reason): reason
        }
    }
}
