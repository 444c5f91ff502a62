#if Server
import Foundation
import Glaze
import GlazeTheme
import Synchronization

/// The themes of a folder, read again when anything in the folder changes.
///
/// A theme whose file stops reading keeps its last good version (so the looks
/// it handed out keep being served) beside the error, which the preview page
/// shows.
public actor ThemeLibrary {
    /// The extensions of theme files.
    static let themeExtensions: Set<String> = ["yaml", "yml", "json"]
    /// Theme files served from one folder.
    static let maximumThemes = 200

    private let directory: URL
    private let limits: ThemeLimits
    private let assetsRoot: URL?
    private var fingerprint = FolderFingerprint()
    private var served: [String: ServedTheme] = [:] {
        didSet { current.withHandOff(by: self) { $0 = served } }
    }
    /// `served`, for questions that cannot wait for the actor: the answer of
    /// the last read, whatever read is under way.
    private nonisolated let current = Mutex<[String: ServedTheme]>([:])
    private var generation = 0
    private var reloading = false
    /// Whether the folder has been read once; until then questions wait for it.
    private var loaded = false
    private var awaitingFirstLoad: [CheckedContinuation<Void, Never>] = []

    /// A library of `directory`'s themes, read at the first ``reload(rereading:)``
    /// or the first question, whichever comes first.
    public init(directory: URL, limits: ThemeLimits = .standard, assetsRoot: URL? = nil) {
        self.directory = directory.standardizedFileURL
        self.limits = limits
        self.assetsRoot = assetsRoot
    }

    /// Every theme, by name.
    public var themes: [ServedTheme] {
        get async {
            await firstLoad()
            return served.values.sorted { $0.name < $1.name }
        }
    }

    /// The theme called `name`, if there is one.
    public func theme(named name: String) async -> ServedTheme? {
        await firstLoad()
        return served[name]
    }

    /// The theme called `name` as the last read left it, without waiting for
    /// the actor or for a first read (`nil` until one has finished): for
    /// answers given on a connection's event loop, which must not suspend.
    public nonisolated func lastRead(named name: String) -> ServedTheme? {
        current.withHandOff(by: self) { $0[name] }
    }

    /// Returns once the folder has been read, reading it if no one is: a
    /// request that arrives while the server starts waits for the themes
    /// rather than finding none.
    private func firstLoad() async {
        guard !loaded else { return }
        guard reloading else {
            await reload()
            return
        }
        await withCheckedContinuation { awaitingFirstLoad.append($0) }
    }

    /// Reads the folder again if anything in it may have changed since the
    /// last time, or always when `rereading` (the periodic sweep that catches
    /// an edit no file stamp shows); returns the names of the themes whose
    /// content changed (added, edited, broken, mended or removed).
    ///
    /// The walk and the reading run off the library's actor, so requests for
    /// themes keep being answered, from the versions before, while a large
    /// theme reads. One reload runs at a time; a call during another returns
    /// no names, and the next poll sees what it would have. A reload whose
    /// task is cancelled (the server stopping) ends after the theme it is
    /// reading and changes nothing: a folder of many large themes would
    /// otherwise hold up the shutdown for as long as reading all of them takes.
    @discardableResult
    public func reload(rereading: Bool = false) async -> [String] {
        guard !reloading else { return [] }
        reloading = true
        defer { reloading = false }
        let now = await Self.walk(directory)
        guard now != fingerprint || rereading || served.isEmpty && generation == 0 else { return [] }
        guard let next = await Self.read(directory, limits: limits, assetsRoot: assetsRoot, previous: served,
                                         generation: generation + 1) else {
            releaseFirstLoadWaiters()
            return []
        }
        fingerprint = now
        generation += 1
        // Every theme is read again, but only those whose result differs changed.
        var changed = Set(next.keys).symmetricDifference(served.keys)
        for (name, theme) in next where served[name].map({ !Self.same($0, theme) }) ?? false { changed.insert(name) }
        served = next
        loaded = true
        releaseFirstLoadWaiters()
        return changed.sorted()
    }

    /// Lets the requests waiting for the first load go on, with what the
    /// library holds (nothing, if the first load was cancelled).
    private func releaseFirstLoadWaiters() {
        for waiting in awaitingFirstLoad { waiting.resume() }
        awaitingFirstLoad = []
    }

    private nonisolated static func walk(_ directory: URL) async -> FolderFingerprint {
        FolderFingerprint(of: directory)
    }

    /// Every theme file of `directory` read, each keeping its `previous`
    /// version beside the error when it no longer reads; `nil` when the task
    /// is cancelled before the last one.
    private nonisolated static func read(_ directory: URL, limits: ThemeLimits, assetsRoot: URL?,
                                         previous: [String: ServedTheme], generation: Int) async -> [String: ServedTheme]? {
        var next: [String: ServedTheme] = [:]
        let root = FolderFingerprint.resolved(directory.path)
        for file in themeFiles(in: directory) {
            guard !Task.isCancelled else { return nil }
            let name = file.deletingPathExtension().lastPathComponent
            guard next[name] == nil else {
                next[name] = ServedTheme(name: name, file: file, theme: nil,
                                         error: "two theme files are called \(name); rename one", generation: generation)
                continue
            }
            guard let root, let target = FolderFingerprint.resolved(file.path), FolderFingerprint.contains(root, target) else {
                next[name] = ServedTheme(name: name, file: file, theme: nil, error: "\(file.lastPathComponent) is a symbolic "
                                         + "link that leaves the served folder; it is not read", generation: generation)
                continue
            }
            do {
                let theme = try Theme(contentsOf: file, limits: limits, assetsRoot: assetsRoot)
                next[name] = ServedTheme(name: name, file: file, theme: theme, error: nil, generation: generation)
            } catch {
                next[name] = ServedTheme(name: name, file: file, theme: previous[name]?.theme, error: "\(error)",
                                         generation: generation)
            }
        }
        return next
    }

    private static func same(_ a: ServedTheme, _ b: ServedTheme) -> Bool {
        a.error == b.error && a.file == b.file && a.theme?.name == b.theme?.name
            && a.theme?.assets.map { AssetFingerprint($0) } == b.theme?.assets.map { AssetFingerprint($0) }
            && a.index?.digests == b.index?.digests
    }

    /// The theme files in `directory` and its subfolders one level down, sorted.
    private nonisolated static func themeFiles(in directory: URL) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        func scan(_ folder: URL, depth: Int) {
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth == 0 { scan(url, depth: 1) }
                } else if Self.themeExtensions.contains(url.pathExtension.lowercased()), found.count < Self.maximumThemes {
                    found.append(url)
                }
            }
        }
        scan(directory, depth: 0)
        return found
    }
}

/// What tells two versions of an asset apart besides its looks' digests
/// (which the themes' indexes hold): its name and its preview.
struct AssetFingerprint: Equatable {
    let name: String
    let preview: String

    init(_ asset: ThemeAsset) {
        name = asset.name
        preview = "\(asset.previewWidth)|\(asset.previewTitle ?? "")|\(String(describing: asset.previewFont))|\(asset.previewTitleColor)"
    }
}
#endif
