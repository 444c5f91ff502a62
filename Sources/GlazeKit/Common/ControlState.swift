/// The visual state a control is drawn in.
public enum ControlState: String, Hashable, Sendable, Codable, CaseIterable {
    /// At rest.
    case normal
    /// Being pressed.
    case highlighted
    /// Chosen, as the current segment or tab.
    case selected
}
