import Foundation
import Glaze
import GlazeKit

/// One asset in one state, drawn in every scale and format asked for, before a
/// layout places it.
struct RenderedAsset: Sendable {
    let asset: ThemeAsset
    let state: ControlState
    /// The size in points: the minimum size of a resizable asset.
    let size: CGSize
    /// One image per requested scale, in the order asked.
    let rasters: [(scale: CGFloat, image: Image)]
    let pdf: Data?
    let svg: Data?

    /// `NAME` in the normal state, `NAME-STATE` otherwise.
    var baseName: String { AssetFileName.base(name: asset.name, state: state.rawValue) }

    /// The file name of this asset at `scale` in `format`.
    func fileName(scale: CGFloat = 1, _ format: AssetFile.Format) -> String {
        AssetFileName(asset, state, scale: scale, format: format).description
    }
    var capInsets: EdgeInsets? { asset.look.capInsets }
    var resizingMode: ResizableImage.ResizingMode? { asset.look.resizingMode }

    /// The raster at `scale`, if it was drawn.
    func raster(_ scale: CGFloat) -> Image? {
        rasters.first { $0.scale == scale }?.image
    }

    /// The raster at `scale` as a resizable image, for resizable assets. At a
    /// scale where a cap falls between pixels (11 points at 1.5x) it is rounded
    /// to the nearest pixel, as a nine-patch or slice must be.
    func resizable(_ image: Image) throws -> ResizableImage? {
        guard let caps = capInsets, let mode = resizingMode else { return nil }
        let s = image.scale
        func snapped(_ value: CGFloat) -> CGFloat { (value * s).rounded() / s }
        return try ResizableImage(image: image, capInsets: EdgeInsets(top: snapped(caps.top), left: snapped(caps.left),
                                                                       bottom: snapped(caps.bottom), right: snapped(caps.right)),
                                  resizingMode: mode)
    }
}

extension CGFloat {
    /// `2` for 2.0, `1.5` for 1.5: the form scales take in file names.
    var scaleLabel: String { AssetFileName.scaleLabel(self) }
}
