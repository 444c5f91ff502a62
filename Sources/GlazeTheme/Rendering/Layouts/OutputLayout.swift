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
    /// `<selector>` per asset in its rest state and a state Android can select
    /// (pressed, checked, selected, disabled).
    case android
    /// PNGs with `glaze.css` (a class per asset and state, `border-image` through
    /// `image-set()`, and the rest state's class under `:active`, `:checked`,
    /// `:disabled` and their ARIA attributes) and `preview.html`.
    case web

    /// The writer of this layout, which holds its rules: each layout's one
    /// registration, in a switch the compiler checks is complete.
    var writer: any LayoutWriter.Type {
        switch self {
        case .flat: return FlatLayout.self
        case .xcassets: return XcassetsLayout.self
        case .android: return AndroidLayout.self
        case .web: return WebLayout.self
        }
    }

    /// What the layout writes, in a few words, as `glaze render --help` lists it.
    public var summary: String { writer.summary }

    /// The scales this layout can place, or `nil` for any.
    var usableScales: [CGFloat]? { writer.usableScales }

    /// The platform's densities, which a render without scales given writes:
    /// 2x for flat, 1x–3x for xcassets, mdpi to xxxhdpi (1, 1.5, 2, 3, 4) for
    /// android, 1x and 2x for web.
    public var defaultScales: [CGFloat] { writer.defaultScales }

    /// The scales of `requested` this layout places, in order.
    func scales(of requested: [CGFloat]) -> [CGFloat] {
        guard let usable = usableScales else { return requested }
        return requested.filter { usable.contains($0) }
    }
}
