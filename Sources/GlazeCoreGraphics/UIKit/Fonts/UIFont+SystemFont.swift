import Foundation

/// What a system font was asked for: enough to make it again at another size.
struct SystemFontRequest: Hashable, Sendable {
    var size: CGFloat
    var weight: UIFont.Weight
    var isItalic = false
    var monospacedDigits = false
    /// Whether every character has one width: SF Mono's stand-in.
    var isMonospaced = false
    /// The stand-in in effect when the font was made; the font keeps it.
    var standIn = UIFont.systemFontStandIn
}

extension UIFont {
    /// The system font at `size`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: .regular))
    }

    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: weight))
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: .bold))
    }

    /// The italic system font at `size`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: .regular, isItalic: true))
    }

    /// The system font at `size` and `weight` with digits of one width, so
    /// that numbers in a column or a counting label line up.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: weight, monospacedDigits: true))
    }

    /// The monospaced system font (SF Mono on Apple's platforms) at `size` and
    /// `weight`: ``SystemFontStandIn/monospacedFamily`` of the stand-in, every
    /// character one width, for code, logs and ASCII art.
    ///
    /// ```swift
    /// let code = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)   // DejaVu Sans Mono
    /// ```
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: SystemFontRequest(size: size, weight: weight, isMonospaced: true))
    }

    /// What the system font constructors draw with: ``SystemFontStandIn/inter``
    /// where fontconfig has Inter and Inter Display, otherwise
    /// ``SystemFontStandIn/dejaVuSans``, until a program sets another; or the
    /// one `withSystemFontStandIn(_:_:)` gives the current task.
    ///
    /// Fonts already made keep the stand-in they were made with, at every
    /// size ``withSize(_:)`` gives them.
    public static var systemFontStandIn: SystemFontStandIn {
        get { taskStandIn ?? programStandIn.value }
        set { programStandIn.value = newValue }
    }

    /// Runs `body` with ``systemFontStandIn`` reading `standIn` in this task
    /// and the tasks it starts, whatever other tasks see.
    ///
    /// ```swift
    /// let label = UIFont.withSystemFontStandIn(.dejaVuSans) { UIFont.systemFont(ofSize: 12) }
    /// ```
    public static func withSystemFontStandIn<Result>(_ standIn: SystemFontStandIn,
                                                     _ body: () throws -> Result) rethrows -> Result {
        try $taskStandIn.withValue(standIn, operation: body)
    }

    /// Runs `body` with ``systemFontStandIn`` reading `standIn` in this task
    /// and the tasks it starts, across its suspensions.
    public static func withSystemFontStandIn<Result>(_ standIn: SystemFontStandIn,
                                                     _ body: () async throws -> Result) async rethrows -> Result {
        try await $taskStandIn.withValue(standIn, operation: body)
    }

    @TaskLocal private static var taskStandIn: SystemFontStandIn?

    private static let programStandIn = LockedStandIn()
}

/// The program's stand-in, read and written from any thread; found on first use.
private final class LockedStandIn: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SystemFontStandIn?

    var value: SystemFontStandIn {
        get {
            lock.withLock {
                if let stored { return stored }
                let found = SystemFontStandIn.installedDefault
                stored = found
                return found
            }
        }
        set { lock.withLock { stored = newValue } }
    }
}
