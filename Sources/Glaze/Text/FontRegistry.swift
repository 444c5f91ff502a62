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
/// Registration is for the whole process and lasts until it exits; registering
/// a file again does nothing. Text laid out afterwards, on any thread, sees the
/// new families. Register fonts while setting up, before other tasks lay out
/// text: fontconfig's font list is not guarded against a reader while it grows.
public enum FontRegistry {
    /// Registered files by absolute path (or font bytes by `sha256:` and their
    /// digest), with the families each provides.
    private static let registered = Mutex<[String: [String]]>([:])
    /// The memory files behind fonts registered from bytes, open while registered.
    private static let memoryFiles = Mutex<[CInt]>([])
    /// What names the two locks to ThreadSanitizer, which cannot see a
    /// `Mutex`'s futex: tests register fonts from many threads at once.
    private static let lockIdentity = LockIdentity()
    private final class LockIdentity: Sendable {}
    /// Bumped by every registration; each thread's font map catches up when it
    /// next lays out text.
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
        if let families = registered.withHandOff(by: lockIdentity, { $0[path] }) { return families }
        let families = try self.families(contentsOf: url, limits: limits)
        try registered.withHandOff(by: lockIdentity) { (files: inout [String: [String]]) throws(GlazeError) in
            guard files[path] == nil else { return }
            guard FcConfigAppFontAddFile(FontConfiguration.shared, path) != 0 else {
                throw GlazeError(.unreadableFont(source: path, reason: "fontconfig could not add it"))
            }
            files[path] = families
            generation.add(1, ordering: .releasing)
        }
        return families
    }

    /// Registers a TrueType or OpenType font (a collection, WOFF or WOFF 2.0
    /// too) held in memory and returns the family names it provides; `source`
    /// names it in errors.
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
        try InputLimits.check(data.count, against: min(limits.maximumFileBytes, limits.maximumFontBytes), .fileBytes, in: source)
        try FontPreflight.check(data, source: source, limits: limits)
        let key = "sha256:" + ContentDigest(of: data).hexDigits
        if let families = registered.withHandOff(by: lockIdentity, { $0[key] }) { return families }
        // fontconfig and FreeType read fonts from paths: an anonymous memory file,
        // kept open for the life of the process, gives the bytes one.
        let descriptor = glaze_memfd_create("glaze-font")
        guard descriptor >= 0 else {
            throw GlazeError(.unreadableFont(source: source, reason: "cannot hold it in memory (\(String(cString: strerror(errno))))"))
        }
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 || (count < 0 && errno == EINTR) else {
                close(descriptor)
                throw GlazeError(.unreadableFont(source: source, reason: "cannot hold it in memory (\(String(cString: strerror(errno))))"))
            }
            written += max(count, 0)
        }
        let path = "/proc/self/fd/\(descriptor)"
        let families = Self.families(atPath: path)
        guard !families.isEmpty else {
            close(descriptor)
            throw GlazeError(.unreadableFont(source: source, reason: "not a TrueType or OpenType font FreeType can read"))
        }
        try registered.withHandOff(by: lockIdentity) { (files: inout [String: [String]]) throws(GlazeError) in
            guard files[key] == nil else {
                close(descriptor)
                return
            }
            guard FcConfigAppFontAddFile(FontConfiguration.shared, path) != 0 else {
                close(descriptor)
                throw GlazeError(.unreadableFont(source: source, reason: "fontconfig could not add it"))
            }
            files[key] = families
            memoryFiles.withHandOff(by: lockIdentity) { $0.append(descriptor) }
            generation.add(1, ordering: .releasing)
        }
        return families
    }

    /// Forgets every registered font, fontconfig's application fonts included,
    /// and closes the memory files of those registered from bytes.
    ///
    /// For the font fuzzer alone (an SPI, since the fuzz package is another
    /// package), whose process registers inputs by the thousand: registration
    /// is otherwise permanent, and each registered font holds a descriptor and
    /// lengthens every font match. Call it only while nothing lays out or draws
    /// text, and draw no layout made before it: Cairo keeps fonts by path, and
    /// the path of a closed memory file is reused by the next registration.
    @_spi(Fuzzing) public static func unregisterAll() {
        registered.withHandOff(by: lockIdentity) { files in
            FcConfigAppFontClear(FontConfiguration.shared)
            files.removeAll()
            memoryFiles.withHandOff(by: lockIdentity) { descriptors in
                descriptors.forEach { close($0) }
                descriptors.removeAll()
            }
            generation.add(1, ordering: .releasing)
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
        registered.withHandOff(by: lockIdentity) { Set($0.values.joined()).sorted() }
    }

    /// A number that changes whenever the registered files do: what a family
    /// name resolves to may have changed with it.
    package static var revision: Int { generation.load(ordering: .acquiring) }

    /// Brings this thread's font map up to date with the registered files.
    static func refresh(_ fontMap: UnsafeMutablePointer<PangoFontMap>) {
        let current = generation.load(ordering: .acquiring)
        guard current > 0 else { return }
        let object = UnsafeMutableRawPointer(fontMap)
        guard Int(bitPattern: g_object_get_data(object.assumingMemoryBound(to: GObject.self), generationKey)) != current else { return }
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        g_object_set_data(object.assumingMemoryBound(to: GObject.self), generationKey, UnsafeMutableRawPointer(bitPattern: current))
    }

    private static let generationKey = "glaze-font-generation"
}
