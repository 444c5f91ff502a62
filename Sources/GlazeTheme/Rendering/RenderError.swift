/// A render that could not be completed; nothing was written.
///
/// The set of messages is open; ``code`` says which kind of failure it is, for
/// code that reacts to one (the CLI's exit status, a server's response):
///
/// ```swift
/// do {
///     _ = try await ThemeRenderer.render(theme, to: output, options: options)
/// } catch let error as RenderError where error.code == .output {
///     print("cannot write there: \(error)")
/// }
/// ```
public struct RenderError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What kind of failure a ``RenderError`` is: the stable part of the
    /// error, to match on.
    ///
    /// A code's ``description`` is its name, which later releases keep; a new
    /// release can add codes, so a `switch` over codes needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as written after the dot (`"output"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// A render option is out of range or repeated: a usage error.
        public static let invalidOption = Code("invalidOption")
        /// An asset could not be drawn in one of its states.
        public static let assetFailed = Code("assetFailed")
        /// A layout cannot hold an asset as named or made (a resource name, a nine-patch).
        public static let layoutRefused = Code("layoutRefused")
        /// The output directory cannot be prepared, locked or written.
        public static let output = Code("output")

        /// Every code this release reports, in the order they were added.
        public static let all: [Code] = [.invalidOption, .assetFailed, .layoutRefused, .output]
    }

    /// Which kind of failure.
    public var code: Code
    /// What went wrong, naming the asset, option or path.
    public var description: String

    /// Creates an error.
    public init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }
}
