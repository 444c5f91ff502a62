#if Server
import Foundation
import GlazeTheme

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
    private var served: [String: ServedTheme] = [:]
    private var generation = 0

    /// A library of `directory`'s themes, empty until the first ``reload()``.
    public init(directory: URL, limits: ThemeLimits = .standard, assetsRoot: URL? = nil) {
        self.directory = directory.standardizedFileURL
        self.limits = limits
        self.assetsRoot = assetsRoot
    }

    /// Every theme, by name.
    public var themes: [ServedTheme] { served.values.sorted { $0.name < $1.name } }

    /// The theme called `name`, if there is one.
    public func theme(named name: String) -> ServedTheme? { served[name] }

    /// Reads the folder again if anything in it changed since the last time;
    /// returns the names of the themes that changed (added, edited, broken,
    /// mended or removed).
    @discardableResult
    public func reload() -> [String] {
        let now = FolderFingerprint(of: directory)
        guard now != fingerprint || served.isEmpty && generation == 0 else { return [] }
        fingerprint = now
        generation += 1
        var next: [String: ServedTheme] = [:]
        for file in themeFiles() {
            let name = file.deletingPathExtension().lastPathComponent
            guard next[name] == nil else {
                next[name] = ServedTheme(name: name, file: file, theme: nil,
                                         error: "two theme files are called \(name); rename one", generation: generation)
                continue
            }
            let previous = served[name]
            do {
                let theme = try Theme(contentsOf: file, limits: limits, assetsRoot: assetsRoot)
                next[name] = ServedTheme(name: name, file: file, theme: theme, error: nil, generation: generation)
            } catch {
                next[name] = ServedTheme(name: name, file: file, theme: previous?.theme, error: "\(error)", generation: generation)
            }
        }
        // Every theme is read again, but only those whose result differs changed.
        var changed = Set(next.keys).symmetricDifference(served.keys)
        for (name, theme) in next where served[name].map({ !Self.same($0, theme) }) ?? false { changed.insert(name) }
        served = next
        return changed.sorted()
    }

    private static func same(_ a: ServedTheme, _ b: ServedTheme) -> Bool {
        a.error == b.error && a.file == b.file && a.theme?.name == b.theme?.name
            && a.theme?.assets.map { AssetFingerprint($0) } == b.theme?.assets.map { AssetFingerprint($0) }
            && a.index?.digests == b.index?.digests
    }

    /// The theme files in the folder and its subfolders one level down, sorted.
    private func themeFiles() -> [URL] {
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
