#if Server
extension ServerError {
    /// What kind of failure a ``ServerError`` is, to match on; its
    /// ``description`` is its name, which later releases keep.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"notFound"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// A path segment that is malformed or tries to leave its place (400).
        public static let badPath = Code("badPath")
        /// No such theme, asset, state, scale or look (404).
        public static let notFound = Code("notFound")
        /// A method other than GET or HEAD (405).
        public static let methodNotAllowed = Code("methodNotAllowed")
        /// A request that would render more than the per-request budget (422).
        public static let overBudget = Code("overBudget")
        /// A theme whose file no longer reads, for anything its last good version does not have (503).
        public static let themeInvalid = Code("themeInvalid")
        /// More renders waiting than the server queues (503).
        public static let busy = Code("busy")
        /// Rendering failed (500).
        public static let renderFailed = Code("renderFailed")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [.badPath, .notFound, .methodNotAllowed, .overBudget, .themeInvalid, .busy, .renderFailed]
    }

    /// What kind of failure this is; match on it (`error.code == .busy`).
    public var code: Code {
        switch storage {
        case .badPath: .badPath
        case .notFound: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .overBudget: .overBudget
        case .themeInvalid: .themeInvalid
        case .busy: .busy
        case .renderFailed: .renderFailed
        }
    }
}
#endif
