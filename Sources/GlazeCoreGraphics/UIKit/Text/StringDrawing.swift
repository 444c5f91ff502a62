import Foundation
import Glaze

extension StringProtocol {
    /// Draws the string with its top-left corner at `point`, one line per
    /// paragraph, in the current context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        AttributedTextLayout([(String(self), attrs ?? [:])], width: nil, height: nil, options: .usesLineFragmentOrigin)?
            .draw(at: point, clip: nil)
    }

    /// Draws the string wrapped at `rect`'s width with its paragraph style,
    /// clipped to `rect`, in the current context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let r = rect.standardized
        guard r.width > 0 else { return }
        AttributedTextLayout([(String(self), attrs ?? [:])], width: r.width, height: r.height, options: .usesLineFragmentOrigin)?
            .draw(at: r.origin, clip: r)
    }

    /// Draws the string in `rect` as `options` say: with `usesLineFragmentOrigin`,
    /// wrapped at its width from its top-left corner; without, on one line
    /// whose baseline starts at its origin. `context` may shrink the text to fit.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        [(String(self), attributes ?? [:])].draw(with: rect, options: options, context: context)
    }

    /// The size the string takes on one line per paragraph, in points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedTextLayout([(String(self), attrs ?? [:])], width: nil, height: nil, options: .usesLineFragmentOrigin)?
            .layout.size ?? .zero
    }

    /// The box the string covers when drawn with `draw(with:options:attributes:context:)`
    /// in a rectangle of `size`: from the top-left corner with
    /// `usesLineFragmentOrigin` (lines wrapped at the width), from the baseline
    /// without. Sizes are fractional; round them up to size views.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        [(String(self), attributes ?? [:])].boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string with its top-left corner at `point`; see `String`'s.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped and clipped to `rect`; see `String`'s.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` as `options` say; see `String`'s.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size the string takes; see `String`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The box the string covers; see `String`'s.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// Runs of text with their attributes: what `String` and `NSAttributedString` drawing share.
extension Array where Element == (String, [NSAttributedString.Key: Any]) {
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let r = rect.standardized
        guard let text = AttributedTextLayout(fitting: self, in: r.size, options: options, context: context) else { return }
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let clip = lineFragments && r.height.isFinite && r.height > 0 && r.width.isFinite ? r : nil
        text.draw(at: r.origin, clip: clip)
        context?.totalBounds = text.bounds(deviceMetrics: options.contains(.usesDeviceMetrics))
            .offsetBy(dx: r.minX, dy: r.minY)
    }

    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        guard let text = AttributedTextLayout(fitting: self, in: size, options: options, context: context) else { return .zero }
        let bounds = text.bounds(deviceMetrics: options.contains(.usesDeviceMetrics))
        context?.totalBounds = bounds
        return bounds
    }
}
