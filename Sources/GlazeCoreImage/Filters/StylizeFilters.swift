import Foundation

/// Filters that change an image's look: pixellation, vignettes.
enum StylizeFilters {
    static let definitions: [FilterDefinition] = [pixellate, vignette, vignetteEffect]

    /// Square cells `inputScale` pixels wide on a grid through `inputCenter`,
    /// each the colour at its centre (``PixellateRecipe``).
    static let pixellate = FilterDefinition(
        "CIPixellate", categories: [kCICategoryStylize, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), .position(kCIInputCenterKey, CGPoint(x: 150, y: 150)),
                     .scalar(kCIInputScaleKey, 8, minimum: 1, slider: 1...100, type: kCIAttributeTypeDistance)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let scale = min(arguments.number(kCIInputScaleKey), Double(1 << 40))
        return CIImage(recipe: PixellateRecipe(input: input.recipe, centre: arguments.vector(kCIInputCenterKey).cgPointValue,
                                               scale: scale))
    }

    /// The colours darkened towards the edges by the cos⁴ law of a lens's
    /// natural vignetting, (1 + t²)^(−2 · intensity), t the distance from the
    /// extent's centre over `inputRadius` times its half-diagonal. Apple
    /// publishes no formula; this one is Glaze's. An infinite image has no
    /// centre and comes back as it is.
    static let vignette = FilterDefinition(
        "CIVignette", categories: [kCICategoryColorEffect, kCICategoryVideo, kCICategoryInterlaced, kCICategoryStillImage],
        parameters: [.image(), .scalar(kCIInputIntensityKey, 0, minimum: -1, maximum: 1, slider: -1...1),
                     .scalar(kCIInputRadiusKey, 1, minimum: 0, maximum: 2, slider: 0...2)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let box = input.extent
        guard !box.isInfinite, !box.isNull else { return input }
        let reach = Float(arguments.number(kCIInputRadiusKey) * hypot(box.width, box.height) / 2)
        let exponent = -2 * arguments.float(kCIInputIntensityKey)
        return input.darkened(around: CGPoint(x: box.midX, y: box.midY)) { distance in
            let t = reach > 0 ? distance / reach : (distance > 0 ? .infinity : 0)
            return pow(1 + t * t, exponent)
        }
    }

    /// The colours outside a circle of `inputRadius` around `inputCenter`
    /// darkened by `inputIntensity` (brightened when negative), the edge
    /// softened by a smoothstep over the outer `inputFalloff` of the radius:
    /// 1 − intensity · smoothstep(radius · (1 − falloff), radius, distance).
    /// Apple publishes no formula; this one is Glaze's.
    static let vignetteEffect = FilterDefinition(
        "CIVignetteEffect", categories: [kCICategoryColorEffect, kCICategoryVideo, kCICategoryInterlaced, kCICategoryStillImage],
        parameters: [.image(), .position(kCIInputCenterKey, CGPoint(x: 150, y: 150)),
                     .scalar(kCIInputIntensityKey, 1, minimum: -1, maximum: 1, slider: -1...1),
                     .scalar(kCIInputRadiusKey, 150, minimum: 0, slider: 0...2000, type: kCIAttributeTypeDistance),
                     .scalar("inputFalloff", 0.5, minimum: 0, maximum: 1, slider: 0...1)]
    ) { arguments throws(CoreImageError) in
        let radius = Float(arguments.number(kCIInputRadiusKey)), intensity = arguments.float(kCIInputIntensityKey)
        let inner = radius * (1 - arguments.float("inputFalloff"))
        return arguments.requiredImage().darkened(around: arguments.vector(kCIInputCenterKey).cgPointValue) { distance in
            let ramp: Float
            if distance >= radius {
                ramp = 1
            } else if distance <= inner {
                ramp = 0
            } else {
                let t = (distance - inner) / (radius - inner)
                ramp = t * t * (3 - 2 * t)
            }
            return 1 - intensity * ramp
        }
    }
}

extension CIImage {
    /// The colours multiplied by `factor` of each pixel centre's distance
    /// from `centre`; alpha is kept, and a factor past `Float`'s range is its largest value.
    func darkened(around centre: CGPoint, by factor: @escaping @Sendable (_ distance: Float) -> Float) -> CIImage {
        let cx = Float(centre.x), cy = Float(centre.y)
        return CIImage(recipe: ColorKernelRecipe(inputs: [recipe], extent: extent) { samples, x, y in
            let scale = min(factor(hypot(x - cx, y - cy)), .greatestFiniteMagnitude)
            let sample = samples[0]
            return Sample(sample.x * scale, sample.y * scale, sample.z * scale, sample.w)
        }, sampling: sampling)
    }
}
