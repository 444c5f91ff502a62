internal import CGlazeCairo
import Foundation

/// A paragraph of text shaped and broken into lines by Pango, ready to measure and draw.
///
/// ```swift
/// let title = try TextLayout("Back to the list", font: .bold(12), width: 120, truncation: .tail)
/// print(title.logicalExtents.width, title.isTruncated)
/// try canvas.draw(title, at: CGPoint(x: 8, y: 4), color: .white,
///                 shadow: TextShadow(color: .darkGray, offset: CGSize(width: 0, height: -1)))
/// ```
///
/// Measurements are in points with hinting off, so a layout measures the same on
/// every surface and at every scale. A layout belongs to the task that made it:
/// Pango font maps are per thread, so do not share one across tasks.
public final class TextLayout {
    let handle: OpaquePointer
    private let context: OpaquePointer
    /// The font options of the surface the layout was last prepared for;
    /// `nil` until it first is.
    private var preparedOptions: OpaquePointer?

    /// The text as given (for markup, the markup source).
    public private(set) var text: String
    private let isMarkup: Bool
    /// The font the text is set in (markup can override it in places; styled
    /// text's runs have their own, and this is the first run's).
    public let font: Font
    /// The width lines are broken or truncated at, or `nil` for a single unbounded line per paragraph.
    public let width: CGFloat?
    /// Styled text's runs: each style and the UTF-8 offset where it starts.
    /// Empty for plain text and markup, which Pango places alone.
    private(set) var styleRuns: [(start: Int, style: TextStyle)]
    /// Styled text's paragraph style; its lines are placed by ``placeLines()``.
    let paragraph: ParagraphStyle
    /// Where each line of styled text sits.
    var placedLines: [PlacedLine] = []
    /// How much wider than the text's width Pango was told the lines of
    /// letter-spaced text are (see `allowForLetterSpacing`).
    var spacingAllowance: CGFloat = 0

    /// Lays out plain text.
    /// - Parameters:
    ///   - text: the text; line breaks start new paragraphs.
    ///   - font: the font to set it in.
    ///   - width: the width to wrap or truncate at; `nil` for no limit.
    ///   - alignment: how lines sit within the width.
    ///   - wrap: where lines break when `truncation` is `.none`.
    ///   - truncation: where each paragraph is cut to one line when it does not fit `width`.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for a bad font size or width.
    public convenience init(_ text: String, font: Font, width: CGFloat? = nil, alignment: TextAlignment = .left,
                            wrap: LineWrap = .word, truncation: Truncation = .none) throws(GlazeError) {
        try self.init(text: text, isMarkup: false, styleRuns: [], font: font, width: width, height: nil,
                      paragraph: ParagraphStyle(alignment: alignment, wrap: wrap, truncation: truncation))
    }

    /// Lays out Pango markup, such as `"<b>Bold</b> and <i>italic</i>"`.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidMarkup`` with Pango's message when the markup is malformed.
    public convenience init(markup: String, font: Font, width: CGFloat? = nil, alignment: TextAlignment = .left,
                            wrap: LineWrap = .word, truncation: Truncation = .none) throws(GlazeError) {
        try self.init(text: markup, isMarkup: true, styleRuns: [], font: font, width: width, height: nil,
                      paragraph: ParagraphStyle(alignment: alignment, wrap: wrap, truncation: truncation))
    }

    /// Lays out styled text: each run in its own style, lines broken, indented
    /// and spaced by `paragraph`.
    ///
    /// ```swift
    /// var style = ParagraphStyle(alignment: .center)
    /// style.lineSpacing = 3
    /// let layout = try TextLayout(StyledText("Two lines of\ncentred text", style: TextStyle(font: .body(13))),
    ///                             width: 160, paragraph: style)
    /// ```
    /// - Parameters:
    ///   - text: the runs; line breaks start new paragraphs.
    ///   - width: the width lines are broken at, indents included; `nil` for no limit.
    ///   - height: with a ``ParagraphStyle/truncation``, the height whose last
    ///     fitting line is cut; `nil` cuts each paragraph to one line instead.
    ///   - paragraph: alignment, breaking, indents and spacing.
    ///   - limits: how many runs Pango may be handed (``InputLimits/maximumStyledRuns``).
    /// - Throws: ``GlazeError/Code-swift.struct/invalidArgument`` for a bad
    ///   font, length or colour, naming it;
    ///   ``GlazeError/Code-swift.struct/drawingLimitExceeded``
    ///   for more runs than `limits` allow, before Pango sees any.
    public convenience init(_ text: StyledText, width: CGFloat? = nil, height: CGFloat? = nil,
                            paragraph: ParagraphStyle = ParagraphStyle(), limits: InputLimits = .standard) throws(GlazeError) {
        guard text.runs.count <= limits.maximumStyledRuns else {
            throw GlazeError(.drawingLimitExceeded(operation: "lay out styled text", quantity: .styledRuns, value: Double(text.runs.count),
                                        limit: limits.maximumStyledRuns))
        }
        var runs: [(start: Int, style: TextStyle)] = []
        var offset = 0
        for run in text.runs {
            try run.style.validated()
            runs.append((offset, run.style))
            offset += run.text.utf8.count
        }
        try paragraph.validated()
        if let height { try Validate.positive(height, "text height") }
        try self.init(text: text.string, isMarkup: false, styleRuns: runs, font: text.runs.first?.style.font ?? .body(12),
                      width: width, height: height, paragraph: paragraph)
    }

    private init(text: String, isMarkup: Bool, styleRuns: [(start: Int, style: TextStyle)], font: Font,
                 width: CGFloat?, height: CGFloat?, paragraph: ParagraphStyle) throws(GlazeError) {
        _ = try font.validated()
        if let width { try Validate.positive(width, "text width") }
        let clean = Self.withoutNUL(text, styled: !styleRuns.isEmpty)
        if isMarkup { try Self.checkMarkup(clean) }

        context = Self.makeContext()
        handle = pango_layout_new(context)!
        self.text = text
        self.isMarkup = isMarkup
        self.font = font
        self.width = width
        self.styleRuns = styleRuns
        self.paragraph = paragraph

        let description = font.makeDescription()
        pango_layout_set_font_description(handle, description)
        pango_font_description_free(description)
        if isMarkup {
            pango_layout_set_markup(handle, clean, -1)
        } else {
            pango_layout_set_text(handle, clean, -1)
        }
        let box = isStyled ? paragraph.lineBox(width: width) : (left: 0, width: width, indent: 0)
        let lineWidth = (paragraph.breaksLines || paragraph.truncation != .none) ? box.width : nil
        if let lineWidth { setPangoWidth(lineWidth) }
        pango_layout_set_indent(handle, Int32((box.indent * Double(PANGO_SCALE)).rounded()))
        pango_layout_set_alignment(handle, paragraph.alignment.pango)
        pango_layout_set_justify(handle, paragraph.alignment == .justified ? 1 : 0)
        pango_layout_set_wrap(handle, paragraph.wrap.pango)
        pango_layout_set_ellipsize(handle, paragraph.truncation.pango)
        if let height, paragraph.truncation != .none {
            pango_layout_set_height(handle, Int32(min(height * Double(PANGO_SCALE), Double(Int32.max)).rounded()))
        }
        if isStyled {
            applyStyles()
            if let lineWidth { allowForLetterSpacing(within: lineWidth) }
            placeLines()
        }
    }

    private func setPangoWidth(_ width: CGFloat) {
        pango_layout_set_width(handle, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max)).rounded()))
    }

    /// Pango breaks and ellipsizes lines as if letter spacing followed every
    /// character, then takes the spacing off each line's two ends: a line
    /// comes out narrower than Pango reckoned by the spacing (wider, for
    /// negative spacing), so text measured at its own width would wrap or be
    /// cut, and tightly spaced text would overflow. Pango is given the width
    /// plus the tightest spacing; ``placeLines()`` moves centred and
    /// right-aligned lines back by what the wider width moved them.
    private func allowForLetterSpacing(within width: CGFloat) {
        let tightest = styleRuns.map(\.style.letterSpacing).min() ?? 0
        guard tightest != 0 else { return }
        let widened = max(0, width + tightest)
        setPangoWidth(widened)
        spacingAllowance = widened - width
    }

    /// Whether the layout was made from ``StyledText``: its runs and lines are drawn one by one.
    var isStyled: Bool { !styleRuns.isEmpty }

    /// `text` as Pango may read it. Pango reads C strings, so an embedded NUL
    /// would silently end the text there: each becomes U+FFFD, or in styled
    /// text a space, which keeps the runs' byte offsets (U+FFFD is three bytes).
    /// Most text has none, and is returned as it is without Foundation's
    /// search, which bridges every string to `NSString` (8,900 instructions
    /// for a short label).
    static func withoutNUL(_ text: String, styled: Bool) -> String {
        guard text.utf8.contains(0) else { return text }
        return text.replacingOccurrences(of: "\u{0}", with: styled ? " " : "\u{FFFD}")
    }

    /// Replaces the text, keeping the font, width, alignment and truncation: cheaper
    /// than a new layout when many short strings are set in one style. Styled
    /// text takes its first run's style throughout.
    /// - Throws: ``GlazeError/Code-swift.struct/invalidMarkup`` when a markup layout gets malformed markup.
    public func setText(_ newText: String) throws(GlazeError) {
        let clean = Self.withoutNUL(newText, styled: isStyled)
        if isMarkup {
            try Self.checkMarkup(clean)
            pango_layout_set_markup(handle, clean, -1)
        } else {
            pango_layout_set_text(handle, clean, -1)
        }
        text = newText
        if isStyled {
            styleRuns = [(0, styleRuns[0].style)]
            applyStyles()
            placeLines()
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
        g_object_unref(UnsafeMutableRawPointer(context))
        if let preparedOptions { cairo_font_options_destroy(preparedOptions) }
    }

    /// A Pango context with Glaze's fixed settings: 72 dpi so one point is one
    /// unit, no hinting, unrounded glyph positions, greyscale antialiasing
    /// (``FontConfiguration`` keeps the machine's fontconfig from overruling them).
    private static func makeContext() -> OpaquePointer {
        let fontMap = FontRegistry.fontMap()
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        setGlyphOptions(of: context, antialias: CAIRO_ANTIALIAS_GRAY)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// Unhinted glyphs and metrics, with `antialias` for their edges.
    private static func setGlyphOptions(of context: OpaquePointer, antialias: cairo_antialias_t) {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, antialias)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    private static func checkMarkup(_ markup: String) throws(GlazeError) {
        var error: UnsafeMutablePointer<GError>?
        let ok = pango_parse_markup(markup, -1, 0, nil, nil, nil, &error)
        if ok == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw GlazeError(.invalidMarkup(message))
        }
    }

    // MARK: Measurements

    /// The layout's box as lines are laid out: line heights and advance widths,
    /// relative to the layout's top-left corner. Use it to place and align text.
    public var logicalExtents: CGRect { extents.logical }

    /// The box of the ink actually drawn, relative to the layout's top-left corner.
    public var inkExtents: CGRect { extents.ink }

    /// The size of ``logicalExtents``.
    public var size: CGSize { logicalExtents.size }

    /// The distance from the layout's top to the first line's baseline.
    public var baseline: CGFloat {
        if let first = placedLines.first { return first.baseline }
        return CGFloat(pango_layout_get_baseline(handle)) / CGFloat(PANGO_SCALE)
    }

    /// The number of lines after wrapping.
    public var lineCount: Int { Int(pango_layout_get_line_count(handle)) }

    /// Whether truncation cut any paragraph.
    public var isTruncated: Bool { pango_layout_is_ellipsized(handle) != 0 }

    /// The family fontconfig chose for ``font``: differs from the request when
    /// that family is not installed.
    public var resolvedFontFamily: String {
        let description = font.makeDescription()
        defer { pango_font_description_free(description) }
        guard let loaded = pango_context_load_font(context, description) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let actual = pango_font_describe(loaded)!
        defer { pango_font_description_free(actual) }
        return pango_font_description_get_family(actual).map { String(cString: $0) } ?? ""
    }

    /// Every family fontconfig chose for the text, in order of first use: the
    /// resolved family, and the fallbacks that supplied characters it lacks
    /// (colour emoji, other scripts).
    public var usedFontFamilies: [String] {
        var families: [String] = []
        let iterator = pango_layout_get_iter(handle)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
                  let description = pango_font_describe(font) else { continue }
            defer { pango_font_description_free(description) }
            if let name = pango_font_description_get_family(description).map({ String(cString: $0) }), !families.contains(name) {
                families.append(name)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }

    private var extents: (ink: CGRect, logical: CGRect) {
        if isStyled { return styledExtents }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(handle, &ink, &logical)
        return (ink.rect, logical.rect)
    }

    // MARK: Drawing

    /// Matches the layout to the canvas's target, keeping Glaze's settings.
    ///
    /// Glyphs are aliased while the canvas is (``Canvas/isAntialiased``), as
    /// Core Graphics aliases text with everything else; their unhinted
    /// advances, so the lines, are the same either way. The transform never
    /// reaches Pango (see below), so only the target's font options and the
    /// antialiasing can change the layout: while they stay the same, the
    /// lines stand. Styled text is shown once per colour, and laying out a
    /// paragraph of thousands of runs once per colour took minutes.
    func prepare(for cr: OpaquePointer) {
        let options = cairo_font_options_create()!
        cairo_surface_get_font_options(cairo_get_target(cr), options)
        let antialias = cairo_get_antialias(cr) == CAIRO_ANTIALIAS_NONE ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_GRAY
        cairo_font_options_set_antialias(options, antialias)
        if let preparedOptions, cairo_font_options_equal(preparedOptions, options) != 0 {
            cairo_font_options_destroy(options)
            return
        }
        if let preparedOptions { cairo_font_options_destroy(preparedOptions) }
        preparedOptions = options
        Self.setGlyphOptions(of: context, antialias: antialias)
        pango_cairo_update_context(cr, context)
        // Lines are laid out in user space: Pango, given a stretched or skewed
        // transform, measures advances at one scale and Cairo draws the glyphs
        // at another, so they overlap. Cairo still draws through the transform.
        pango_context_set_matrix(context, nil)
        pango_layout_context_changed(handle)
    }

    /// Draws the layout at the current point with the current source and operator.
    func show(on cr: OpaquePointer, styles: Set<Int>? = nil) {
        prepare(for: cr)
        if isStyled {
            showRuns(on: cr, styles: styles)
        } else {
            pango_cairo_show_layout(cr, handle)
        }
    }

    /// Adds the glyph outlines at the current point to the current path.
    func appendPath(on cr: OpaquePointer, styles: Set<Int>? = nil) {
        prepare(for: cr)
        if isStyled {
            appendRunPaths(on: cr, styles: styles)
        } else {
            pango_cairo_layout_path(cr, handle)
        }
    }
}

extension PangoRectangle {
    var rect: CGRect {
        let s = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(x) / s, y: CGFloat(y) / s, width: CGFloat(width) / s, height: CGFloat(height) / s)
    }
}

extension TextAlignment {
    var pango: PangoAlignment {
        switch self {
        case .left, .justified: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }
}

extension LineWrap {
    var pango: PangoWrapMode {
        switch self {
        case .word: return PANGO_WRAP_WORD
        case .character: return PANGO_WRAP_CHAR
        case .wordOrCharacter: return PANGO_WRAP_WORD_CHAR
        }
    }
}

extension Truncation {
    var pango: PangoEllipsizeMode {
        switch self {
        case .none: return PANGO_ELLIPSIZE_NONE
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }
}
