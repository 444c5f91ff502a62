import Foundation

/// Generators of gradients and patterns between two colours: infinite. The
/// colours are sRGB and are mixed premultiplied in the working space (linear
/// light unless the context's working colour space is `NSNull`), as Core Image mixes them.
enum GradientFilters {
    static let definitions: [FilterDefinition] = [linearGradient, smoothLinearGradient, radialGradient, checkerboard, stripes]

    /// Apple's categories for the gradients.
    static let categories = [kCICategoryGradient, kCICategoryVideo, kCICategoryStillImage, kCICategoryHighDynamicRange]

    /// Apple's categories for the pattern generators.
    static let patternCategories = [kCICategoryGenerator, kCICategoryVideo, kCICategoryStillImage, kCICategoryHighDynamicRange]

    static let color0Key = "inputColor0"
    static let color1Key = "inputColor1"
    private static let colorParameters: [FilterParameter] = [.color(color0Key, .white), .color(color1Key, .black)]

    /// Color 0 at `inputPoint0`, color 1 at `inputPoint1`, mixed in between by
    /// t, the projection of the point onto the axis (0…1, constant beyond the ends).
    static let linearGradient = axial("CILinearGradient") { $0 }

    /// ``linearGradient`` with t eased by smoothstep, 3t² − 2t³.
    static let smoothLinearGradient = axial("CISmoothLinearGradient") { t in t * t * (3 - 2 * t) }

    /// Color 0 inside `inputRadius0` of `inputCenter`, color 1 outside
    /// `inputRadius1`, mixed in between by the distance. Equal radii make a hard circle.
    static let radialGradient = FilterDefinition(
        "CIRadialGradient", categories: categories,
        parameters: [.position(kCIInputCenterKey, CGPoint(x: 150, y: 150)),
                     .scalar("inputRadius0", 5, minimum: 0, slider: 0...800, type: kCIAttributeTypeDistance),
                     .scalar("inputRadius1", 100, minimum: 0, slider: 0...800, type: kCIAttributeTypeDistance)] + colorParameters
    ) { arguments throws(CoreImageError) in
        let center = arguments.vector(kCIInputCenterKey).sample
        let r0 = arguments.float("inputRadius0"), r1 = arguments.float("inputRadius1")
        return mix(arguments) { x, y in
            let distance = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot()
            guard r0 != r1 else { return distance < r0 ? 0 : 1 }
            return min(max((distance - r0) / (r1 - r0), 0), 1)
        }
    }

    /// Squares `inputWidth` wide, color 0 in the one whose lower-left corner is
    /// `inputCenter` and alternating from there (as Apple's rendering shows).
    /// `inputSharpness` below 1 softens each edge over a band of
    /// (1 − sharpness)·width: Glaze's own ramp, as Apple documents none.
    static let checkerboard = pattern("CICheckerboardGenerator") { u, v in (1 - u * v) / 2 }

    /// Vertical stripes `inputWidth` wide, color 1 in the one whose left edge
    /// passes through `inputCenter` and alternating from there (as Apple's
    /// rendering shows); `inputSharpness` as for the checkerboard.
    static let stripes = pattern("CIStripesGenerator") { u, _ in (1 + u) / 2 }

    private static func axial(_ name: String, easing: @escaping @Sendable (Float) -> Float) -> FilterDefinition {
        FilterDefinition(name, categories: categories,
                         parameters: [.position("inputPoint0", .zero), .position("inputPoint1", CGPoint(x: 200, y: 200))]
                             + colorParameters) { arguments throws(CoreImageError) in
            let start = arguments.vector("inputPoint0").sample, end = arguments.vector("inputPoint1").sample
            let axisX = end.x - start.x, axisY = end.y - start.y
            let lengthSquared = axisX * axisX + axisY * axisY
            return mix(arguments) { x, y in
                // Coincident ends: color 0 before the point along no axis at all, so everywhere.
                guard lengthSquared > 0 else { return 0 }
                let t = ((x - start.x) * axisX + (y - start.y) * axisY) / lengthSquared
                return easing(min(max(t, 0), 1))
            }
        }
    }

    private static func pattern(_ name: String, weight: @escaping @Sendable (_ u: Float, _ v: Float) -> Float) -> FilterDefinition {
        FilterDefinition(name, categories: patternCategories,
                         parameters: [.position(kCIInputCenterKey, CGPoint(x: 150, y: 150))] + colorParameters
                             + [.scalar(kCIInputWidthKey, 80, slider: 0...800, type: kCIAttributeTypeDistance),
                                .scalar(kCIInputSharpnessKey, 1, minimum: 0, maximum: 1, slider: 0...1)]) { arguments throws(CoreImageError) in
            let center = arguments.vector(kCIInputCenterKey).sample
            let width = arguments.float(kCIInputWidthKey), sharpness = arguments.float(kCIInputSharpnessKey)
            let band = width * (1 - sharpness)
            return mix(arguments) { x, y in
                // A width of zero or less has no cells: color 0 everywhere.
                guard width > 0 else { return 0 }
                return weight(square(x - center.x, width: width, band: band), square(y - center.y, width: width, band: band))
            }
        }
    }

    /// A square wave of period 2·`width`: +1 in the cells [2k·width, (2k+1)·width),
    /// −1 in the others, ramping linearly through 0 over `band` about each edge.
    @inline(__always)
    static func square(_ offset: Float, width: Float, band: Float) -> Float {
        let position = offset / width
        let cell = position.rounded(.down)
        let sign: Float = cell.truncatingRemainder(dividingBy: 2) == 0 ? 1 : -1
        let fraction = position - cell
        let edgeDistance = min(fraction, 1 - fraction) * width
        guard band > 0, edgeDistance < band / 2 else { return sign }
        return sign * edgeDistance / (band / 2)
    }

    /// An infinite image of color 0 and color 1 mixed by `t` (0 for color 0) at each pixel centre.
    private static func mix(_ arguments: FilterArguments, t: @escaping @Sendable (Float, Float) -> Float) -> CIImage {
        let color0 = arguments.color(color0Key), color1 = arguments.color(color1Key)
        let managed = (color0.working(colorManaged: true), color1.working(colorManaged: true))
        let unmanaged = (color0.working(colorManaged: false), color1.working(colorManaged: false))
        return CIImage(recipe: GeneratorRecipe(extent: .infinite) { x, y, colorManaged in
            let (start, end) = colorManaged ? managed : unmanaged
            return start + (end - start) * t(x, y)
        })
    }
}
