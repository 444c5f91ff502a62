/// The visual state a control is drawn in, by name: `normal`, `highlighted`,
/// `on`, or any other name a control declares.
///
/// A state is an open value rather than a closed list, so that each control
/// (and each kind of theme asset) declares the states it has — a switch is
/// on or off, a checkbox checked, unchecked or mixed — without every other
/// control learning them. Names follow one rule, because they become parts
/// of file names, cache keys, URLs, CSS classes and Android resource names:
/// a lower-case ASCII letter, then lower-case letters and digits, at most
/// ``maximumNameLength`` characters.
///
/// The well-known states carry a ``meaning`` that platform layouts map to
/// their own qualifiers (Android's `state_checked`, the web's `:checked`).
public struct ControlState: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The state's name.
    public let rawValue: String

    /// The longest name a state may have.
    public static let maximumNameLength = 24

    /// The state called `rawValue`, or `nil` when the name breaks the naming
    /// rule (a lower-case letter, then lower-case letters and digits).
    public init?(rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard let first = bytes.first, bytes.count <= Self.maximumNameLength,
              Self.isLowercaseLetter(first),
              bytes.allSatisfy({ Self.isLowercaseLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        self.rawValue = rawValue
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// A well-known state's name, which the naming rule holds by construction.
    private init(wellKnown name: String) {
        rawValue = name
    }

    /// At rest.
    public static let normal = ControlState(wellKnown: "normal")
    /// Being pressed.
    public static let highlighted = ControlState(wellKnown: "highlighted")
    /// Chosen, as the current segment or tab.
    public static let selected = ControlState(wellKnown: "selected")
    /// Switched on.
    public static let on = ControlState(wellKnown: "on")
    /// Switched off.
    public static let off = ControlState(wellKnown: "off")
    /// Ticked, as a checkbox.
    public static let checked = ControlState(wellKnown: "checked")
    /// Not ticked, as a checkbox.
    public static let unchecked = ControlState(wellKnown: "unchecked")
    /// Neither ticked nor clear: a checkbox standing for a partly chosen group.
    public static let mixed = ControlState(wellKnown: "mixed")
    /// Not accepting input.
    public static let disabled = ControlState(wellKnown: "disabled")

    /// The states whose meaning platforms know, each with its ``meaning``.
    public static let wellKnown: [ControlState] = [
        .normal, .highlighted, .selected, .on, .off, .checked, .unchecked, .mixed, .disabled,
    ]

    /// The name.
    public var description: String { rawValue }
}
