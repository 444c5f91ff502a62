extension ControlState {
    /// What a well-known state means, in the terms platforms give qualifiers
    /// for: the one vocabulary every platform layout maps, each with a switch
    /// the compiler checks is complete.
    public enum Meaning: String, Hashable, Sendable, CaseIterable {
        /// At rest, nothing else said: `normal`.
        case rest
        /// Being pressed: `highlighted`.
        case pressed
        /// Chosen among others: `selected`.
        case selected
        /// Switched on or ticked: `on`, `checked`.
        case checked
        /// Switched off or clear: `off`, `unchecked`.
        case unchecked
        /// Partly ticked: `mixed`.
        case mixed
        /// Not accepting input: `disabled`.
        case disabled
    }

    /// What the state means to platforms, or `nil` for a state only its
    /// control knows, which layouts write as a file of its own without a
    /// platform qualifier.
    public var meaning: Meaning? {
        switch self {
        case .normal: .rest
        case .highlighted: .pressed
        case .selected: .selected
        case .on, .checked: .checked
        case .off, .unchecked: .unchecked
        case .mixed: .mixed
        case .disabled: .disabled
        default: nil
        }
    }
}
