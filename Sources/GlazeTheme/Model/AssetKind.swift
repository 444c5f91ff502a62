import GlazeKit

/// The kinds of asset a theme can hold, each named as theme files name it.
public enum AssetKind: String, CaseIterable, Hashable, Sendable {
    /// A glossy button's background (Matt Gallagher's gloss).
    case glossyButton
    /// The hybrid recipe's background.
    case hybridBackground
    /// The noise-textured button's background.
    case noiseButton
    /// A back button's arrow background.
    case backButton
    /// A segmented control, drawn whole.
    case segmentedControl
    /// A tab bar, drawn whole.
    case tabBar
    /// A navigation bar, drawn whole.
    case navigationBar
    /// An SVG or PNG file recoloured to the theme.
    case tintedImage

    /// The states the kind can be rendered in.
    public var allowedStates: [ControlState] {
        switch self {
        case .glossyButton, .hybridBackground, .backButton, .tintedImage: return [.normal, .highlighted]
        case .noiseButton, .segmentedControl, .tabBar, .navigationBar: return [.normal]
        }
    }

    /// The reader of this kind's keys.
    var reader: any AssetKindReader.Type {
        switch self {
        case .glossyButton: return GlossyButtonReader.self
        case .hybridBackground: return HybridBackgroundReader.self
        case .noiseButton: return NoiseButtonReader.self
        case .backButton: return BackButtonReader.self
        case .segmentedControl: return SegmentedControlReader.self
        case .tabBar: return TabBarReader.self
        case .navigationBar: return NavigationBarReader.self
        case .tintedImage: return TintedImageReader.self
        }
    }
}
