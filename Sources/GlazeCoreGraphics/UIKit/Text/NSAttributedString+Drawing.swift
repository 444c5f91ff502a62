import Foundation

extension NSAttributedString {
    /// The string's runs: each stretch of text with its attributes.
    var runs: [(String, [NSAttributedString.Key: Any])] {
        var runs: [(String, [NSAttributedString.Key: Any])] = []
        let text = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            runs.append((text.substring(with: range), attributes))
        }
        return runs
    }

    /// Draws the string with its top-left corner at `point`, one line per
    /// paragraph, in the current context.
    ///
    /// ```swift
    /// let price = NSMutableAttributedString(string: "Total ", attributes: [.font: UIFont.systemFont(ofSize: 14)])
    /// price.append(NSAttributedString(string: "12 €", attributes: [.font: UIFont.boldSystemFont(ofSize: 14),
    ///                                                              .foregroundColor: UIColor.systemRed]))
    /// price.draw(at: CGPoint(x: 8, y: 8))
    /// ```
    public func draw(at point: CGPoint) {
        AttributedTextLayout(runs, width: nil, height: nil, options: .usesLineFragmentOrigin)?.draw(at: point, clip: nil)
    }

    /// Draws the string wrapped at `rect`'s width with its paragraph style,
    /// clipped to `rect`, in the current context.
    public func draw(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0 else { return }
        AttributedTextLayout(runs, width: r.width, height: r.height, options: .usesLineFragmentOrigin)?.draw(at: r.origin, clip: r)
    }

    /// Draws the string in `rect` as `options` say: with `usesLineFragmentOrigin`,
    /// wrapped at its width from its top-left corner; without, on one line
    /// whose baseline starts at its origin. `context` may shrink the text to fit.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        runs.draw(with: rect, options: options, context: context)
    }

    /// The size the string takes on one line per paragraph, in points.
    public func size() -> CGSize {
        AttributedTextLayout(runs, width: nil, height: nil, options: .usesLineFragmentOrigin)?.layout.size ?? .zero
    }

    /// The box the string covers when drawn with `draw(with:options:context:)`
    /// in a rectangle of `size`; see `String`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        runs.boundingRect(with: size, options: options, context: context)
    }
}
