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
