internal import CGlazeCairo
import Foundation

extension Canvas {
    /// The Cairo filter that samples `image`, drawn into `rect`, as `interpolation` asks.
    func filter(_ interpolation: ImageInterpolation, drawing image: any PatternSource, in rect: CGRect) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .fast: return CAIRO_FILTER_BILINEAR
        case .smooth: return CAIRO_FILTER_GOOD
        case .sharp:
            // Cairo's BEST is Catmull-Rom at every scale, which blurs a 1:1 or
            // half-pixel-offset draw that Core Graphics samples bilinearly.
            return isShrunk(image, in: rect) ? CAIRO_FILTER_BEST : CAIRO_FILTER_GOOD
        }
    }

    /// Whether `image` drawn into `rect` covers fewer device pixels than it
    /// has along either axis (a rounding error short of 1:1 is not a shrink).
    private func isShrunk(_ image: any PatternSource, in rect: CGRect) -> Bool {
        guard let pixels = image as? ImageSurface, pixels.pixelWidth > 0, pixels.pixelHeight > 0 else { return false }
        let m = currentMatrix
        let across = hypot(m.xx, m.yx) * scale * abs(rect.width) / CGFloat(pixels.pixelWidth)
        let down = hypot(m.xy, m.yy) * scale * abs(rect.height) / CGFloat(pixels.pixelHeight)
        return min(across, down) < 1 - 1e-9
    }
}
