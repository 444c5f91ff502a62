import Foundation

/// Filters that blur.
enum BlurFilters {
    static let definitions: [FilterDefinition] = [gaussianBlur, boxBlur, discBlur]

    /// The largest radius computed: past it, a blur of any finite image is
    /// below a billionth of a level everywhere, and larger radii only risk overflow.
    static let largestRadius = Double(1 << 32)

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
        let radius = Int(min(arguments.number(kCIInputRadiusKey), largestRadius).rounded())
        let box = BoxCascade(radii: [radius])
        return arguments.requiredImage().separable(horizontal: box, vertical: box, reach: radius)
    }

    /// The mean of the pixels within `inputRadius` of each pixel
    /// (``DiscBlurRecipe``); the extent grows by the radius. Apple's page for
    /// `discBlur()` speaks of a median, its filter reference of a disc-shaped
    /// convolution: Glaze convolves. A radius below 1 holds one pixel: the image itself.
    static let discBlur = FilterDefinition(
        "CIDiscBlur", categories: [kCICategoryBlur, kCICategoryVideo, kCICategoryStillImage],
        parameters: [.image(), .scalar(kCIInputRadiusKey, 8, minimum: 0, slider: 0...100, type: kCIAttributeTypeDistance)]
    ) { arguments throws(CoreImageError) in
        let input = arguments.requiredImage()
        let radius = min(arguments.number(kCIInputRadiusKey), largestRadius)
        guard radius >= 1 else { return input }
        return CIImage(recipe: DiscBlurRecipe(input: input.recipe, radius: radius), sampling: input.sampling)
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
