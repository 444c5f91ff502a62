import Foundation

/// A font registered for as long as you hold this: its families resolve while
/// any registration of the same bytes is alive, and when the last one goes
/// (and no ``FontRegistry/register(data:source:limits:)`` made the font
/// permanent) the font is removed from the process.
///
/// ```swift
/// let brand = try FontRegistry.registration(data: fontBytes, source: "Brand.ttf")
/// let title = try TextLayout("Inbox", font: Font(family: brand.families[0], size: 17))
/// ```
///
/// Releasing is safe while other threads lay out and draw text: layouts made
/// before keep the fonts they were made with, and the font's memory is freed
/// once the last of them is gone. A thread's font map moves on to the new set
/// of fonts the next time that thread lays out text, so a thread that never
/// lays out text again keeps the set it last used until it ends.
public final class FontRegistration: Sendable {
    /// The family names the font provides, as ``Font/family`` takes them.
    public let families: [String]
    /// What the registry knows the font by.
    let key: String

    init(families: [String], key: String) {
        self.families = families
        self.key = key
    }

    deinit {
        FontRegistry.release(key)
    }
}
