import Glaze
import GlazeCoreGraphics

extension Canvas {
    /// Draws `view` (laid out, with its subviews) with its top-left corner at
    /// `origin`, through the page's Core Graphics context.
    func render(_ view: UIView, at origin: CGPoint) {
        withCGContext { context in
            context.translateBy(x: origin.x, y: origin.y)
            view.layer.render(in: context)
        }
    }
}
