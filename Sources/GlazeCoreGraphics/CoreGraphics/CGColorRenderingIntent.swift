/// How colours outside a destination's gamut are brought into it. Glaze
/// draws in one RGB space, so an image keeps its intent only to report it.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Exact colours, clipping those out of gamut.
    case absoluteColorimetric
    /// Exact colours relative to the white point.
    case relativeColorimetric
    /// Smooth changes between colours, for photographs.
    case perceptual
    /// Saturation kept, for business graphics.
    case saturation
}
