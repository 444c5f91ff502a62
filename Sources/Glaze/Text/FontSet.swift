internal import CGlazeCairo
import Synchronization

/// One fontconfig configuration — the machine's fonts and the registered ones —
/// and the memory files of those registered from bytes, kept open while
/// anything can still lay out text with it.
///
/// ``FontRegistry`` holds the current set. Adding a font adds it to the
/// current set's configuration; releasing one builds a new set without it and
/// makes that current, so that a layout already made keeps the set it started
/// with: each thread's font map holds the set it was built on, and a layout
/// holds its font map. When the registry and every font map have let go of a
/// set, its configuration is destroyed and its memory files are closed
/// (unless a newer set still has them).
final class FontSet: Sendable {
    /// Owned: destroyed with the set. fontconfig reference counts and locks its
    /// configurations, so every thread's font map may share it.
    nonisolated(unsafe) let configuration: OpaquePointer
    /// The memory files behind the configuration's fonts from bytes.
    private let files: Mutex<[FontMemoryFile]>
    /// Names ``files``' lock to ThreadSanitizer, which cannot see a `Mutex`'s futex.
    private final class LockIdentity: Sendable {}
    private let lockIdentity = LockIdentity()

    /// A set of the machine's fonts and `fonts` (their paths, and the memory
    /// files of those from bytes).
    init(fonts: [(path: String, file: FontMemoryFile?)]) {
        configuration = FontConfiguration.make()
        for font in fonts {
            // The font was read once already; fontconfig failing on it now leaves it out.
            _ = FcConfigAppFontAddFile(configuration, font.path)
        }
        files = Mutex(fonts.compactMap(\.file))
    }

    deinit {
        FcConfigDestroy(configuration)
    }

    /// Adds the font at `path` to this set's configuration, keeping `file` open
    /// with the set; false when fontconfig cannot read it.
    func add(path: String, file: FontMemoryFile?) -> Bool {
        guard FcConfigAppFontAddFile(configuration, path) != 0 else { return false }
        if let file { files.withHandOff(by: lockIdentity) { $0.append(file) } }
        return true
    }

    // MARK: Font maps

    private static let setKey = "glaze-font-set"

    /// A new Pango font map on this set, holding it until the map is finalized.
    func makeFontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), configuration)
        let object = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GObject.self)
        g_object_set_data_full(object, Self.setKey, Unmanaged.passRetained(self).toOpaque()) { set in
            set.map { Unmanaged<FontSet>.fromOpaque($0).release() }
        }
        return map
    }

    /// Whether `map` was built on this set by ``makeFontMap()``.
    func isBase(of map: UnsafeMutablePointer<PangoFontMap>) -> Bool {
        let object = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GObject.self)
        return g_object_get_data(object, Self.setKey) == Unmanaged.passUnretained(self).toOpaque()
    }
}
