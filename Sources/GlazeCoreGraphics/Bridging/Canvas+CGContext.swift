import Foundation
import Glaze

extension Canvas {
    /// Runs Core Graphics or UIKit drawing code on this canvas: `body` gets a
    /// flipped `CGContext` (origin at the canvas's current origin, y down, as in
    /// a `UIGraphicsImageRenderer`) that is also the current UIKit context.
    ///
    /// The drawing lands on the canvas as Glaze's own would: vector in PDF and
    /// SVG documents. The canvas's state is as before once `body` returns.
    ///
    /// ```swift
    /// try canvas.withCGContext { context in
    ///     UIColor.orange.setFill()
    ///     UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).fill()
    ///     context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
    /// }
    /// ```
    @discardableResult
    public func withCGContext<Result>(_ body: (CGContext) throws -> Result) rethrows -> Result {
        try withSavedState { canvas in
            let context = CGContext(canvas: canvas, surface: nil, bitmap: nil, yUp: false, colorSpace: .deviceRGB,
                                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue))
            UIGraphicsPushContext(context)
            defer {
                // Layers and states the port left open end with it.
                while !context.layerDepths.isEmpty { context.endTransparencyLayer() }
                UIGraphicsPopContext()
            }
            return try body(context)
        }
    }
}
