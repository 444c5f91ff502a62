import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// librsvg, OpenSSL's libcrypto and libjpeg-turbo are loaded on first use, not
/// linked: on a machine without one, what needs it is a typed error naming the
/// library (or, for libcrypto, the same digests from Glaze's own SHA-256),
/// never a crash. Each case runs a process in a mount namespace where the
/// library's file is empty, so that loading it fails as on such a machine.
@Suite("Missing libraries")
struct MissingLibraryTests {
    /// The variable that tells ``inside()`` which library is hidden.
    static let variable = "GLAZE_HIDDEN_LIBRARY"

    /// The file this process loaded for `soname`, from its memory map: whatever
    /// folder the system keeps it in.
    static func loadedFile(_ soname: String) throws -> String {
        let maps = try String(decoding: FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() ?? Data(),
                              as: UTF8.self)
        let path = maps.split(separator: "\n").compactMap { line in line.split(separator: " ").last.map(String.init) }
            .first { URL(fileURLWithPath: $0).lastPathComponent == soname || URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(soname + ".") }
        return try #require(path, "\(soname) is not loaded")
    }

    /// Runs `command` with `soname`'s file empty in a namespace of its own (the
    /// file stays whole for every other process); its exit status and output.
    static func withoutLibrary(_ soname: String, _ command: [String], environment: [String: String] = [:]) async throws
        -> (status: Int32, output: String) {
        // Loaded here first, so that its file can be found.
        _ = try SVGImage(data: Data(HostileSVG.icon("").utf8))
        _ = ContentDigest(of: "load")
        _ = try Image(size: CGSize(width: 2, height: 2), scale: 1) { _ in }.jpegData(quality: 0.8)
        let file = try loadedFile(soname)
        let scratch = try scratchDirectory("glaze-missing-library")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("output")
        let script = #"unshare -m sh -c 'mount --bind /dev/null "$0" && exec "$@"' "$@""#
        let status = try await ProcessSlots.withSlot {
            try await ChildProcess(["/bin/sh", "-c", script, "sh", file] + command,
                                   standardOutput: output, standardError: output, environment: environment).waitForExit()
        }
        return (status, try String(contentsOf: output, encoding: .utf8))
    }

    @Test("without librsvg or libjpeg-turbo, the work that needs it fails by name and nothing crashes",
          arguments: ["librsvg-2.so.2", "libturbojpeg.so.0"])
    func library(soname: String) async throws {
        guard ProcessInfo.processInfo.environment[Self.variable] == nil else { return }
        let run = try await Self.withoutLibrary(soname, [CommandLine.arguments[0], "--testing-library", "swift-testing",
                                                         "--filter", "MissingLibraryTests/inside"],
                                                environment: [Self.variable: soname])
        #expect(run.status == 0 && run.output.contains("Test run with 1 test"), "\(soname): \(run.output.suffix(2_000))")
    }

    /// Run by ``library(soname:)`` with the library's file empty; does nothing otherwise.
    @Test("inside the namespace: the hidden library's work fails by name")
    func inside() throws {
        guard let soname = ProcessInfo.processInfo.environment[Self.variable] else { return }
        #expect(dlopen(soname, RTLD_LAZY) == nil, "\(soname) still loads: the namespace did not hide it")
        switch soname {
        case "librsvg-2.so.2":
            #expect(throws: GlazeError(.unreadableImage(source: "data", reason: "librsvg (librsvg-2.so.2) cannot be loaded"))) {
                try SVGImage(data: Data(HostileSVG.icon("").utf8))
            }
        case "libturbojpeg.so.0":
            let reason = "libjpeg-turbo (libturbojpeg.so.0) cannot be loaded"
            #expect(throws: GlazeError(.unreadableImage(source: "data", reason: reason))) {
                try ImageSurface(jpegData: HostileSVG.jpegHeader(width: 1, height: 1))
            }
            let image = try Image(size: CGSize(width: 2, height: 2), scale: 1) { _ in }
            #expect(throws: GlazeError.self) { try image.jpegData(quality: 0.8) }
        default:
            Issue.record("no case for \(soname)")
        }
    }

    @Test("glaze without librsvg: the theme's error names the asset, the key, the file and the library; nothing is written")
    func glazeWithoutLibrsvg() async throws {
        let out = try scratchDirectory("glaze-no-rsvg").appendingPathComponent("out")
        let run = try await Self.withoutLibrary("librsvg-2.so.2", [glazeExecutable.path, "render",
                                                                   examplesDirectory.appendingPathComponent("brand/brand.yaml").path,
                                                                   "--out", out.path, "--quiet"])
        #expect(run.status == 1, "\(run.output)")
        for part in ["brand.yaml:", "asset 'reply'", "key 'image'", "icons/reply.svg", "librsvg (librsvg-2.so.2) cannot be loaded"] {
            #expect(run.output.contains(part), "\(run.output) does not mention \(part)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("glaze without libcrypto renders what it renders with it, byte for byte, hashing with Glaze's own SHA-256")
    func glazeWithoutLibcrypto() async throws {
        let scratch = try scratchDirectory("glaze-no-crypto")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let theme = examplesDirectory.appendingPathComponent("brand/brand.yaml").path
        func render(_ name: String) -> [String] {
            [glazeExecutable.path, "render", theme, "--out", scratch.appendingPathComponent(name).path, "--scales", "1,2",
             "--layout", "flat,web", "--quiet"]
        }
        let with = try await runGlaze(Array(render("with").dropFirst()))
        #expect(with.status == 0, "\(with.error)")
        let without = try await Self.withoutLibrary("libcrypto.so.3", render("without"))
        #expect(without.status == 0, "\(without.output)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: scratch.appendingPathComponent("with").path).sorted()
        #expect(files.count > 20)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: scratch.appendingPathComponent("without").path).sorted() == files)
        for file in files where !file.hasSuffix("/") {
            let a = scratch.appendingPathComponent("with/\(file)"), b = scratch.appendingPathComponent("without/\(file)")
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: a.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(file)")
        }
    }
}
