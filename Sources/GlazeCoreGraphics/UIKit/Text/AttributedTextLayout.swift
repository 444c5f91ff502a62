import Foundation
import Glaze

/// Text with UIKit attributes laid out by Glaze, ready to measure or draw in
/// the current context: what every string-drawing call shares.
struct AttributedTextLayout {
    let layout: TextLayout
    /// The shadow cast by the whole text, if any run has one.
    let shadow: NSShadow?
    /// One line with its baseline at the drawing origin, as without `usesLineFragmentOrigin`.
    let isSingleLine: Bool
    /// The factor fonts were scaled by to fit.
    let scale: CGFloat
    /// The colour the layout is drawn in: the one run's, for text laid out
    /// plain; black otherwise, under the runs' own colours.
    let color: Color

    /// Lays out `runs` (text and attributes) at `width` (`nil`: unbounded),
    /// with the paragraph style of the first run.
    init?(_ runs: [(String, [NSAttributedString.Key: Any])], width: CGFloat?, height: CGFloat?,
          options: NSStringDrawingOptions, scale: CGFloat = 1) {
        var text = StyledText()
        let read = runs.map { DrawingAttributes($0.1) }
        for ((string, _), attributes) in zip(runs, read) { text.append(string, style: Self.style(attributes, scale: scale)) }
        var paragraph = (read.first?[.paragraphStyle] as? NSParagraphStyle)?.glaze ?? Self.defaultParagraph
        paragraph.lineSpacing *= scale
        paragraph.paragraphSpacing *= scale
        paragraph.paragraphSpacingBefore *= scale
        isSingleLine = !options.contains(.usesLineFragmentOrigin)
        var lineWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var truncationHeight: CGFloat?
        if isSingleLine {
            paragraph.breaksLines = false
            lineWidth = nil
        } else if options.contains(.truncatesLastVisibleLine), let height, height.isFinite, height > 0,
                  paragraph.truncation == .none, paragraph.breaksLines {
            paragraph.truncation = .tail
            truncationHeight = height
        }
        // Empty text draws nothing and measures zero, as in UIKit.
        guard !text.runs.isEmpty else { return nil }
        if let plain = Self.plainStyle(of: text, paragraph: paragraph, truncationHeight: truncationHeight) {
            // One font and one colour in the default paragraph: the same lines
            // and glyphs as plain text, without the styled path's placing and
            // drawing run by run, which made string drawing cost half again
            // as much as the core's own text.
            guard let layout = try? TextLayout(plain.text, font: plain.style.font, width: lineWidth, wrap: paragraph.wrap) else {
                return nil
            }
            self.layout = layout
            color = plain.style.color ?? .black
        } else {
            guard let layout = try? TextLayout(text, width: lineWidth, height: truncationHeight, paragraph: paragraph) else {
                return nil
            }
            self.layout = layout
            color = .black
        }
        self.scale = scale
        shadow = read.lazy.compactMap { $0[.shadow] as? NSShadow }.first
    }

    /// The one run of `text` when it can be laid out as plain text: one run
    /// with a font and a colour and nothing else, no NUL (which plain and
    /// styled text replace differently), a left-aligned paragraph with no
    /// spacing or indents (any wrap), untruncated.
    private static func plainStyle(of text: StyledText, paragraph: ParagraphStyle,
                                   truncationHeight: CGFloat?) -> StyledText.Run? {
        guard text.runs.count == 1, let run = text.runs.first, truncationHeight == nil,
              paragraph == ParagraphStyle(alignment: .left, wrap: paragraph.wrap),
              run.style == TextStyle(font: run.style.font, color: run.style.color),
              !run.text.utf8.contains(0) else { return nil }
        return run
    }

    /// Lays out the runs, scaled down within `context`'s minimum scale factor
    /// until it fits `size` (when it has a limit), and reports the factor used.
    init?(fitting runs: [(String, [NSAttributedString.Key: Any])], in size: CGSize, options: NSStringDrawingOptions,
          context: NSStringDrawingContext?) {
        guard let full = AttributedTextLayout(runs, width: size.width, height: size.height, options: options) else { return nil }
        var chosen = full
        let minimum = context?.minimumScaleFactor ?? 0
        if minimum > 0, minimum < 1, !full.fits(size) {
            // The largest factor that fits, to within 1/256, never below the minimum.
            var low = minimum, high: CGFloat = 1
            var best = AttributedTextLayout(runs, width: size.width, height: size.height, options: options, scale: minimum)
            while high - low > 1.0 / 256 {
                let middle = (low + high) / 2
                guard let trial = AttributedTextLayout(runs, width: size.width, height: size.height, options: options,
                                                       scale: middle) else { break }
                if trial.fits(size) {
                    low = middle
                    best = trial
                } else {
                    high = middle
                }
            }
            chosen = best ?? full
        }
        self = chosen
        context?.actualScaleFactor = chosen.scale
    }

    /// Whether the text fits `size`: its height (its width, for one line), where the size sets a limit.
    private func fits(_ size: CGSize) -> Bool {
        let box = layout.logicalExtents
        if isSingleLine { return !(size.width.isFinite && size.width > 0) || box.width <= size.width }
        return !(size.height.isFinite && size.height > 0) || box.height <= size.height
    }

    /// The box the text covers, relative to the drawing origin: its top-left
    /// corner, or for one line its baseline's start.
    func bounds(deviceMetrics: Bool) -> CGRect {
        let box = deviceMetrics ? layout.inkExtents : layout.logicalExtents
        return isSingleLine ? box.offsetBy(dx: 0, dy: -layout.baseline) : box
    }

    /// Draws the text from `origin` (its top-left corner, or for one line its
    /// baseline's start), clipped to `clip` when given.
    func draw(at origin: CGPoint, clip: CGRect?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let topLeft = isSingleLine ? CGPoint(x: origin.x, y: origin.y - layout.baseline) : origin
        // Only a clip or a shadow needs a state saved around the text: a
        // chart's many plain labels go without.
        let setsState = clip != nil || shadow != nil
        if setsState { context.saveGState() }
        if let clip { context.clip(to: clip) }
        if let shadow {
            // One shadow for the whole text, as UIKit casts it: the text is one drawing.
            context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: shadow.castColor)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        context.perform { canvas throws(GlazeError) in try canvas.draw(layout, at: topLeft, color: color) }
        if shadow != nil { context.endTransparencyLayer() }
        if setsState { context.restoreGState() }
    }

    /// The core's style for a run's attributes, its lengths scaled by `scale`.
    static func style(_ attributes: DrawingAttributes, scale: CGFloat) -> TextStyle {
        var uiFont = (attributes[.font] as? UIFont) ?? .systemFont(ofSize: 12)
        if scale != 1 { uiFont = uiFont.withSize(uiFont.pointSize * scale) }
        let font = uiFont.glazeFont
        let foreground = cgColor(from: attributes[.foregroundColor])?.glazeColor ?? .black
        var style = TextStyle(font: font, color: foreground)
        // A kern adds to the system font's own tracking, as in Core Text.
        style.letterSpacing = number(attributes[.kern]) * scale + uiFont.tracking
        style.monospacedDigits = uiFont.monospacedDigits
        style.baselineOffset = number(attributes[.baselineOffset]) * scale
        style.background = cgColor(from: attributes[.backgroundColor])?.glazeColor
        style.underline = underlineStyle(attributes[.underlineStyle])?
            .decoration(color: cgColor(from: attributes[.underlineColor])?.glazeColor)
        style.strikethrough = underlineStyle(attributes[.strikethroughStyle])?
            .decoration(color: cgColor(from: attributes[.strikethroughColor])?.glazeColor)
        let strokeWidth = number(attributes[.strokeWidth])
        if strokeWidth != 0 {
            style.outline = TextOutline(width: abs(strokeWidth) / 100 * font.size,
                                        color: cgColor(from: attributes[.strokeColor])?.glazeColor,
                                        fillsGlyphs: strokeWidth < 0)
        }
        return style
    }

    /// The paragraph of a run without a paragraph style: `NSParagraphStyle()`'s,
    /// made once rather than an object for every string drawn.
    private static let defaultParagraph = NSParagraphStyle().glaze

    /// A numeric attribute, as Swift or Objective-C code passes it; 0 when absent.
    private static func number(_ value: Any?) -> CGFloat {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return 0
        }
    }

    /// An underline or strikethrough attribute: the style or its raw value.
    private static func underlineStyle(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let value as NSUnderlineStyle: return value
        case let value as Int: return NSUnderlineStyle(rawValue: value)
        case let value as NSNumber: return NSUnderlineStyle(rawValue: value.intValue)
        default: return nil
        }
    }
}
