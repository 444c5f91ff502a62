import Glaze

/// How drawing combines with what is already there: Core Graphics' 28 modes,
/// with Apple's raw values, each drawn as Glaze's `BlendMode` of the
/// same name.
public enum CGBlendMode: Int32, CaseIterable, Sendable {
    /// Paints over.
    case normal = 0
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Overlays.
    case overlay
    /// Keeps the darker colour.
    case darken
    /// Keeps the lighter colour.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The absolute difference.
    case difference
    /// A softer difference.
    case exclusion
    /// The source's hue.
    case hue
    /// The source's saturation.
    case saturation
    /// The source's hue and saturation.
    case color
    /// The source's luminosity.
    case luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S·Da.
    case sourceIn
    /// R = S·(1 − Da).
    case sourceOut
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop
    /// R = S·(1 − Da) + D.
    case destinationOver
    /// R = D·Sa.
    case destinationIn
    /// R = D·(1 − Sa).
    case destinationOut
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter

    /// The Glaze mode of the same name: a switch, so that a mode added to
    /// either list is a compile error here rather than a shifted index.
    var glaze: BlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .clear: return .clear
        case .copy: return .copy
        case .sourceIn: return .sourceIn
        case .sourceOut: return .sourceOut
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationIn: return .destinationIn
        case .destinationOut: return .destinationOut
        case .destinationAtop: return .destinationAtop
        case .xor: return .xor
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}
