import Foundation

extension CIImage {
    /// This image through a kernel of one pixel at a time that sees straight
    /// (unpremultiplied) working-space colour and returns straight colour, as
    /// Core Image's colour filters compute: the result's alpha is clamped to
    /// 0…1 and its colour premultiplied again. The extent stays the input's.
    func applyingStraightKernel(_ kernel: @escaping @Sendable (Sample) -> Sample) -> CIImage {
        CIImage(recipe: ColorKernelRecipe(recipe) { sample in
            let result = kernel(sample.unpremultiplied)
            let alpha = result.w.isNaN ? 0 : min(max(result.w, 0), 1)
            return Sample(rgb: result.rgb * alpha, alpha: alpha)
        }, sampling: sampling)
    }

    /// This image through a kernel of straight red, green and blue that keeps alpha.
    func applyingStraightColorKernel(_ kernel: @escaping @Sendable (SIMD3<Float>) -> SIMD3<Float>) -> CIImage {
        applyingStraightKernel { Sample(rgb: kernel($0.rgb), alpha: $0.w) }
    }
}
