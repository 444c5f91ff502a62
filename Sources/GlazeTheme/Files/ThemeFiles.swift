import Foundation
import Glaze

/// Where the files a theme names are found, and how far they may be from it:
/// paths are relative to the theme file's folder and must stay inside it, or
/// inside an assets root the caller gives (`glaze --assets-root DIR`). A theme
/// read again from its ``ThemeSource`` finds them there instead, and reads
/// nothing from disk.
struct ThemeFiles: Sendable {
    /// The theme file's folder, absolute.
    let folder: URL
    /// Where referenced files may live when the caller widened it; `nil` keeps
    /// them inside ``folder``.
    let root: URL?
    /// The path of ``root``, or else of ``folder``, with links followed and a
    /// final `/`: what a file's own resolved path must begin with. Resolved
    /// once, not for each of an icon set's hundreds of files.
    private let base: String
    /// The bounds each file is read within.
    let limits: InputLimits
    /// The files of the source being read again, or `nil` when reading from disk.
    private let snapshot: [String: Data]?
    /// What was read, for the theme's source.
    let log = ThemeFileLog()

    init(themeFile: String, assetsRoot: URL?, limits: InputLimits) {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        folder = URL(fileURLWithPath: themeFile, relativeTo: cwd).standardizedFileURL.deletingLastPathComponent()
        root = assetsRoot.map { URL(fileURLWithPath: $0.path, relativeTo: cwd).standardizedFileURL }
        self.limits = limits
        snapshot = nil
        let resolved = (root ?? folder).resolvingSymlinksInPath().path
        base = resolved.hasSuffix("/") ? resolved : resolved + "/"
    }

    /// The files of `source`, read within `limits`.
    init(source: ThemeSource, limits: InputLimits) {
        folder = URL(fileURLWithPath: source.file).deletingLastPathComponent()
        root = nil
        self.limits = limits
        snapshot = source.files
        base = "/"
    }

    /// The bytes of the file `path` names, at most `maximumBytes` of them, and
    /// the name errors give it; recorded for the theme's source.
    func contents(of path: String, maximumBytes: Int) throws(FileError) -> (data: Data, source: String) {
        if let snapshot {
            guard let data = snapshot[path] else { throw .refused(.init("'\(path)' is not among the files of the theme's source")) }
            log.record(path, data)
            return (data, folder.appending(path: path, directoryHint: .notDirectory).path)
        }
        let url: URL
        switch resolve(path) {
        case let .success(resolved): url = resolved
        case let .failure(refusal): throw .refused(refusal)
        }
        do {
            let data = try InputLimits.readFile(at: url, maximumBytes: maximumBytes)
            log.record(path, data)
            return (data, url.path)
        } catch {
            throw .unreadable(error)
        }
    }

    /// Why a file could not be had: its path was refused, or reading it failed.
    enum FileError: Error {
        case refused(ResolutionError)
        case unreadable(GlazeError)
    }

    /// The file `path` names, or why it may not be read. Symbolic links are
    /// followed before the check, so a link cannot lead outside either.
    func resolve(_ path: String) -> Result<URL, ResolutionError> {
        guard !path.isEmpty else { return .failure(.init("is an empty path")) }
        guard !path.contains("\0") else { return .failure(.init("contains a NUL character")) }
        let isAbsolute = path.hasPrefix("/")
        guard let root else {
            if isAbsolute || path.split(separator: "/").contains("..") {
                return .failure(.init("'\(path)' leaves the theme's folder; files outside it are read only when an assets root allows them (glaze --assets-root DIR)"))
            }
            let url = folder.appending(path: path, directoryHint: .notDirectory).standardizedFileURL
            return inside(url) ? .success(url)
                : .failure(.init("'\(path)' leads outside the theme's folder through a symbolic link"))
        }
        let url = (isAbsolute ? URL(filePath: path, directoryHint: .notDirectory)
                   : folder.appending(path: path, directoryHint: .notDirectory)).standardizedFileURL
        return inside(url) ? .success(url)
            : .failure(.init("'\(path)' is outside the assets root \(root.path)"))
    }

    /// Whether `url`, links followed, lies inside the folder or the root, links followed.
    private func inside(_ url: URL) -> Bool {
        url.resolvingSymlinksInPath().path.hasPrefix(base)
    }

    /// Why a path was refused.
    struct ResolutionError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
