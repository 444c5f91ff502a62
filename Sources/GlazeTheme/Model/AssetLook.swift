import Foundation
import Glaze
import GlazeKit

/// What a theme asset looks like: one kind's spec, with every value the theme
/// gave (and the recipes' defaults for the rest).
public struct AssetLook: Hashable, Sendable {
    /// The spec, of one of `AssetKind.registry`'s types.
    package let spec: any AssetKindSpec

    /// The look `spec` describes.
    package init(_ spec: any AssetKindSpec) {
        self.spec = spec
    }

    /// The spec, when it is of type `type`: `look.spec(as: TabBarSpec.self)?.icons`.
    public func spec<Spec>(as type: Spec.Type) -> Spec? {
        spec as? Spec
    }

    /// The kind of asset.
    public var kind: AssetKind { AssetKind(spec: type(of: spec)) }

    /// The states the asset can be rendered in.
    public var allowedStates: [ControlState] { kind.allowedStates }

    /// The size the asset is exported at: its minimum size when it is resizable,
    /// its full size otherwise.
    public var exportSize: CGSize { spec.exportSize }

    /// The caps of a resizable asset, or `nil` for one drawn whole.
    public var capInsets: EdgeInsets? { spec.resizing?.capInsets }

    /// How a resizable asset fills its middle, or `nil` for one drawn whole.
    public var resizingMode: ResizableImage.ResizingMode? { spec.resizing?.mode }

    /// Draws the exported asset (the background alone, for resizable ones) into `rect`.
    func drawAsset(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        try spec.draw(state, in: rect, on: canvas)
    }

    /// Looks are equal when their specs are.
    public static func == (lhs: AssetLook, rhs: AssetLook) -> Bool {
        lhs.hashableSpec == rhs.hashableSpec
    }

    /// Hashes the spec.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hashableSpec)
    }

    /// The spec as a hashable of its own type, so that specs of two kinds are never equal.
    private var hashableSpec: AnyHashable {
        func erased(_ spec: some AssetKindSpec) -> AnyHashable { AnyHashable(spec) }
        let spec: any AssetKindSpec = self.spec
        return erased(spec)
    }
}
