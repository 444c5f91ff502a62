import Foundation

/// What a render did.
public struct RenderReport: Sendable {
    /// The files written, relative to the output directory, manifest included.
    public var files: [String]
    /// Looks actually drawn; repeated looks are drawn once.
    public var renders: Int
    /// Raster requests answered from the cache.
    public var cacheHits: Int
    /// What a layout could not do as asked and did instead (a scale it cannot
    /// place, a tiled nine-patch that stretches), one line each; also in the manifest.
    public var notes: [String] = []
}

/// A render that could not be completed; nothing was written.
///
/// The set of messages is open; ``code`` says which kind of failure it is, for
/// code that reacts to one (the CLI's exit status, a server's response).
public struct RenderError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: Hashable, Sendable {
        /// A render option is out of range or repeated: a usage error.
        case invalidOption
        /// An asset could not be drawn in one of its states.
        case assetFailed
        /// A layout cannot hold an asset as named or made (a resource name, a nine-patch).
        case layoutRefused
        /// The output directory cannot be prepared, locked or written.
        case output
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
