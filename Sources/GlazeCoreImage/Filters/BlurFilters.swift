import Foundation

/// Filters that blur.
enum BlurFilters {
    static let definitions: [FilterDefinition] = [gaussianBlur, boxBlur]

    /// A Gaussian whose standard deviation is `inputRadius` (Apple documents
    /// `applyingGaussianBlur(sigma:)` as this filter with the radius set to
    /// σ). The extent grows by the kernel's reach, ⌈3σ⌉; a radius of 0 is the
    /// image itself.
    static let gaussianBlur = FilterDefinition(
        "CIGaussianBlur", categories: [kCICategoryBlur, kCICategoryStillImage, kCICategoryVideo],
        parameters: [.image(), .scalar(kCIInputRadiusKey, 10, minimum: 0, slider: 0...100)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let sigma = arguments.number(kCIInputRadiusKey)
        guard sigma > 0 else { return input }
        let line = GaussianBlur.line(sigma: sigma)
        return input.separable(horizontal: line.filter, vertical: line.filter, reach: line.reach)
    }

    /// The mean of the (2r + 1) × (2r + 1) pixels around each pixel, r the
    /// radius rounded to a whole pixel; the extent grows by r.
    static let boxBlur = FilterDefinition(
        "CIBoxBlur", categories: [kCICategoryBlur, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), .scalar(kCIInputRadiusKey, 10, minimum: 1, slider: 1...100, type: kCIAttributeTypeDistance)]
    ) { arguments throws(CoreImageError) in
        let radius = Int(min(arguments.number(kCIInputRadiusKey), GaussianBlur.largestSigma).rounded())
        let box = BoxCascade(radii: [radius])
        return arguments.requiredImage().separable(horizontal: box, vertical: box, reach: radius)
    }
}

extension CIImage {
    /// This image through a separable filter whose output reaches `reach`
    /// pixels past the input's extent on every side.
    func separable(horizontal: any LineFilter, vertical: any LineFilter, reach: Int) -> CIImage {
        let grown = extent.changedIfFinite { $0.insetBy(dx: -CGFloat(reach), dy: -CGFloat(reach)) }
        return CIImage(recipe: SeparableRecipe(input: recipe, horizontal: horizontal, vertical: vertical, extent: grown),
                       sampling: sampling)
    }
}
