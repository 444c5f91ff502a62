import Foundation

extension CIImage {
    /// The part of the image inside `rect`: a pixel stays when its centre is inside.
    public func cropped(to rect: CGRect) -> CIImage {
        CIImage(recipe: CropRecipe(recipe, to: rect), sampling: sampling)
    }

    /// The image moved, scaled or turned by `matrix`, read between pixels
    /// bilinearly (or at the nearest pixel after ``samplingNearest()``).
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        if matrix.isIdentity { return self }
        return CIImage(recipe: TransformRecipe(recipe, matrix, sampling: sampling), sampling: sampling)
    }

    /// The image transformed by `matrix`; `highQualityDownsample` is accepted
    /// and the same bilinear reading used (``CIFilter/lanczosScaleTransform()``
    /// is the high-quality downsampler).
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image translated so that its pixels show upright when stored with `orientation`.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        transformed(by: orientationTransform(for: orientation))
    }

    /// The image shown upright from an EXIF orientation number (1–8); itself for any other number.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard orientation > 0, let known = CGImagePropertyOrientation(rawValue: UInt32(orientation)) else { return self }
        return oriented(known)
    }

    /// The transform ``oriented(_:)`` applies: it turns the image and keeps its
    /// extent's lower-left corner where it was.
    public func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        let box = extent
        guard !box.isInfinite, !box.isNull else { return .identity }
        return CGAffineTransform(translationX: -box.minX, y: -box.minY)
            .concatenating(orientation.transform(width: box.width, height: box.height))
            .concatenating(CGAffineTransform(translationX: box.minX, y: box.minY))
    }

    /// The transform that shows an image stored with an EXIF orientation (1–8) upright.
    public func orientationTransform(forExifOrientation orientation: Int32) -> CGAffineTransform {
        guard orientation > 0, let known = CGImagePropertyOrientation(rawValue: UInt32(orientation)) else { return .identity }
        return orientationTransform(for: known)
    }

    /// This image over `destination`, Porter–Duff source-over: what
    /// `CISourceOverCompositing` makes.
    public func composited(over destination: CIImage) -> CIImage {
        CIImage(recipe: ColorKernelRecipe(inputs: [recipe, destination.recipe]) { samples, _, _ in
            samples[0] + samples[1] * (1 - samples[0].w)
        })
    }

    /// The output of the filter named `filterName` with this image as its
    /// `inputImage` and `parameters` set over its defaults; an empty image when
    /// there is no such filter or it makes no output (``CIFilter/makeOutputImage()``
    /// says why).
    public func applyingFilter(_ filterName: String, parameters: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The output of the filter named `filterName` with its defaults and this image as its input.
    public func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The image blurred with a Gaussian of standard deviation `sigma`:
    /// `CIGaussianBlur` with `inputRadius` = `sigma`.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// The image with its edge pixels repeated outwards for ever: infinite,
    /// so that a blur or a transform has no transparent border to pull in.
    public func clampedToExtent() -> CIImage {
        clamped(to: extent)
    }

    /// The image inside `rect`, with the pixels on the rectangle's edge repeated outwards for ever.
    public func clamped(to rect: CGRect) -> CIImage {
        let box = rect.intersection(extent)
        guard let bounds = PixelRect(covering: box) else { return self }
        return CIImage(recipe: ClampRecipe(CropRecipe(recipe, to: box), bounds: bounds), sampling: sampling)
    }

    /// The same image, whose later transforms read the nearest pixel instead of blending four.
    public func samplingNearest() -> CIImage {
        CIImage(recipe: recipe, sampling: .nearest, cgImage: cgImage)
    }

    /// The same image, whose later transforms read bilinearly (the default).
    public func samplingLinear() -> CIImage {
        CIImage(recipe: recipe, sampling: .linear, cgImage: cgImage)
    }

    /// The image made opaque inside `rect` (its colours as if over black) and clear outside.
    public func settingAlphaOne(in rect: CGRect) -> CIImage {
        CIImage(recipe: ColorKernelRecipe(inputs: [recipe], extent: rect) { samples, x, y in
            guard rect.contains(CGPoint(x: CGFloat(x), y: CGFloat(y))) else { return .zero }
            return Sample(samples[0].x, samples[0].y, samples[0].z, 1)
        }, sampling: sampling)
    }

    /// The image with its colours multiplied by its alpha: for an image whose
    /// colours were straight.
    public func premultiplyingAlpha() -> CIImage {
        CIImage(recipe: ColorKernelRecipe(recipe) { $0.premultiplied }, sampling: sampling)
    }

    /// The image with its colours divided by its alpha: straight colours.
    public func unpremultiplyingAlpha() -> CIImage {
        CIImage(recipe: ColorKernelRecipe(recipe) { $0.unpremultiplied }, sampling: sampling)
    }

    /// The same image: Glaze renders each request once, with no cache to fill.
    public func insertingIntermediate() -> CIImage { self }

    /// The same image: Glaze renders each request once, with no cache to fill.
    public func insertingIntermediate(cache: Bool) -> CIImage { self }
}

extension CIImage {
    /// This image through a colour kernel of one pixel at a time; the second
    /// argument says whether the render is colour managed, for kernels that
    /// take colours.
    func applyingKernel(_ kernel: @escaping @Sendable (Sample, Bool) -> Sample) -> CIImage {
        CIImage(recipe: ManagedColorKernelRecipe(input: recipe, kernel: kernel), sampling: sampling)
    }
}

/// A one-input colour kernel that needs to know whether the render is colour
/// managed (to bring its colour parameters into the working space).
struct ManagedColorKernelRecipe: Recipe {
    let input: any Recipe
    let kernel: @Sendable (Sample, Bool) -> Sample
    let extent: CGRect
    let depth: Int

    init(input: any Recipe, kernel: @escaping @Sendable (Sample, Bool) -> Sample) {
        self.input = input
        self.kernel = kernel
        extent = input.extent
        depth = RecipeDepth.over(input)
    }

    func render(_ rect: PixelRect, in session: RenderSession) throws(CoreImageError) -> Tile {
        var tile = try input.renderClipped(rect, in: session)
        let managed = session.colorManaged
        for index in tile.samples.indices { tile.samples[index] = kernel(tile.samples[index], managed) }
        return tile
    }
}
