import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates: its ``bounds`` land on the same rectangle of `ctx`'s user
    /// space, whatever the layer's ``frame``.
    ///
    /// The order is Core Animation's: the shadow, the background with its
    /// corners, the content (clipped to the bounds), the sublayers at their
    /// frames, then the border on top; ``opacity`` applies to the whole as one
    /// group, and ``masksToBounds`` clips the content, the sublayers and the
    /// shadow. Rendering is the display cycle a screen would run: layers that
    /// need layout are laid out, and those marked with ``setNeedsDisplay()``
    /// displayed, first.
    ///
    /// Like Core Animation's, it draws in `ctx` as it is: into a flipped context
    /// (a renderer's, a view's) the layer appears upright; into a y-up bitmap
    /// context, upside down.
    public func render(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        // One layout pass for the whole tree: laying out again at each level
        // would walk each subtree once per layer above it.
        layoutIfNeeded()
        renderLaidOut(in: ctx)
    }

    /// Renders the layer and its sublayers, already laid out.
    private func renderLaidOut(in ctx: CGContext) {
        guard !isHidden, opacity > 0 else { return }
        displayIfNeeded()
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let outline = CGPath(roundedRect: bounds, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        let alpha = CGFloat(min(max(opacity, 0), 1))
        // Opacity applies to the shadow and the layer together, as one group.
        let isGrouped = alpha < 1 || castsShadow
        if isGrouped {
            ctx.setAlpha(alpha)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        let shadowsComposite = castsShadow && shadowPath == nil
        if let shadowPath, castsShadow {
            drawShadow(of: shadowPath, in: ctx)
        } else if shadowsComposite {
            setShadow(in: ctx)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        drawLayerContent(outline: outline, in: ctx)
        if shadowsComposite { ctx.endTransparencyLayer() }
        if isGrouped { ctx.endTransparencyLayer() }
    }

    /// Whether a shadow is drawn under the layer.
    private var castsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }

    /// Sets Core Animation's shadow as a Core Graphics one: ``shadowRadius`` is
    /// the Gaussian's standard deviation, which is half of Core Graphics' blur.
    private func setShadow(in ctx: CGContext, extraWidth: CGFloat = 0) {
        guard let shadowColor else { return }
        let color = shadowColor.copy(alpha: shadowColor.alpha * CGFloat(min(max(shadowOpacity, 0), 1))) ?? shadowColor
        ctx.setShadow(offset: CGSize(width: shadowOffset.width + extraWidth, height: shadowOffset.height),
                      blur: max(shadowRadius, 0) * 2, color: color)
    }

    /// Draws the shadow `path` casts without drawing `path`: the path is filled
    /// beyond the clip's right edge, and the shadow's offset brings the shadow
    /// back by the same distance. The distance is along device x, which neither
    /// a flipped nor a y-up context turns.
    private func drawShadow(of path: CGPath, in ctx: CGContext) {
        let ctm = ctx.ctm
        let pathBox = path.boundingBoxOfPath.applying(ctm)
        let clipBox = ctx.boundingBoxOfClipPath.applying(ctm)
        guard !pathBox.isNull, !clipBox.isNull, !pathBox.isInfinite, !clipBox.isInfinite else { return }
        let pixels = (clipBox.maxX - pathBox.minX).rounded(.up) + 1
        let linear = CGAffineTransform(a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d, tx: 0, ty: 0)
        let away = CGPoint(x: pixels, y: 0).applying(linear.inverted())
        ctx.saveGState()
        // Shadow offsets are in the base space's points, device pixels over the scale.
        setShadow(in: ctx, extraWidth: -pixels / ctx.canvas.scale)
        ctx.translateBy(x: away.x, y: away.y)
        ctx.addPath(path)
        ctx.setFillColor(.black)
        ctx.fillPath()
        ctx.restoreGState()
    }

    /// The background, content, sublayers and border, without opacity or shadow.
    private func drawLayerContent(outline: CGPath, in ctx: CGContext) {
        if let backgroundColor {
            ctx.saveGState()
            ctx.setFillColor(backgroundColor)
            ctx.addPath(outline)
            ctx.fillPath()
            ctx.restoreGState()
        }
        drawContent(in: ctx)
        for sublayer in sublayers ?? [] {
            ctx.saveGState()
            let frame = sublayer.frame
            ctx.translateBy(x: frame.minX - sublayer.bounds.minX, y: frame.minY - sublayer.bounds.minY)
            sublayer.renderLaidOut(in: ctx)
            ctx.restoreGState()
        }
        if borderWidth > 0, let borderColor {
            ctx.saveGState()
            // Core Animation draws the border inside the bounds, following the corners.
            let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            let radius = max(cornerRadius - borderWidth / 2, 0)
            ctx.addPath(CGPath(roundedRect: inset, cornerWidth: radius, cornerHeight: radius, transform: nil))
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            ctx.strokePath()
            ctx.restoreGState()
        }
    }

    /// The content: the image in ``contents`` by its gravity, or what
    /// ``draw(in:)`` draws, clipped to the bounds as a backing store would be.
    private func drawContent(in ctx: CGContext) {
        if drawsContent {
            // The content is its own backing store over the background: clearing
            // or blending in draw(in:) touches only what draw(in:) drew.
            ctx.saveGState()
            ctx.clip(to: bounds)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            draw(in: ctx)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        } else if let image = contents.map({ $0 as AnyObject }) as? CGImage {
            let scale = contentsScale > 0 ? contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let target = contentsGravity.rect(for: size, in: bounds)
            ctx.saveGState()
            ctx.clip(to: bounds)
            // The image's top row at the target's top, in this y-down space.
            ctx.translateBy(x: 0, y: target.minY + target.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: target)
            ctx.restoreGState()
        }
    }
}
