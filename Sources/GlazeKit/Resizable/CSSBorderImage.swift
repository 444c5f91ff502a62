import Foundation
import Glaze

/// The CSS `border-image` values that draw a ``ResizableImage`` the same way on a web page.
///
/// ```swift
/// let css = button.cssBorderImage
/// print(css.declarations(url: "button@2x.png"))
/// // border-style: solid;
/// // border-width: 5px 5px 5px 5px;
/// // border-image-source: url("button@2x.png");
/// // border-image-slice: 10 10 10 10 fill;
/// // border-image-repeat: stretch;
/// ```
public struct CSSBorderImage: Hashable, Sendable {
    /// The slice offsets in image pixels: top, right, bottom, left (CSS order).
    public var slice: [Int]
    /// The border widths in CSS pixels (points): top, right, bottom, left.
    public var width: [CGFloat]
    /// `stretch` or `repeat`.
    ///
    /// CSS centres repeated tiles within each edge, where Glaze (like UIKit) starts
    /// them at the edge's start; the two agree whenever the length is a whole
    /// number of tiles.
    public var repeatMode: String

    /// Creates the values: slices and widths in CSS order (top, right, bottom, left).
    public init(slice: [Int], width: [CGFloat], repeatMode: String) {
        self.slice = slice
        self.width = width
        self.repeatMode = repeatMode
    }

    /// The declarations for a rule, one per line, with the image at `url`.
    public func declarations(url: String) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.3g", Double(value))
        }
        return """
        border-style: solid;
        border-width: \(width.map { number($0) + "px" }.joined(separator: " "));
        border-image-source: url("\(url)");
        border-image-slice: \(slice.map(String.init).joined(separator: " ")) fill;
        border-image-repeat: \(repeatMode);
        """
    }
}

extension ResizableImage {
    /// The CSS `border-image` values for this image: slices in its pixels, border
    /// widths in points, `fill` so the centre is drawn too.
    public var cssBorderImage: CSSBorderImage {
        let s = image.scale
        let insets = [capInsets.top, capInsets.right, capInsets.bottom, capInsets.left]
        return CSSBorderImage(slice: insets.map { Int(($0 * s).rounded()) }, width: insets,
                              repeatMode: resizingMode == .stretch ? "stretch" : "repeat")
    }
}
