import Foundation

extension UIView {
    /// Draws the view and its subviews into the current UIKit context, scaled
    /// to fill `rect` (in the context's coordinates), as a snapshot of what the
    /// view shows. Returns `false`, drawing nothing, without a current context.
    ///
    /// ```swift
    /// let thumbnail = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60)).image { _ in
    ///     cardView.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 60), afterScreenUpdates: true)
    /// }
    /// ```
    ///
    /// There is no screen to wait for: the view is laid out and drawn now, as
    /// with `afterScreenUpdates` true.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        let target = rect.standardized
        context.saveGState()
        context.translateBy(x: target.minX, y: target.minY)
        context.scaleBy(x: target.width / size.width, y: target.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}

extension UIView {
    /// The view and its subviews laid out and drawn into a new image of its
    /// bounds at `scale` (the main screen's by default): a window or any view
    /// rendered at any size (set its frame first) and scale.
    ///
    /// ```swift
    /// window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    /// let picture = window.renderedImage(scale: 3)
    /// ```
    ///
    /// A hidden view (a window not yet shown) gives a transparent image.
    public func renderedImage(scale: CGFloat = UIScreen.main.scale) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
            layer.render(in: context.cgContext)
        }
    }
}
