import Foundation
import GlazeCoreGraphics

/// A part of a larger drawing rendered on its own, for the pairs whose
/// reference is a crop of an Apple render.
enum RegionRendering {
    /// `region` (in the drawing's points) of what `draw` draws, at `scale`,
    /// over a clear background.
    static func image(of region: CGRect, scale: CGFloat = 3, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: region.size, format: format).image { renderer in
            renderer.cgContext.translateBy(x: -region.minX, y: -region.minY)
            draw(renderer.cgContext)
        }
    }
}
