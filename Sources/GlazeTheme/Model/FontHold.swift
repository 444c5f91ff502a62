import Glaze

/// The registrations of a theme's font files, held by the theme's assets so
/// that the fonts stay registered while anything may draw them, and are
/// released with the last asset of that version of the theme.
///
/// It takes no part in comparing or hashing assets: two readings of the same
/// theme are the same assets, whichever registrations they hold.
struct FontHold: Hashable, Sendable {
    let registrations: [FontRegistration]

    init(_ registrations: [FontRegistration] = []) {
        self.registrations = registrations
    }

    static func == (_: FontHold, _: FontHold) -> Bool { true }

    func hash(into _: inout Hasher) {}
}
