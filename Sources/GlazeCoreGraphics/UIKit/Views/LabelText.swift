import Foundation
import Glaze

/// A label's text laid out for a rectangle, by UIKit's label rules over the
/// string-drawing layout: what ``UILabel``'s measuring and drawing share.
struct LabelText {
    private let text: AttributedTextLayout
    /// The size the text takes: at most the width, the height and the lines allowed.
    let size: CGSize

    /// Lays out `label`'s text for `width` × `height` (no limit where not
    /// finite and positive) in at most `lines` lines (0: no limit).
    init?(_ label: UILabel, width: CGFloat, height: CGFloat, lines: Int) {
        guard let attributed = label.attributedText, attributed.length > 0 else { return nil }
        let wrapWidth = width.isFinite && width > 0 ? width : nil
        let heightLimit = height.isFinite && height > 0 ? height : CGFloat.infinity
        var runs = Self.runs(of: attributed, defaults: label.labelAttributes)
        let style = (runs[0].1[.paragraphStyle] as? NSParagraphStyle) ?? NSParagraphStyle()
        let truncating = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(style.lineBreakMode)
        if lines != 1, truncating {
            // Several lines wrap by word, and only the last visible one is cut.
            let wrapping = (style.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
            wrapping.lineBreakMode = .byWordWrapping
            runs[0].1[.paragraphStyle] = wrapping
        }
        var scale: CGFloat = 1
        if label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, label.minimumScaleFactor < 1 {
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = label.minimumScaleFactor
            let options: NSStringDrawingOptions = lines == 1 ? [] : .usesLineFragmentOrigin
            _ = AttributedTextLayout(fitting: runs, in: CGSize(width: wrapWidth ?? 0, height: heightLimit.isFinite ? heightLimit : 0),
                                     options: options, context: context)
            scale = context.actualScaleFactor
        }
        guard let full = AttributedTextLayout(runs, width: wrapWidth, height: nil, options: .usesLineFragmentOrigin,
                                              scale: scale) else { return nil }
        var limit = heightLimit
        if lines > 0, full.layout.lineCount > lines {
            limit = min(limit, Self.height(ofLines: lines, runs: runs, width: wrapWidth, scale: scale, full: full))
        }
        let fullSize = full.layout.size
        if fullSize.height > limit, lines != 1, truncating,
           let cut = AttributedTextLayout(runs, width: wrapWidth, height: limit,
                                          options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], scale: scale) {
            text = cut
        } else {
            text = full
        }
        let drawn = text.layout.size
        size = CGSize(width: min(drawn.width, wrapWidth ?? .infinity), height: min(drawn.height, limit))
    }

    /// Draws the text from `rect`'s top-left corner, aligned across its width
    /// and clipped to ``size``'s height.
    func draw(in rect: CGRect) {
        text.draw(at: rect.origin, clip: CGRect(x: rect.minX, y: rect.minY, width: rect.width.isFinite ? rect.width : size.width,
                                                height: size.height))
    }

    /// The runs of `attributed`, each with `defaults` where it has no value of its own.
    private static func runs(of attributed: NSAttributedString,
                             defaults: [NSAttributedString.Key: Any]) -> [(String, [NSAttributedString.Key: Any])] {
        attributed.runs.map { run in (run.0, run.1.merging(defaults) { own, _ in own }) }
    }

    /// The height of the first `lines` lines: the height at which cutting the
    /// text leaves that many, found from an even share of the full height
    /// and, when lines differ in height, by halving.
    private static func height(ofLines lines: Int, runs: [(String, [NSAttributedString.Key: Any])], width: CGFloat?,
                               scale: CGFloat, full: AttributedTextLayout) -> CGFloat {
        let total = full.layout.size.height
        func cut(at height: CGFloat) -> TextLayout? {
            AttributedTextLayout(runs, width: width, height: height, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                 scale: scale)?.layout
        }
        let estimate = total * CGFloat(lines) / CGFloat(full.layout.lineCount)
        if let probe = cut(at: estimate + 0.01), probe.lineCount == lines { return probe.size.height }
        var low: CGFloat = 0, high = total
        for _ in 0..<24 {
            let middle = (low + high) / 2
            guard middle > 0, let probe = cut(at: middle) else { break }
            if probe.lineCount == lines { return probe.size.height }
            if probe.lineCount < lines { low = middle } else { high = middle }
        }
        return estimate
    }
}
