import Foundation
import Glaze

extension CGContext {
    /// Pushes a copy of the graphics state: transform, clip, colours, line
    /// style, alpha, blend mode and shadow.
    public func saveGState() {
        canvas.saveState()
        savedGStates.append(gstate)
    }

    /// Returns to the state the matching ``saveGState()`` saved; without one
    /// (or across a transparency layer's start) it does nothing, as in Core Graphics.
    public func restoreGState() {
        guard savedGStates.count > (layerDepths.last ?? 0) else { return }
        do {
            try canvas.restoreState()
            gstate = savedGStates.removeLast()
        } catch {
            record(error)
        }
    }

    /// The current transform from user space to device space (pixels, y up):
    /// the identity in a fresh bitmap context; a flip with the scale in a
    /// renderer's context.
    public var ctm: CGAffineTransform {
        CGAffineTransform(canvas.transform).concatenating(baseToDevice)
    }

    /// Moves the origin by (tx, ty).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        transformCall { canvas throws(GlazeError) in try canvas.translateBy(x: tx, y: ty) }
    }

    /// Scales user space by (sx, sy).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        transformCall { canvas throws(GlazeError) in try canvas.scaleBy(x: sx, y: sy) }
    }

    /// Rotates user space by `angle` radians: counter-clockwise in a y-up
    /// context, clockwise in a flipped one.
    public func rotate(by angle: CGFloat) {
        transformCall { canvas throws(GlazeError) in try canvas.rotate(by: angle) }
    }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        transformCall { canvas throws(GlazeError) in try canvas.concatenate(transform.glaze) }
    }

    /// Applies a transform; one Glaze refuses (singular or not finite) collapses
    /// user space, so that nothing is drawn until the state is restored, as
    /// with Core Graphics' singular matrices.
    private func transformCall(_ body: (Canvas) throws(GlazeError) -> Void) {
        do {
            try body(canvas)
        } catch {
            gstate.isCollapsed = true
            record(error)
        }
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    /// Sets the fill colour from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    /// Sets the stroke colour from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the line width, in user space.
    ///
    /// A width of 0 strokes the thinnest line the device can show, one device
    /// pixel wide whatever the transform, as in Core Graphics. A negative or
    /// non-finite width is refused: the width stays as it was and the error
    /// goes to ``lastError``. (Core Graphics does not document what a negative
    /// width does; refusing it is Glaze's choice, as for other invalid input.)
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            return record(GlazeError(.invalidArgument(name: "line width", value: "\(width)", reason: "must be finite and not negative")))
        }
        gstate.lineWidth = width
    }
    /// Sets how open ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { gstate.lineCap = cap }
    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { gstate.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { gstate.miterLimit = limit }
    /// Sets the dash pattern: `lengths` alternate painted and unpainted; empty for solid lines.
    ///
    /// A pattern of zeros only, or with a negative or non-finite length, draws
    /// solid lines, as Core Graphics ignores such a pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        gstate.dashPhase = phase
        gstate.dashLengths = lengths
    }

    /// How images are sampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    /// Sets the opacity applied to everything drawn (clamped to 0...1, as in Core Graphics).
    public func setAlpha(_ alpha: CGFloat) {
        canvas.alpha = Double(min(max(alpha.isNaN ? 1 : alpha, 0), 1))
    }

    /// Sets how drawing combines with what is there.
    public func setBlendMode(_ mode: CGBlendMode) {
        canvas.blendMode = mode.glaze
    }

    /// Sets a soft shadow under everything drawn from now on; a `nil` colour
    /// turns shadows off.
    ///
    /// The offset is in base space, untouched by the transform, as in Core
    /// Graphics: in a bitmap context a positive height moves the shadow up; in
    /// a renderer's flipped context it moves it down, even after the port flips
    /// its own coordinates. The blur is a Gaussian with a standard deviation of
    /// half `blur`; offsets and blur are in points.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            canvas.shadow = nil
            return
        }
        canvas.shadow = Shadow(offset: CGSize(width: offset.width, height: offset.height * shadowDirection),
                               blur: max(blur, 0), color: color.glazeColor)
    }

    /// Sets a soft shadow in Core Graphics' default colour, black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }
}
