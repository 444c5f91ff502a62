internal import CGlazeCairo
import Foundation
import Synchronization

/// Font files registered with this process, so that ``Font`` finds their
/// families without installing them system-wide (fontconfig's application fonts).
///
/// ```swift
/// let families = try FontRegistry.register(contentsOf: URL(fileURLWithPath: "fonts/Brand-Bold.ttf"))
/// let title = try TextLayout("Inbox", font: Font(family: families[0], size: 17, weight: .bold))
/// ```
///
/// ``register(contentsOf:limits:)`` and ``register(data:source:limits:)``
/// register for the whole process, until it exits; registering a file again
/// does nothing. ``registration(data:source:limits:)`` registers for as long
/// as its ``FontRegistration`` is held, so a program that reads fonts it did
/// not write, again and again (a server of themes), gives their memory back.
/// Text laid out afterwards, on any thread, sees the new families. Register
/// fonts while setting up, before other tasks lay out text: fontconfig's font
/// list is not guarded against a reader while it grows. Releasing one is safe
/// at any time: it builds a new list.
public enum FontRegistry {
    /// A registered font: its families, the path fontconfig reads it from and,
    /// for bytes, the memory file behind that path.
    private struct Registered {
        let families: [String]
        let path: String
        let file: FontMemoryFile?
        /// Live ``FontRegistration``s of it.
        var holders = 0
        /// Registered for the life of the process.
        var permanent = false
    }

    private struct State {
        /// By absolute path, or by `sha256:` and the digest of the bytes.
        var fonts: [String: Registered] = [:]
        /// What new font maps are built on.
        var current = FontSet(fonts: [])
    }

    private static let state = Mutex(State())
    /// What names the lock to ThreadSanitizer, which cannot see a `Mutex`'s
    /// futex: tests register fonts from many threads at once.
    private static let lockIdentity = LockIdentity()
    private final class LockIdentity: Sendable {}
    /// Bumped by every change of the registered fonts; each thread's font map
    /// catches up when it next lays out text.
    private static let generation = Atomic<Int>(0)

    /// Registers the TrueType or OpenType file (a collection, WOFF or WOFF 2.0
    /// too) at `url` and returns the family names it provides, as ``Font/family``
    /// takes them. Its structure is checked before FreeType or fontconfig read it.
    /// - Throws: ``GlazeError/Code-swift.struct/fileAccess`` for a missing or
    ///   unreadable file, ``GlazeError/Code-swift.struct/limitExceeded``
    ///   for one larger than ``InputLimits/maximumFontBytes``, a collection of more
    ///   than ``InputLimits/maximumFontFaces`` fonts, variable fonts naming more
    ///   than ``InputLimits/maximumFontInstances`` instances or a WOFF that
    ///   unpacks to more than ``InputLimits/maximumFontUnpackedBytes``,
    ///   ``GlazeError/Code-swift.struct/unreadableFont`` for one that is not a font
    ///   or has a table outside the file.
    @discardableResult
    public static func register(contentsOf url: URL, limits: InputLimits = .standard) throws(GlazeError) -> [String] {
        let path = url.standardizedFileURL.path
        if let families = makePermanent(path) { return families }
        let families = try self.families(contentsOf: url, limits: limits)
        return try add(Registered(families: families, path: path, file: nil, permanent: true), key: path, source: path).families
    }

    /// Registers a TrueType or OpenType font (a collection, WOFF or WOFF 2.0
    /// too) held in memory, for the life of the process, and returns the family
    /// names it provides; `source` names it in errors.
    ///
    /// The bytes are checked, then registered as they are: nothing on disk can
    /// change between reading a file and registering it, so a digest of `data`
    /// says exactly what was registered. Registering the same bytes again does nothing.
    /// - Throws: ``GlazeError/Code-swift.struct/limitExceeded`` for
    ///   more than ``InputLimits/maximumFontBytes``, a collection of more than
    ///   ``InputLimits/maximumFontFaces`` fonts, variable fonts naming more than
    ///   ``InputLimits/maximumFontInstances`` instances or a WOFF that unpacks
    ///   to more than ``InputLimits/maximumFontUnpackedBytes``,
    ///   ``GlazeError/Code-swift.struct/unreadableFont`` for bytes that are not a
    ///   font or have a table outside them.
    @discardableResult
    public static func register(data: Data, source: String, limits: InputLimits = .standard) throws(GlazeError) -> [String] {
        let key = try check(data, source: source, limits: limits)
        if let families = makePermanent(key) { return families }
        var font = try memoryFont(data, source: source)
        font.permanent = true
        return try add(font, key: key, source: source).families
    }

    /// Registers a font held in memory, as ``register(data:source:limits:)``
    /// does, for as long as the returned registration (or another of the same
    /// bytes) is held; `source` names it in errors.
    /// - Throws: as ``register(data:source:limits:)`` does.
    public static func registration(data: Data, source: String, limits: InputLimits = .standard) throws(GlazeError) -> FontRegistration {
        let key = try check(data, source: source, limits: limits)
        let held = state.withHandOff(by: lockIdentity) { (state: inout State) -> [String]? in
            state.fonts[key]?.holders += 1
            return state.fonts[key]?.families
        }
        if let held { return FontRegistration(families: held, key: key) }
        var font = try memoryFont(data, source: source)
        font.holders = 1
        return FontRegistration(families: try add(font, key: key, source: source, holding: true).families, key: key)
    }

    /// Checks font bytes within `limits` and returns the key they are registered under.
    private static func check(_ data: Data, source: String, limits: InputLimits) throws(GlazeError) -> String {
        try InputLimits.check(data.count, against: min(limits.maximumFileBytes, limits.maximumFontBytes), .fileBytes, in: source)
        try FontPreflight.check(data, source: source, limits: limits)
        return "sha256:" + ContentDigest(of: data).hexDigits
    }

    /// The font already registered under `key`, made permanent; nil when there is none.
    private static func makePermanent(_ key: String) -> [String]? {
        state.withHandOff(by: lockIdentity) { (state: inout State) -> [String]? in
            state.fonts[key]?.permanent = true
            return state.fonts[key]?.families
        }
    }

    /// `data` in a memory file (a web font as the sfnt it unpacks to), with
    /// the families FreeType finds in it.
    private static func memoryFont(_ data: Data, source: String) throws(GlazeError) -> Registered {
        let file = try FontMemoryFile(try WebFontUnpacking.sfnt(data, source: source) ?? data, source: source)
        let families = Self.families(atPath: file.path)
        guard !families.isEmpty else {
            throw GlazeError(.unreadableFont(source: source, reason: "not a TrueType or OpenType font FreeType can read"))
        }
        return Registered(families: families, path: file.path, file: file)
    }

    /// Adds `font` to the current set under `key` and returns it; when another
    /// thread registered the same font meanwhile, returns that one instead
    /// (made permanent, or held once more, as `font` would have been).
    private static func add(_ font: Registered, key: String, source: String, holding: Bool = false) throws(GlazeError) -> Registered {
        try state.withHandOff(by: lockIdentity) { (state: inout State) throws(GlazeError) -> Registered in
            if var existing = state.fonts[key] {
                existing.permanent = existing.permanent || font.permanent
                existing.holders += holding ? 1 : 0
                state.fonts[key] = existing
                return existing
            }
            guard state.current.add(path: font.path, file: font.file) else {
                throw GlazeError(.unreadableFont(source: source, reason: "fontconfig could not add it"))
            }
            state.fonts[key] = font
            generation.add(1, ordering: .releasing)
            return font
        }
    }

    /// Lets go of one ``FontRegistration`` of the font under `key`; the last
    /// one of a font that is not permanent removes it: a new set of fonts
    /// without it becomes current.
    static func release(_ key: String) {
        // The replaced set is let go of here, outside the lock, and goes when no font map holds it.
        _ = state.withHandOff(by: lockIdentity) { (state: inout State) -> FontSet? in
            guard var font = state.fonts[key] else { return nil }
            font.holders -= 1
            guard font.holders == 0, !font.permanent else {
                state.fonts[key] = font
                return nil
            }
            state.fonts[key] = nil
            return replaceCurrent(&state)
        }
    }

    /// Makes a set of `state`'s fonts current and returns the one it replaces.
    private static func replaceCurrent(_ state: inout State) -> FontSet {
        let old = state.current
        state.current = FontSet(fonts: state.fonts.values.map { ($0.path, $0.file) })
        generation.add(1, ordering: .releasing)
        return old
    }

    /// Forgets every registered font, permanent or held, and builds a set of
    /// the machine's fonts alone; the memory files close once no layout made
    /// before uses them.
    ///
    /// For the font fuzzer alone (an SPI, since the fuzz package is another
    /// package), whose process registers inputs by the thousand: each
    /// registered font holds a descriptor and lengthens every font match.
    /// Call it while no ``FontRegistration`` is held: their release would
    /// find nothing to release.
    @_spi(Fuzzing) public static func unregisterAll() {
        _ = state.withHandOff(by: lockIdentity) { (state: inout State) -> FontSet in
            state.fonts.removeAll()
            return replaceCurrent(&state)
        }
    }

    /// The family names the font file at `url` provides, without registering it.
    /// - Throws: as ``register(contentsOf:limits:)`` does.
    @available(*, deprecated, renamed: "families(contentsOf:limits:)")
    public static func families(inFileAt url: URL, limits: InputLimits = .standard) throws(GlazeError) -> [String] {
        try families(contentsOf: url, limits: limits)
    }

    /// The family names the font file at `url` provides, without registering it.
    /// - Throws: as ``register(contentsOf:limits:)`` does.
    public static func families(contentsOf url: URL, limits: InputLimits = .standard) throws(GlazeError) -> [String] {
        let path = url.standardizedFileURL.path
        // Reading checks that it is a regular file within the size limit, and the
        // preflight its structure; FreeType then parses it from its path.
        let data = try InputLimits.readFile(at: url, maximumBytes: min(limits.maximumFileBytes, limits.maximumFontBytes))
        try FontPreflight.check(data, source: path, limits: limits)
        let families = Self.families(atPath: path)
        guard !families.isEmpty else {
            throw GlazeError(.unreadableFont(source: path, reason: "not a TrueType or OpenType font FreeType can read"))
        }
        return families
    }

    /// The families FreeType finds in the file at `path`, first names first;
    /// empty when it is not a font.
    private static func families(atPath path: String) -> [String] {
        let faces = FcFontSetCreate()!
        defer { FcFontSetDestroy(faces) }
        var count: Int32 = 0
        _ = FcFreeTypeQueryAll(path, UInt32.max, nil, &count, faces)
        var families: [String] = []
        for index in 0..<Int(faces.pointee.nfont) {
            var name: UnsafeMutablePointer<FcChar8>?
            // A face lists its family in several languages; the first is the default.
            guard let face = faces.pointee.fonts[index],
                  FcPatternGetString(face, FC_FAMILY, 0, &name) == FcResultMatch, let name else { continue }
            let family = String(cString: name)
            if !families.contains(family) { families.append(family) }
        }
        return families
    }

    /// The families of every registered file, sorted.
    public static var registeredFamilies: [String] {
        state.withHandOff(by: lockIdentity) { Set($0.fonts.values.flatMap(\.families)).sorted() }
    }

    /// A number that changes whenever the registered files do: what a family
    /// name resolves to may have changed with it.
    package static var revision: Int { generation.load(ordering: .acquiring) }

    /// This thread's font map, on the current set of fonts and up to date with it.
    ///
    /// A thread's font map is built on the set current when it was made; once
    /// another set is current, the thread gets a new map on it, and the old one
    /// lives on while layouts made with it do (each holds its map), so their
    /// fonts stay as they were.
    static func fontMap() -> UnsafeMutablePointer<PangoFontMap> {
        let (set, current) = state.withHandOff(by: lockIdentity) { ($0.current, generation.load(ordering: .acquiring)) }
        var map = pango_cairo_font_map_get_default()!
        if !set.isBase(of: map) {
            let fresh = set.makeFontMap()
            // The thread's default holds the map now; the previous one goes with its last layout.
            pango_cairo_font_map_set_default(OpaquePointer(fresh))
            g_object_unref(UnsafeMutableRawPointer(fresh))
            map = fresh
        }
        let object = UnsafeMutableRawPointer(map).assumingMemoryBound(to: GObject.self)
        // Fonts added to the set since the map last looked.
        if Int(bitPattern: g_object_get_data(object, generationKey)) != current {
            pango_fc_font_map_config_changed(OpaquePointer(map))
            g_object_set_data(object, generationKey, UnsafeMutableRawPointer(bitPattern: current))
        }
        return map
    }

    private static let generationKey = "glaze-font-generation"
}
