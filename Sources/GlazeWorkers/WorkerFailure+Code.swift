extension WorkerFailure {
    /// What kind of failure a ``WorkerFailure`` is, to match on; its
    /// ``description`` is its name, which later releases keep, and a new
    /// release can add codes, so a `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"overBudget"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// The job names an asset or state the theme does not have.
        public static let notFound = Code("notFound")
        /// A limit stopped the render: CPU or wall-clock time, or the pixel budget.
        public static let overBudget = Code("overBudget")
        /// The theme's source does not read in the worker.
        public static let themeInvalid = Code("themeInvalid")
        /// The render threw, the worker crashed, or no worker could be started.
        public static let renderFailed = Code("renderFailed")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [.notFound, .overBudget, .themeInvalid, .renderFailed]
    }

    /// What kind of failure this is; match on it (`error.code == .overBudget`).
    public var code: Code {
        switch storage {
        case .notFound: .notFound
        case .overBudget: .overBudget
        case .themeInvalid: .themeInvalid
        case .renderFailed: .renderFailed
        }
    }
}
