#if Server
import Foundation
import GlazeTheme

/// One theme file as the server holds it: its last version that read, and the
/// error of the current one when it does not.
public struct ServedTheme: Sendable {
    /// The name in URLs: the file's name without its extension.
    public let name: String
    /// The theme file.
    public let file: URL
    /// The last version that read, still served for what it has.
    public let theme: Theme?
    /// Why the file as it is now does not read, or `nil` when it does.
    public let error: String?
    /// Bumped at each change of the file or the files it uses.
    public let generation: Int
    /// The looks of `theme` by the names requests use.
    let index: ThemeIndex?

    init(name: String, file: URL, theme: Theme?, error: String?, generation: Int) {
        self.name = name
        self.file = file
        self.theme = theme
        self.error = error
        self.generation = generation
        index = theme.map(ThemeIndex.init)
    }
}
#endif
