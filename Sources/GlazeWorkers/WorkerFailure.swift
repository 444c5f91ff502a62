/// Why a worker did not return a file: a stable ``code`` saying what the
/// worker answered or how it ended, and the reason as one line.
///
/// A program maps these onto its own errors; `glaze serve` onto HTTP statuses,
/// `glaze render` onto the asset that failed. Match one by its code, which
/// later releases keep; a release can add codes or context without breaking a caller:
///
/// ```swift
/// do {
///     let png = try await pool.render(file, of: theme.source)
/// } catch where error.code == .overBudget {
///     print("stopped at a limit:", error)  // which limit, and what it was rendering
/// } catch {
///     print(error)
/// }
/// ```
public struct WorkerFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed, with the line that says so: the cases `WorkerFailure` was
    /// an enum of until 0.1.0, kept as its storage so that messages stay as they were.
    package enum Storage: Hashable, Sendable {
        /// The job names an asset or state the theme does not have.
        case notFound(String)
        /// A limit stopped the render: CPU or wall-clock time, or the pixel budget.
        case overBudget(String)
        /// The theme's source does not read in the worker.
        case themeInvalid(String)
        /// The render threw, the worker crashed, or no worker could be started.
        case renderFailed(String)
    }

    /// What failed, with its line.
    package let storage: Storage

    /// Wraps what failed; the pool and its workers throw through this.
    package init(_ storage: Storage) {
        self.storage = storage
    }

    /// The reason, one line.
    public var description: String {
        switch storage {
        case let .notFound(reason), let .overBudget(reason), let .themeInvalid(reason), let .renderFailed(reason): reason
        }
    }
}
