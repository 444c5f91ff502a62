import Foundation

extension Canvas {
    /// Draws `layout` with its top-left corner at `point`, in `color`, with an
    /// optional hard shadow drawn first.
    ///
    /// The canvas's blend mode and alpha apply to the text and its shadow alike.
    /// Styled text's runs take their own colours, where they have one, and
    /// draw their backgrounds, outlines and decorations.
    public func draw(_ layout: TextLayout, at point: CGPoint, color: Color = .black,
                     shadow: TextShadow? = nil) throws(GlazeError) {
        try Validate.point(point, "text position")
        if layout.isStyled {
            if let shadow {
                try Validate.finite(shadow.offset.width, "shadow offset width")
                try Validate.finite(shadow.offset.height, "shadow offset height")
                try drawStyled(layout, at: CGPoint(x: point.x + shadow.offset.width, y: point.y + shadow.offset.height),
                               color: shadow.color, override: shadow.color)
            }
            return try drawStyled(layout, at: point, color: color, override: nil)
        }
        if let shadow {
            try Validate.finite(shadow.offset.width, "shadow offset width")
            try Validate.finite(shadow.offset.height, "shadow offset height")
            let shadowPoint = CGPoint(x: point.x + shadow.offset.width, y: point.y + shadow.offset.height)
            try composite(.paint(.color(shadow.color)), in: .text(layout, shadowPoint, styles: nil),
                          mode: state.blendMode, alpha: state.alpha)
        }
        try composite(.paint(.color(color)), in: .text(layout, point, styles: nil), mode: state.blendMode, alpha: state.alpha)
    }

    /// Lays out and draws one line of text with its top-left corner at `point`.
    ///
    /// ```swift
    /// try canvas.drawText("Glaze", font: .bold(24), color: .white, at: CGPoint(x: 20, y: 12))
    /// ```
    public func drawText(_ text: String, font: Font, color: Color = .black, at point: CGPoint,
                         shadow: TextShadow? = nil) throws(GlazeError) {
        try draw(TextLayout(text, font: font), at: point, color: color, shadow: shadow)
    }
}
