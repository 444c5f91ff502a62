/// How a drawing combines with what is already on the canvas, by Core Graphics' names.
///
/// Every mode gives the result Apple documents for its `CGBlendMode` counterpart.
/// In the formulas, S is the source (what is drawn) and D the destination, both
/// premultiplied, with alphas Sa and Da. The separable and non-separable modes
/// (multiply … luminosity) follow W3C Compositing and Blending Level 1:
/// R = S·(1 − Da) + D·(1 − Sa) + Sa·Da·B(D/Da, S/Sa) per colour channel, and
/// R = Sa + Da − Sa·Da for alpha.
///
/// As in Core Graphics, a mode acts only where the drawing is: pixels outside the
/// filled shape, stroked outline or image rect are left alone, even for the modes
/// (sourceIn, destinationIn, …) whose Cairo operators would clear them.
///
/// ```swift
/// try canvas.fill(bounds, with: .red)
/// try canvas.draw(icon, in: bounds, blendMode: .destinationIn)  // red, cut to the icon
/// ```
public enum BlendMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// R = S + D·(1 − Sa): paint over.
    case normal
    /// B = Cs·Cb: darkens; white leaves the destination unchanged.
    case multiply
    /// B = Cs + Cb − Cs·Cb: lightens; black leaves the destination unchanged.
    case screen
    /// hardLight with source and destination swapped.
    case overlay
    /// B = min(Cs, Cb).
    case darken
    /// B = max(Cs, Cb).
    case lighten
    /// B = min(1, Cb / (1 − Cs)); 0 where Cb is 0, 1 where Cs is 1.
    case colorDodge
    /// B = 1 − (1 − Cb) / Cs, 1 where Cb is 1, as Core Graphics computes it.
    ///
    /// Where source and backdrop are opaque this is the W3C color burn. Where
    /// the source is translucent, Core Graphics does not clamp B at black before
    /// mixing it with the backdrop the source lets through, so a burn that
    /// overshoots darkens that share too: half-transparent blue (0, 0, 200)
    /// over opaque red (200, 0, 0) gives black on Apple's platforms, where the
    /// W3C formula keeps red at 100. Raster output follows Apple; in PDF and
    /// SVG output the viewer blends, by the W3C formula.
    case colorBurn
    /// The W3C soft light: darkens or lightens depending on the source, gently.
    case softLight
    /// multiply where Cs ≤ 0.5 (with 2·Cs), screen otherwise (with 2·Cs − 1).
    case hardLight
    /// B = |Cb − Cs|.
    case difference
    /// B = Cb + Cs − 2·Cb·Cs.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// R = 0.
    case clear
    /// R = S.
    case copy
    /// R = S·Da.
    case sourceIn
    /// R = S·(1 − Da).
    case sourceOut
    /// R = S·Da + D·(1 − Sa).
    case sourceAtop
    /// R = S·(1 − Da) + D.
    case destinationOver
    /// R = D·Sa.
    case destinationIn
    /// R = D·(1 − Sa).
    case destinationOut
    /// R = S·(1 − Da) + D·Sa.
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))) for opaque pixels; see ``BlendMode`` for alpha.
    ///
    /// Generalised to alpha the way WebKit composites `plus-darker`:
    /// Ra = min(1, Sa + Da) and R = max(0, Ra − ((Sa − S) + (Da − D))), which
    /// reduces to Apple's formula when both are opaque and leaves a transparent
    /// destination showing the source unchanged.
    case plusDarker
    /// R = min(1, S + D), alpha included.
    case plusLighter
}

/// The kinds of surface a canvas can draw on.
public enum SurfaceKind: String, Hashable, Sendable {
    /// An in-memory ARGB32 raster.
    case image
    /// A PDF page.
    case pdf
    /// An SVG document.
    case svg
}
