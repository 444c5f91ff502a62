import Foundation
import Glaze

extension CGContext {
    /// Draws `image` scaled to fill `rect`, the Core Graphics way: its top row
    /// at the rect's maximum y. In a y-up bitmap context that is upright; in a
    /// flipped (renderer) context the image lands upside down, as on Apple's
    /// platforms. `UIImage.draw(in:)` draws upright in both.
    ///
    /// An image mask paints the fill colour where the mask lets it through,
    /// as in Core Graphics.
    public func draw(_ image: CGImage, in rect: CGRect) {
        if image.isMask {
            saveGState()
            clip(to: rect, mask: image)
            fill(rect)
            restoreGState()
            return
        }
        let interpolation = gstate.interpolationQuality.glaze
        perform { canvas throws(GlazeError) in
            try canvas.withSavedState { (canvas: Canvas) throws(GlazeError) in
                try Self.flipUp(canvas, rect)
                try canvas.draw(image.image, in: CGRect(origin: .zero, size: rect.standardized.size),
                                interpolation: interpolation)
            }
        }
    }

    /// Narrows the clip to `mask` drawn into `rect` the Core Graphics way (its
    /// top row at the rect's maximum y).
    ///
    /// As Core Graphics documents: an image mask's samples are inverse alpha,
    /// so drawing shows where they are 0 and not where they are 1; a grey
    /// image without alpha is alpha, so drawing shows where it is white. Glaze
    /// also takes an image with alpha (its alpha clips) and a colour image
    /// (its luma clips), which Core Graphics does not accept.
    public func clip(to rect: CGRect, mask: CGImage) {
        perform { canvas throws(GlazeError) in
            let coverage: Image
            do {
                coverage = try mask.coverage()
            } catch let error as GlazeError {
                throw error
            } catch {
                throw GlazeError(.invalidArgument(name: "mask", value: "\(mask.width)×\(mask.height)", reason: "\(error)"))
            }
            let r = rect.standardized
            try Self.flipUp(canvas, r)
            // Back to the port's transform whether or not the clip succeeds;
            // the clip stays where it was put.
            defer {
                try? canvas.scaleBy(x: 1, y: -1)
                try? canvas.translateBy(x: -r.minX, y: -r.maxY)
            }
            try canvas.clip(toAlphaOf: coverage, in: CGRect(origin: .zero, size: r.size))
        }
    }

    /// Moves user space so that a rect at the origin of `rect`'s size maps onto
    /// `rect` with its top row at `rect`'s maximum y.
    static func flipUp(_ canvas: Canvas, _ rect: CGRect) throws(GlazeError) {
        let r = rect.standardized
        try canvas.translateBy(x: r.minX, y: r.maxY)
        try canvas.scaleBy(x: 1, y: -1)
    }

    /// An image of the bitmap as it is now, or `nil` for a context without its
    /// own pixels (one drawing into a canvas).
    ///
    /// The image shares the context's pixels, copy on write: the context
    /// copies them only when it draws again while the image lives.
    public func makeImage() -> CGImage? {
        // Loading the memory first gives the image the layout's own meaning:
        // opaque where it has no alpha, grey where it is grey.
        guard let image = sharedImage(finishing: { surface in bitmap?.load(into: surface) }) else { return nil }
        // The context's own alpha info, which already says "none" for opaque layouts.
        let alpha: CGImageAlphaInfo = colorSpace == nil ? .alphaOnly : alphaInfo
        return CGImage(image: image, colorSpace: colorSpace, alphaInfo: alpha, bitmapInfo: bitmapInfo)
    }

    /// Starts a transparency layer: until ``endTransparencyLayer()``, drawing
    /// goes into a transparent layer that is then composited in one step with
    /// the alpha, blend mode and shadow in effect now (which start fresh
    /// inside the layer).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        // Inside a layer the canvas cannot move to a copy of shared pixels.
        guard unshare() else { return }
        do {
            // The canvas applies the outer alpha and shadow when it composites;
            // the blend mode is handed over, as Core Graphics composites with it too.
            try canvas.beginTransparencyLayer(blendMode: canvas.blendMode)
            savedGStates.append(gstate)
            layerDepths.append(savedGStates.count)
        } catch {
            record(error)
        }
    }

    /// Starts a transparency layer whose drawing is limited to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        guard !layerDepths.isEmpty else { return }
        clip(to: rect)
    }

    /// Composites the innermost transparency layer; without one it does nothing.
    public func endTransparencyLayer() {
        guard !layerDepths.isEmpty else { return }
        closeInnermostLayer { canvas throws(GlazeError) in try canvas.endTransparencyLayer() }
    }

    /// Ends the innermost transparency layer without drawing it: its alpha
    /// cuts the layer around it when that one ends, as a Core Animation
    /// layer's mask does. Without a layer around it, it does nothing.
    func endTransparencyLayerAsMask() {
        guard layerDepths.count >= 2 else { return }
        closeInnermostLayer { canvas throws(GlazeError) in try canvas.endTransparencyLayerAsMask() }
    }

    /// Returns to the state the innermost layer began in and has `end` close
    /// it on the canvas.
    private func closeInnermostLayer(_ end: (Canvas) throws(GlazeError) -> Void) {
        guard let depth = layerDepths.last else { return }
        // States the port saved inside the layer and did not restore end with it.
        while savedGStates.count > depth {
            try? canvas.restoreState()
            savedGStates.removeLast()
        }
        layerDepths.removeLast()
        gstate = savedGStates.removeLast()
        perform(end)
    }
}
