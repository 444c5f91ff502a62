import Foundation
import GlazeCoreGraphics

/// The article's `UIView+HTDrawInContext` category.
extension UIView {
    /// Renders the view's layer tree into `context`, a UIKit (flipped)
    /// context, with the root layer's `mask` honoured.
    ///
    /// Apple's `render(in:)` leaves masks out, so the article clips the
    /// context to the alpha of the rendered mask first, then renders the
    /// layer. Glaze's `render(in:)` does draw masks, as Core Animation does on
    /// screen; so that the mask cuts once here as it does on Apple's
    /// platforms (twice would leave the partly covered pixels along its edge
    /// at their coverage squared), the root layer's mask is set aside while
    /// the layer renders. The masks of sublayers are left to `render(in:)`:
    /// Apple's leaves them out, Glaze's draws them.
    ///
    /// The mask is placed by its frame and rendered at the context's own
    /// pixel density. When no image of it can be made (a size past the bitmap
    /// limits), nothing is drawn rather than the view unmasked.
    public func draw(in context: CGContext) {
        // Laid out first, as rendering would be, so that a mask shaped in
        // layoutSubviews() fits the bounds drawn.
        layoutIfNeeded()
        guard let mask = layer.mask else {
            layer.render(in: context)
            return
        }
        guard let alpha = Self.alphaImage(of: mask, over: bounds, scale: Self.pixelDensity(of: context)) else { return }
        context.saveGState()
        // clip(to:mask:) puts the image's top row at the rectangle's largest
        // y, the top in Core Graphics' own y-up space; this context is
        // flipped, so the space is turned over for the clip and back after.
        context.translateBy(x: bounds.minX, y: bounds.maxY)
        context.scaleBy(x: 1, y: -1)
        context.clip(to: CGRect(origin: .zero, size: bounds.size), mask: alpha)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: -bounds.minX, y: -bounds.maxY)
        layer.mask = nil
        layer.render(in: context)
        layer.mask = mask
        context.restoreGState()
    }

    /// `mask` rendered over `rect` of the masked layer's coordinates, at
    /// `scale` pixels per point; `nil` when the renderer refuses the size.
    private static func alphaImage(of mask: CALayer, over rect: CGRect, scale: CGFloat) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: rect, format: format).image { rendererContext in
            let context = rendererContext.cgContext
            context.translateBy(x: mask.frame.minX - mask.bounds.minX, y: mask.frame.minY - mask.bounds.minY)
            mask.render(in: context)
        }.cgImage
    }

    /// Device pixels per user-space point in `context` now, or the screen's
    /// scale when the transform gives none.
    private static func pixelDensity(of context: CGContext) -> CGFloat {
        let transform = context.userSpaceToDeviceSpaceTransform
        let density = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        return density.isFinite && density > 0 ? density : UIScreen.main.scale
    }
}
