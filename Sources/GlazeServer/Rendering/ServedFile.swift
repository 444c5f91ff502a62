#if Server
import Foundation
import GlazeTheme

/// A file a request names, with its look's digest, which a ``ThemeIndex`` or
/// the URL itself already knows, and the source of the theme version it comes
/// from, which a worker renders it from.
struct ServedFile: Sendable {
    let file: AssetFile
    let digest: String
    let source: ThemeSource

    /// `DIGEST@2x.png` and so on: the response cache's key, the ETag's value
    /// and the file's content-addressed name.
    var lookFileName: String { file.lookFileName(digest: digest) }
}
#endif
