import Foundation

extension CALayer {
    /// Renders the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates: its ``bounds`` land on the same rectangle of `ctx`'s user
    /// space, whatever the layer's ``frame``.
    ///
    /// The order is Core Animation's: the shadow, the background with its
    /// corners, the content (a shape, gradient or text layer's own, then what
    /// ``draw(in:)`` draws or the ``contents`` image, clipped to the bounds),
    /// the sublayers at their frames turned by their ``transform``s, then the
    /// border on top; the ``mask``'s alpha cuts all of that, ``opacity``
    /// applies to the whole as one group, and ``masksToBounds`` clips the
    /// content, the sublayers and the shadow. A layer that
    /// ``shouldRasterize`` is drawn into an image of its bounds at
    /// ``rasterizationScale`` first, and the image is composited with its
    /// opacity and shadow.
    /// Rendering is the display cycle a screen would run: layers that need
    /// layout are laid out, and those marked with ``setNeedsDisplay()``
    /// displayed, first; animations that the clock has passed tell their
    /// delegates; and each layer is drawn as it stands at
    /// ``CACurrentMediaTime()``, its animations applied (see ``CAMediaClock``).
    ///
    /// Like Core Animation's, it draws in `ctx` as it is: into a flipped context
    /// (a renderer's, a view's) the layer appears upright; into a y-up bitmap
    /// context, upside down.
    ///
    /// The tree is walked with a list rather than by recursion, so a tree
    /// thousands of layers deep renders without exhausting the stack; opacity
    /// groups nest at most ``maximumNestedGroups`` deep, past which a layer's
    /// opacity applies to each thing it draws on its own.
    public func render(in ctx: CGContext) {
        CATransaction.flush()
        layoutIfNeeded()
        let clock = CACurrentMediaTime()
        settleAnimationsInTree(at: clock)
        renderTree(in: ctx, time: parentTime(atClock: clock), rasterDepth: 0)
    }

    /// The deepest that opacity and shadow groups nest in one render: each
    /// group is an offscreen surface the size of the clip, so a tree of
    /// thousands of translucent layers would otherwise hold thousands of them.
    public static let maximumNestedGroups = 32

    /// The deepest that rasterized layers nest: a rasterized layer inside
    /// this many others is drawn directly, so that every raster's image is
    /// made by a bounded chain of renders.
    public static let maximumNestedRasters = 8

    /// One step of the render walk: entering a layer draws what lies under its
    /// sublayers; then come the sublayers, the border, the mask, and leaving
    /// closes the layer's groups.
    private enum RenderStep {
        case enter(CALayer, isRoot: Bool, time: Double)
        case border(CALayer)
        case beginMask(CALayer)
        case endMask(CALayer)
        case exit(GroupsToClose)
    }

    /// What a layer opened that its exit closes.
    struct GroupsToClose {
        var opacity = false
        var shadow = false
        var mask = false
    }

    /// Draws this layer's tree into `ctx` at its parent's time `time`, the
    /// layer itself unplaced. `rasterDepth` counts the rasters being drawn
    /// around this walk; a walk that draws a raster (depth above 0) leaves
    /// the root's opacity and shadow to the composite of its image.
    func renderTree(in ctx: CGContext, time: Double, rasterDepth: Int) {
        var steps: [RenderStep] = [.enter(self, isRoot: true, time: time)]
        var openGroups = 0
        // The masks being drawn now: a mask met again inside itself is left out.
        var masking = Set<ObjectIdentifier>()
        while let step = steps.popLast() {
            switch step {
            case let .enter(model, isRoot, time):
                model.displayIfNeeded()
                let local = model.ownTiming.localTime(fromParent: time)
                let drawn = model.presentationCopy(at: local) ?? model
                guard !drawn.isHidden, drawn.opacity > 0 else { continue }
                model.hasRendered = true
                ctx.saveGState()
                if !isRoot { drawn.place(in: ctx) }
                let isRasterRoot = isRoot && rasterDepth > 0
                if drawn.shouldRasterize, !isRasterRoot, rasterDepth < Self.maximumNestedRasters,
                   let raster = model.rasterImage(of: drawn, time: time, rasterDepth: rasterDepth) {
                    drawn.composite(raster, in: ctx)
                    ctx.restoreGState()
                    continue
                }
                let mask = model.mask.flatMap { masking.contains(ObjectIdentifier($0)) ? nil : $0 }
                let exit = drawn.beginDrawing(in: ctx, content: model, masked: mask != nil,
                                              groupsEffects: !isRasterRoot, openGroups: &openGroups)
                steps.append(.exit(exit))
                if let mask, exit.mask {
                    steps.append(.endMask(mask))
                    steps.append(.enter(mask, isRoot: false, time: local))
                    steps.append(.beginMask(mask))
                }
                steps.append(.border(drawn))
                for sublayer in (model.sublayers ?? []).reversed() {
                    steps.append(.enter(sublayer, isRoot: false, time: local))
                }
            case let .border(drawn):
                drawn.drawBorder(in: ctx)
            case let .beginMask(mask):
                // The mask's rendering, as one group, keeps the layer's pixels
                // by its alpha (R = D·Sa) when the layer's group closes: a soft
                // mask in PDF, where destination-in would rasterize the page.
                masking.insert(ObjectIdentifier(mask))
                ctx.saveGState()
                ctx.setBlendMode(.normal)
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            case let .endMask(mask):
                ctx.endTransparencyLayerAsMask()
                ctx.restoreGState()
                masking.remove(ObjectIdentifier(mask))
            case let .exit(close):
                Self.close(close, in: ctx, openGroups: &openGroups)
                ctx.restoreGState()
            }
        }
    }

    /// Moves `ctx` from the superlayer's coordinates into this layer's:
    /// to ``position``, through ``transform``'s plane part about the anchor,
    /// then to the bounds' origin.
    private func place(in ctx: CGContext) {
        ctx.translateBy(x: position.x, y: position.y)
        let turn = CATransform3DGetAffineTransform(transform)
        if !turn.isIdentity { ctx.concatenate(turn) }
        ctx.translateBy(x: -anchorPoint.x * bounds.width - bounds.minX, y: -anchorPoint.y * bounds.height - bounds.minY)
    }

    /// Clips, opens the opacity and shadow groups, and draws the background
    /// and content: everything under the sublayers. `content` is the model
    /// layer whose drawing shows unless this copy must draw itself.
    /// `masked` opens a group for the mask to cut; `groupsEffects` false
    /// leaves opacity and the shadow to whoever composites this drawing.
    private func beginDrawing(in ctx: CGContext, content model: CALayer, masked: Bool, groupsEffects: Bool,
                              openGroups: inout Int) -> GroupsToClose {
        let edges = edges(of: bounds, in: ctx)
        let outline = CGPath(roundedRect: edges.rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius,
                             transform: nil)
        if masksToBounds {
            edges.draw(in: ctx) {
                ctx.addPath(outline)
                ctx.clip()
            }
        }
        var close = GroupsToClose()
        let alpha = CGFloat(min(max(opacity, 0), 1))
        let canGroup = openGroups < Self.maximumNestedGroups
        let shadows = groupsEffects && castsShadow
        // Opacity applies to the shadow and the layer together, as one group.
        if groupsEffects, alpha < 1 || castsShadow {
            ctx.setAlpha(alpha)
            if canGroup {
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                openGroups += 1
                close.opacity = true
            }
        }
        if let shadowPath, shadows {
            drawShadow(of: shadowPath, in: ctx)
        } else if shadows, canGroup {
            setShadow(in: ctx)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            openGroups += 1
            close.shadow = true
        }
        // The mask cuts the layer before its shadow is cast, so its group is
        // innermost. Without a group to cut, the mask is left out rather than
        // cutting everything drawn before.
        if masked, openGroups < Self.maximumNestedGroups {
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            openGroups += 1
            close.mask = true
        }
        if let backgroundColor {
            ctx.saveGState()
            ctx.setFillColor(backgroundColor)
            edges.draw(in: ctx) {
                ctx.addPath(outline)
                ctx.fillPath()
            }
            ctx.restoreGState()
        }
        ctx.saveGState()
        drawOwnContent(in: ctx)
        ctx.restoreGState()
        drawContent(in: ctx, drawingLayer: redrawsItself ? self : model)
        return close
    }

    /// Draws the border, inside the bounds and over the sublayers.
    private func drawBorder(in ctx: CGContext) {
        guard borderWidth > 0, let borderColor else { return }
        ctx.saveGState()
        // Core Animation draws the border inside the bounds, following the corners.
        let outer = edges(of: bounds, in: ctx)
        if outer.isSnapped {
            // Aliased edges on the pixel grid: the band between the outline and
            // the outline inset by the width, its inner edges on the grid too.
            let inner = edges(of: bounds.insetBy(dx: borderWidth, dy: borderWidth), in: ctx).rect
            let innerRadius = max(cornerRadius - borderWidth, 0)
            ctx.addPath(CGPath(roundedRect: outer.rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius,
                               transform: nil))
            if inner.width > 0, inner.height > 0 {
                ctx.addPath(CGPath(roundedRect: inner, cornerWidth: innerRadius, cornerHeight: innerRadius,
                                   transform: nil))
            }
            ctx.setFillColor(borderColor)
            ctx.fillPath(using: .evenOdd)
        } else {
            let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            let radius = max(cornerRadius - borderWidth / 2, 0)
            ctx.addPath(CGPath(roundedRect: inset, cornerWidth: radius, cornerHeight: radius, transform: nil))
            ctx.setStrokeColor(borderColor)
            ctx.setLineWidth(borderWidth)
            outer.draw(in: ctx) { ctx.strokePath() }
        }
        ctx.restoreGState()
    }

    /// Closes what ``beginDrawing(in:content:masked:groupsEffects:openGroups:)`` opened, innermost first.
    private static func close(_ close: GroupsToClose, in ctx: CGContext, openGroups: inout Int) {
        for isOpen in [close.mask, close.shadow, close.opacity] where isOpen {
            ctx.endTransparencyLayer()
            openGroups -= 1
        }
    }

    /// Whether a shadow is drawn under the layer.
    var castsShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }

    /// Sets Core Animation's shadow as a Core Graphics one: ``shadowRadius`` is
    /// the Gaussian's standard deviation, which is half of Core Graphics' blur.
    func setShadow(in ctx: CGContext, extraWidth: CGFloat = 0) {
        guard let shadowColor else { return }
        let color = shadowColor.copy(alpha: shadowColor.alpha * CGFloat(min(max(shadowOpacity, 0), 1))) ?? shadowColor
        ctx.setShadow(offset: CGSize(width: shadowOffset.width + extraWidth, height: shadowOffset.height),
                      blur: max(shadowRadius, 0) * 2, color: color)
    }

    /// Draws the shadow `path` casts without drawing `path`: the path is filled
    /// beyond the clip's right edge, and the shadow's offset brings the shadow
    /// back by the same distance. The distance is along device x, which neither
    /// a flipped nor a y-up context turns.
    func drawShadow(of path: CGPath, in ctx: CGContext) {
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

    /// The content: the image in ``contents`` by its gravity, or what
    /// ``draw(in:)`` draws, clipped to the bounds as a backing store would be.
    private func drawContent(in ctx: CGContext, drawingLayer: CALayer) {
        if drawsContent {
            // The content is its own backing store over the background: clearing
            // or blending in draw(in:) touches only what draw(in:) drew.
            ctx.saveGState()
            clipToBounds(in: ctx)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            drawingLayer.draw(in: ctx)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        } else if let image = contents.map({ $0 as AnyObject }) as? CGImage {
            let scale = contentsScale > 0 ? contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let target = contentsGravity.rect(for: size, in: bounds)
            ctx.saveGState()
            clipToBounds(in: ctx)
            // The image's top row at the target's top, in this y-down space.
            ctx.translateBy(x: 0, y: target.minY + target.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: target)
            ctx.restoreGState()
        }
    }
}
