import GlazeKit

/// A kind of asset a theme can hold, named as theme files name it. The kinds
/// are those of the package's registry (`AssetKind.registry`), each one type in its folder under `Kinds/`.
public struct AssetKind: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The type that says everything about the kind.
    package let spec: any AssetKindSpec.Type

    /// Every kind, in the order help and error messages list them. Adding a
    /// kind is its folder and one line here.
    package static let registry: [any AssetKindSpec.Type] = [
        GlossyButtonSpec.self,
        HybridBackgroundSpec.self,
        NoiseButtonSpec.self,
        BackButtonSpec.self,
        SegmentedControlSpec.self,
        TabBarSpec.self,
        NavigationBarSpec.self,
        TintedImageSpec.self,
        SwitchSpec.self,
        CheckboxSpec.self,
    ]

    /// Every kind, in the registry's order.
    public static let allCases = registry.map(AssetKind.init(spec:))

    /// The kind `spec` describes.
    package init(spec: any AssetKindSpec.Type) {
        self.spec = spec
    }

    /// The kind theme files call `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let spec = Self.registry.first(where: { $0.name == rawValue }) else { return nil }
        self.spec = spec
    }

    /// The name theme files give the kind, as in `kind: glossyButton`.
    public var rawValue: String { spec.name }

    /// The name theme files give the kind.
    public var description: String { rawValue }

    /// What the kind draws, in one line.
    public var summary: String { spec.summary }

    /// The states the kind can be rendered in, and the one it rests in.
    public var states: KindStates { spec.states }

    /// The states the kind can be rendered in, the rest state first.
    public var allowedStates: [ControlState] { spec.states.all }

    /// Kinds are equal when they are one type.
    public static func == (lhs: AssetKind, rhs: AssetKind) -> Bool {
        ObjectIdentifier(lhs.spec) == ObjectIdentifier(rhs.spec)
    }

    /// Hashes the kind's type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(spec))
    }
}
