import Foundation

/// Where a render puts its files: Glaze's own flat folder, or the form a
/// platform's build consumes.
public enum OutputLayout: String, CaseIterable, Hashable, Sendable {
    /// `NAME[-STATE]@Nx.png`, `.pdf`, `.svg` and `.9.png` side by side.
    case flat
    /// An Xcode asset catalog: `Assets.xcassets/NAME[-STATE].imageset/` with
    /// `Contents.json` carrying each resizable asset's slicing.
    case xcassets
    /// Android resources: `res/drawable-DENSITY/` PNGs and nine-patches, and a
    /// `<selector>` per asset with a highlighted state.
    case android
    /// PNGs with `glaze.css` (a class per asset and state, `border-image` through
    /// `image-set()`) and `preview.html`.
    case web

    /// The scales this layout can place, or `nil` for any: Xcode takes 1x–3x,
    /// Android's densities are mdpi (1) to xxxhdpi (4) with hdpi (1.5), and the
    /// stylesheet's `image-set()` lists 1x–3x.
    var usableScales: [CGFloat]? {
        switch self {
        case .flat: return nil
        case .xcassets, .web: return [1, 2, 3]
        case .android: return [1, 1.5, 2, 3, 4]
        }
    }

    /// The scales of `requested` this layout places, in order.
    func scales(of requested: [CGFloat]) -> [CGFloat] {
        guard let usable = usableScales else { return requested }
        return requested.filter { usable.contains($0) }
    }
}
