import Foundation
import Glaze
import GlazeKit

/// One asset's look in one state, as the raster cache sees it: two assets with
/// the same look share one render, whatever their names.
struct AssetRaster: Rasterizable {
    var look: AssetLook
    var state: ControlState
    /// The theme's font files, which decide how its text draws.
    var fontFiles: [ContentDigest]

    init(_ asset: ThemeAsset, state: ControlState) {
        look = asset.look
        self.state = state
        fontFiles = asset.fontFiles
    }

    var capInsets: EdgeInsets { look.capInsets ?? .zero }

    func renderSize(for size: CGSize) -> CGSize { look.exportSize }

    func draw(in rect: CGRect, on canvas: Canvas) throws {
        try look.drawAsset(state, in: rect, on: canvas)
    }
}
