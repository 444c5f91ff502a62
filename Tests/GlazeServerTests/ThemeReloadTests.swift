#if Server
import Foundation
import GlazeServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Which edits of a served folder the theme library sees, decided by what the
/// themes hold rather than by file sizes and times alone.
@Suite("glaze serve: reloading by content")
struct ThemeReloadTests {
    /// Two themes of one button whose files have the same length.
    static func theme(_ color: String) -> String {
        "name: Reload\nassets:\n  - {name: start, kind: glossyButton, color: \"\(color)\", height: 44}\n"
    }
    static let red = theme("#A60D0D"), green = theme("#0DA60D")
    /// How each colour reads in a look's cache key.
    static let redLook = "color: rgba(0.6509803921568628, 0.050980392156862744, 0.050980392156862744, 1)"
    static let greenLook = "color: rgba(0.050980392156862744, 0.6509803921568628, 0.050980392156862744, 1)"

    /// A fresh folder for one test, removed afterwards.
    static func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glaze-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    /// A folder holding `reload.yaml` in red, and a library that has read it.
    static func withRedTheme(_ body: (URL, ThemeLibrary) async throws -> Void) async throws {
        try await withFolder { folder in
            let file = folder.appendingPathComponent("reload.yaml")
            try red.write(to: file, atomically: true, encoding: .utf8)
            let library = ThemeLibrary(directory: folder)
            #expect(await library.reload() == ["reload"])
            #expect(await look(library)?.contains(redLook) == true)
            try await body(file, library)
        }
    }

    /// The served look of the theme's one asset, which names its colour.
    static func look(_ library: ThemeLibrary, _ name: String = "reload") async -> String? {
        await library.theme(named: name)?.theme?.assets.first?.look.cacheKeyDescription
    }

    static func modificationTime(_ path: String) throws -> timespec {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return status.st_mtim
    }

    /// Sets the file's modification time back, to the nanosecond, as `rsync -t` and `tar` do.
    static func setModificationTime(_ path: String, _ time: timespec) {
        var times = [time, time]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test("a theme replaced by one of the same size and modification time is read again")
    func sameSizeAndTimeReplacement() async throws {
        try await Self.withRedTheme { file, library in
            let time = try Self.modificationTime(file.path)
            // A new file renamed over the old one: a new inode, the old time.
            try Self.green.write(to: file, atomically: true, encoding: .utf8)
            Self.setModificationTime(file.path, time)
            #expect(await library.reload() == ["reload"])
            #expect(await Self.look(library)?.contains(Self.greenLook) == true)
        }
    }

    @Test("a same-size rewrite in place with its time set back is read again")
    func inPlaceRewrite() async throws {
        try await Self.withRedTheme { file, library in
            let time = try Self.modificationTime(file.path)
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: Data(Self.green.utf8))
            try handle.close()
            Self.setModificationTime(file.path, time)
            #expect(await library.reload() == ["reload"])
            #expect(await Self.look(library)?.contains(Self.greenLook) == true)
        }
    }

    @Test("a touched theme is read again, and reports no change when its content did not")
    func touchedOnly() async throws {
        try await Self.withRedTheme { file, library in
            var later = try Self.modificationTime(file.path)
            later.tv_sec += 10
            Self.setModificationTime(file.path, later)
            #expect(await library.reload() == [])
            #expect(await library.reload(rereading: true) == [])
            #expect(await Self.look(library)?.contains(Self.redLook) == true)
        }
    }

    @Test("a Kubernetes ConfigMap's swap of its ..data link is served")
    func configMapSwap() async throws {
        try await Self.withFolder { folder in
            // The kubelet's layout: the visible name links through ..data to a
            // hidden timestamped folder, and an update swaps ..data atomically.
            let manager = FileManager.default
            func version(_ name: String, _ text: String) throws {
                let directory = folder.appendingPathComponent(name)
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: directory.appendingPathComponent("reload.yaml"), atomically: false, encoding: .utf8)
            }
            try version("..2026_11_26_10_00_00.1", Self.red)
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("..data").path,
                                           withDestinationPath: "..2026_11_26_10_00_00.1")
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("reload.yaml").path,
                                           withDestinationPath: "..data/reload.yaml")
            let library = ThemeLibrary(directory: folder)
            #expect(await library.reload() == ["reload"])
            #expect(await Self.look(library)?.contains(Self.redLook) == true)

            try version("..2026_11_26_10_05_00.2", Self.green)
            try manager.createSymbolicLink(atPath: folder.appendingPathComponent("..data_tmp").path,
                                           withDestinationPath: "..2026_11_26_10_05_00.2")
            #expect(rename(folder.appendingPathComponent("..data_tmp").path, folder.appendingPathComponent("..data").path) == 0)
            try manager.removeItem(at: folder.appendingPathComponent("..2026_11_26_10_00_00.1"))
            #expect(await library.reload() == ["reload"])
            #expect(await Self.look(library)?.contains(Self.greenLook) == true)
        }
    }

    @Test("a theme file that links out of the served folder is refused, named, and never read")
    func linkOutOfTheFolder() async throws {
        try await Self.withFolder { folder in
            try await Self.withFolder { outside in
                let target = outside.appendingPathComponent("secret.yaml")
                try Self.red.write(to: target, atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("escape.yaml").path,
                                                           withDestinationPath: target.path)
                try Self.green.write(to: folder.appendingPathComponent("reload.yaml"), atomically: true, encoding: .utf8)
                let library = ThemeLibrary(directory: folder)
                #expect(await library.reload() == ["escape", "reload"])
                let escape = await library.theme(named: "escape")
                #expect(escape?.theme == nil)
                #expect(escape?.error == "escape.yaml is a symbolic link that leaves the served folder; it is not read")
                #expect(await Self.look(library)?.contains(Self.greenLook) == true)
                // Its target changing is not the folder changing.
                try Self.green.write(to: target, atomically: true, encoding: .utf8)
                #expect(await library.reload() == [])
            }
        }
    }
}
#endif
