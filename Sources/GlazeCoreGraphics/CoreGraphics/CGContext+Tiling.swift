import Foundation
import Glaze

extension CGContext {
    /// Draws `image` into `rect`, and with `byTiling` also repeats it edge to
    /// edge in every direction across the whole clip, each copy `rect`'s size,
    /// one of them at `rect`, as Core Graphics does.
    ///
    /// Each copy lands as ``draw(_:in:)-(CGImage,_)`` puts one: its top row at the copy's
    /// maximum y, so upright in a bitmap context and upside down in a flipped
    /// (renderer) one. Without `byTiling` it is ``draw(_:in:)-(CGImage,_)``.
    ///
    /// ```swift
    /// context.clip(to: CGRect(x: 0, y: 0, width: 200, height: 100))
    /// context.draw(brick, in: CGRect(x: 0, y: 0, width: 16, height: 8), byTiling: true)
    /// ```
    ///
    /// The copies are one repeating pattern, not one drawing call each, so any
    /// clip and tile size cost the same. A rect with no area draws nothing.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        let interpolation = gstate.interpolationQuality.glaze
        perform { canvas throws(GlazeError) in
            try validateTile(rect)
            let r = rect.standardized
            guard r.width > 0, r.height > 0 else { return }
            try canvas.withSavedState { (canvas: Canvas) throws(GlazeError) in
                // In the space where one copy sits upright at the origin, the
                // clip's bounds rounded out to whole tiles hold every copy that shows.
                try Self.flipUp(canvas, r)
                let clip = canvas.clipBounds
                let tileX = (clip.minX / r.width).rounded(.down), tileY = (clip.minY / r.height).rounded(.down)
                let covered = CGRect(x: tileX * r.width, y: tileY * r.height,
                                     width: ((clip.maxX / r.width).rounded(.up) - tileX) * r.width,
                                     height: ((clip.maxY / r.height).rounded(.up) - tileY) * r.height)
                try canvas.fill(Path(rect: covered), withTiledImage: image.image,
                                tile: CGRect(origin: .zero, size: r.size), interpolation: interpolation)
            }
        }
    }

    /// Refuses a rect with a non-finite side.
    private func validateTile(_ rect: CGRect) throws(GlazeError) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            throw GlazeError(.invalidArgument(name: "tile rect", value: "\(rect)", reason: "origin and size must be finite"))
        }
    }
}
