internal import CGlazeCairo
import Foundation
import Synchronization

/// A font's bytes in an anonymous memory file: fontconfig, FreeType and
/// HarfBuzz read fonts from paths, and `/proc/self/fd/N` gives the bytes one
/// with nothing on disk. Closed when the last ``FontSet`` using it goes.
final class FontMemoryFile: Sendable {
    let descriptor: CInt

    /// The path fontconfig and Cairo know the font by.
    var path: String { "/proc/self/fd/\(descriptor)" }

    /// The bytes of `data` in a new memory file; `source` names it in errors.
    init(_ data: Data, source: String) throws(GlazeError) {
        descriptor = glaze_memfd_create("glaze-font")
        guard descriptor >= 0 else {
            throw GlazeError(.unreadableFont(source: source, reason: "cannot hold it in memory (\(String(cString: strerror(errno))))"))
        }
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 || (count < 0 && errno == EINTR) else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw GlazeError(.unreadableFont(source: source, reason: "cannot hold it in memory (\(reason))"))
            }
            written += max(count, 0)
        }
        Self.reclaim(descriptor)
    }

    deinit {
        close(descriptor)
        Self.released.withHandOff(by: Self.lockIdentity) { _ = $0.insert(descriptor) }
    }

    // MARK: Paths used again

    /// Numbers of closed memory files whose paths Cairo may still know.
    private static let released = Mutex<Set<CInt>>([])
    private final class LockIdentity: Sendable {}
    private static let lockIdentity = LockIdentity()

    /// Cairo keeps a font it has loaded by path (and index): a font face, its
    /// FreeType face and its scaled fonts with their glyph images. After the
    /// last font map using a font is gone, Cairo still holds its scaled fonts
    /// among the last 256 it released, ready to be used again; a new font
    /// registered at the same `/proc/self/fd/N` would be drawn with the old
    /// font's glyphs (measured: the released font's outlines, at the new
    /// font's positions). So before a path is used again, the fonts Cairo
    /// holds over are pushed out, and with them the font behind the old path.
    private static func reclaim(_ descriptor: CInt) {
        guard released.withHandOff(by: lockIdentity, { $0.remove(descriptor) }) != nil else { return }
        ScaledFontHoldovers.evictAll()
    }
}

/// The scaled fonts Cairo keeps after their last user released them.
enum ScaledFontHoldovers {
    /// How many Cairo keeps (`CAIRO_SCALED_FONT_MAX_HOLDOVERS`, 256 since Cairo 1.2),
    /// oldest out first.
    static let capacity = 256

    /// Releases scaled fonts of a new, empty user font into Cairo's holdovers
    /// until every font held over before is pushed out: one more than
    /// ``capacity``, as Cairo also keeps the last scaled font it made until it
    /// makes another. Each call uses a face of its own, so that its fonts never
    /// match the last call's (held over, they would be taken back instead of
    /// added). Cheap: a user font without callbacks has no glyphs to load.
    static func evictAll() {
        let face = cairo_user_font_face_create()!
        defer { cairo_font_face_destroy(face) }
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        for size in 1...capacity + 1 {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(size), Double(size))
            cairo_scaled_font_destroy(cairo_scaled_font_create(face, &matrix, &identity, options))
        }
    }
}
