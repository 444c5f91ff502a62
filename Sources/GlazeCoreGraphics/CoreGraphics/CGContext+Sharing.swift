import Foundation
import Glaze

// Images share the context's pixels, copy on write: a renderer's image, an
// image context's and `makeImage()` hand the surface over as it is, and only
// a context that draws again after that pays for a copy, as Apple documents
// for `makeImage()`. A shared surface is never changed again: the context
// moves its canvas to the copy first, so an image on another task never sees
// later drawing.
extension CGContext {
    /// An image of the context's pixels as they are now, sharing them until
    /// the context next changes them; `nil` for a context without pixels of
    /// its own. `finish` makes the last change before the pixels are shared
    /// (loading a bitmap's memory, making an opaque context's pixels opaque).
    func sharedImage(finishing finish: (ImageSurface) -> Void = { _ in }) -> Image? {
        // Nothing has changed since the last image: the same pixels. A bitmap's
        // memory may have been written since, so it is loaded again.
        if bitmap == nil, let image = sharingImage { return image }
        guard unshare(), let surface else { return nil }
        finish(surface)
        // An open layer pins the canvas to its surface (its drawing lives in
        // Cairo alone), so the image gets a copy then.
        guard layerDepths.isEmpty else { return try? surface.makeImage() }
        let image = Image(adopting: surface)
        sharingImage = image
        return image
    }

    /// Makes the context's pixels its own before it changes them: when an
    /// image still shares them, the canvas moves to a copy and draws on
    /// there. `false`, with the error in ``lastError``, when no copy could
    /// be made; the change must then be skipped.
    func unshare() -> Bool {
        guard sharingImage != nil, let surface else { return true }
        do {
            let copy = try surface.copy()
            try canvas.retarget(to: copy)
            self.surface = copy
            sharingImage = nil
            return true
        } catch {
            record(error)
            return false
        }
    }
}
