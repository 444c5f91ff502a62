import Foundation

/// What librsvg's filter primitives, patterns and layers cost per pixel of the
/// drawing, in the pixel operations ``InputLimits/maximumSVGPixelWork`` counts:
/// a pixel of a plain fill is 1, about 0.5 ns. Measured on librsvg 2.54 and
/// Cairo 1.16: a Gaussian blur takes 150 ns a pixel (10 s over 8192 × 8192), a
/// morphology 10 ns per pixel of its kernel, a turbulence 60 ns per octave, a
/// pattern fill 2 µs.
///
/// Filters run over the whole drawing (librsvg clips their region to it), so
/// each primitive is charged every pixel of it, whatever its element's size.
enum SVGFilterCost {
    /// A morphology's cost per pixel of its kernel, per pixel of the drawing.
    static let morphologyWeight = 20.0
    /// A lighting primitive's cost per pixel of the image it lights, which a
    /// `kernelUnitLength` under a device pixel makes larger than the drawing.
    static let lightingWeight = 200.0
    /// A layer (a group with opacity, a mask, a clip path or a filter), drawn
    /// apart and composited: about 3 ns a pixel.
    static let layerWeight = 6.0
    /// A shape filled or stroked with a pattern: Cairo samples the tile with
    /// its best filter, about 2 µs a pixel.
    static let patternWeight = 4000.0
    /// An embedded raster image, scaled with a good filter.
    static let imageWeight = 40.0
    /// librsvg 2.54 aborts on a convolution kernel of more than 400 elements
    /// (#691 capped the list it reads at 400 without capping `order`).
    static let maximumConvolutionElements = 400

    /// The cost per pixel of a primitive other than a morphology; `octaves` is
    /// a turbulence's `numOctaves`, `kernel` a convolution's element count.
    static func weight(ofPrimitive name: String, octaves: Double, kernel: Double) -> Double {
        switch name {
        case "feGaussianBlur": return 300
        case "feDropShadow": return 400
        case "feConvolveMatrix": return 20 * kernel
        case "feTurbulence": return 120 * max(octaves, 1)
        case "feDisplacementMap", "feComponentTransfer", "feColorMatrix", "feTile": return 40
        default: return 20
        }
    }

    /// The cost per pixel of a CSS filter function (`filter: blur(2px)`), which
    /// librsvg runs as the primitives it stands for.
    static func weight(ofFunction name: String) -> Double {
        switch name.lowercased() {
        case "blur": return 300
        case "drop-shadow": return 400
        default: return 40
        }
    }
}
