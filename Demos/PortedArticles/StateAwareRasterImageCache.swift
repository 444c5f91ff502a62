import Foundation
import GlazeCoreGraphics
import Synchronization

/// The one place where ``StateAwareRasterImageView``s keep their images: one
/// per state key and scale, drawn by the first view that needs it and handed
/// to every later one.
///
/// The article keeps a single process-wide cache; ``shared`` is that one.
/// A view given a cache of its own (a test, a page that counts its drawing)
/// shares with the views given the same cache. The scale is part of the
/// entry, because one process here draws for screens of several scales.
/// Images are kept until ``removeAllImages()``.
public final class StateAwareRasterImageCache: Sendable {
    /// The cache every image view uses unless given another.
    public static let shared = StateAwareRasterImageCache()

    private struct Entry: Hashable {
        var key: String
        var scale: CGFloat
    }

    private let images = Mutex<[Entry: UIImage]>([:])

    /// An empty cache.
    public init() {}

    /// How many images the cache holds: one per state and scale drawn.
    public var count: Int {
        images.withLock { $0.count }
    }

    /// Forgets every image; views keep showing theirs until they change state.
    public func removeAllImages() {
        images.withLock { $0.removeAll() }
    }

    /// The image drawn for the state `key` at `scale`, if there is one.
    func image(forKey key: String, scale: CGFloat) -> UIImage? {
        images.withLock { $0[Entry(key: key, scale: scale)] }
    }

    /// Keeps `image` as the state `key`'s at `scale`.
    func setImage(_ image: UIImage, forKey key: String, scale: CGFloat) {
        images.withLock { $0[Entry(key: key, scale: scale)] = image }
    }
}
