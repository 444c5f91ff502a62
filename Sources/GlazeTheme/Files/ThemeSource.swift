import Foundation
import Glaze
import Synchronization

/// Everything a theme was read from: its own text and the bytes of every file
/// it names, by the path it names each with.
///
/// Reading a theme from its source gives the same theme — the same assets,
/// looks and digests — in any process and whatever has changed on disk since.
/// `glaze serve` hands a theme's source to the worker processes that render it,
/// so they draw exactly the version the server serves, and never read a file
/// themselves.
///
/// ```swift
/// let theme = try Theme(contentsOf: URL(fileURLWithPath: "Examples/brand/brand.yaml"))
/// let again = try Theme(source: theme.source)   // no file is read
/// ```
public struct ThemeSource: Sendable {
    /// The theme file's path, which errors name and relative to which its
    /// files were found.
    public let file: String
    /// JSON or YAML.
    public let format: ThemeFormat
    /// The theme's text.
    public let text: String
    /// The bytes of each file the theme names (images and fonts), by the path
    /// as the theme writes it.
    public let files: [String: Data]
    /// The SHA-256 digest of all of the above: equal sources, equal digests.
    public let digest: ContentDigest

    /// A source from its parts.
    public init(file: String, format: ThemeFormat, text: String, files: [String: Data]) {
        self.file = file
        self.format = format
        self.text = text
        self.files = files
        var hasher = ContentHasher()
        // Each part is preceded by its length, so no two sources hash alike by
        // moving bytes from one part to the next.
        var parts = [Data(file.utf8), Data((format == .json ? "json" : "yaml").utf8), Data(text.utf8)]
        for path in files.keys.sorted() { parts += [Data(path.utf8), files[path]!] }
        for part in parts {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { hasher.combine($0) }
            hasher.combine(part)
        }
        digest = hasher.finalize()
    }

    /// The bytes held, text and files together.
    public var byteCount: Int { text.utf8.count + files.values.reduce(0) { $0 + $1.count } }
}

/// The files a theme read from disk, by the path it named them with: what
/// becomes its ``ThemeSource``. Shared by the readers of one theme's assets.
final class ThemeFileLog: Sendable {
    private let files = Mutex<[String: Data]>([:])

    // Assets are read on several threads; the hand-offs tell the thread
    // sanitizer what the mutex's futex cannot.
    func record(_ path: String, _ data: Data) {
        files.withHandOff(by: self) { $0[path] = data }
    }

    var contents: [String: Data] { files.withHandOff(by: self) { $0 } }
}
