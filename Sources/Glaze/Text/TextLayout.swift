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

    /// The text as given (for markup, the markup source).
    public private(set) var text: String
    private let isMarkup: Bool
    /// The font the text is set in (markup can override it in places).
    public let font: Font
    /// The width lines are broken or truncated at, or `nil` for a single unbounded line per paragraph.
    public let width: CGFloat?

    /// Lays out plain text.
    /// - Parameters:
    ///   - text: the text; line breaks start new paragraphs.
    ///   - font: the font to set it in.
    ///   - width: the width to wrap or truncate at; `nil` for no limit.
    ///   - alignment: how lines sit within the width.
    ///   - wrap: where lines break when `truncation` is `.none`.
    ///   - truncation: where each paragraph is cut to one line when it does not fit `width`.
    /// - Throws: ``GlazeError/invalidArgument(name:value:reason:)`` for a bad font size or width.
    public convenience init(_ text: String, font: Font, width: CGFloat? = nil, alignment: TextAlignment = .left,
                            wrap: LineWrap = .word, truncation: Truncation = .none) throws(GlazeError) {
        try self.init(text: text, isMarkup: false, font: font, width: width, alignment: alignment,
                      wrap: wrap, truncation: truncation)
    }

    /// Lays out Pango markup, such as `"<b>Bold</b> and <i>italic</i>"`.
    /// - Throws: ``GlazeError/invalidMarkup(_:)`` with Pango's message when the markup is malformed.
    public convenience init(markup: String, font: Font, width: CGFloat? = nil, alignment: TextAlignment = .left,
                            wrap: LineWrap = .word, truncation: Truncation = .none) throws(GlazeError) {
        try self.init(text: markup, isMarkup: true, font: font, width: width, alignment: alignment,
                      wrap: wrap, truncation: truncation)
    }

    private init(text: String, isMarkup: Bool, font: Font, width: CGFloat?, alignment: TextAlignment,
                 wrap: LineWrap, truncation: Truncation) throws(GlazeError) {
        _ = try font.validated()
        if let width { try Validate.positive(width, "text width") }
        // Pango reads C strings; an embedded NUL would silently end the text there.
        let clean = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        if isMarkup { try Self.checkMarkup(clean) }

        context = Self.makeContext()
        handle = pango_layout_new(context)!
        self.text = text
        self.isMarkup = isMarkup
        self.font = font
        self.width = width

        let description = font.makeDescription()
        pango_layout_set_font_description(handle, description)
        pango_font_description_free(description)
        if isMarkup {
            pango_layout_set_markup(handle, clean, -1)
        } else {
            pango_layout_set_text(handle, clean, -1)
        }
        if let width {
            pango_layout_set_width(handle, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max)).rounded()))
        }
        pango_layout_set_alignment(handle, alignment.pango)
        pango_layout_set_justify(handle, alignment == .justified ? 1 : 0)
        pango_layout_set_wrap(handle, wrap.pango)
        pango_layout_set_ellipsize(handle, truncation.pango)
    }

    /// Replaces the text, keeping the font, width, alignment and truncation: cheaper
    /// than a new layout when many short strings are set in one style.
    /// - Throws: ``GlazeError/invalidMarkup(_:)`` when a markup layout gets malformed markup.
    public func setText(_ newText: String) throws(GlazeError) {
        let clean = newText.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        if isMarkup {
            try Self.checkMarkup(clean)
            pango_layout_set_markup(handle, clean, -1)
        } else {
            pango_layout_set_text(handle, clean, -1)
        }
        text = newText
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// A Pango context with Glaze's fixed settings: 72 dpi so one point is one
    /// unit, no hinting, unrounded glyph positions, greyscale antialiasing.
    private static func makeContext() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_get_default()!
        FontRegistry.refresh(fontMap)
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    private static func checkMarkup(_ markup: String) throws(GlazeError) {
        var error: UnsafeMutablePointer<GError>?
        let ok = pango_parse_markup(markup, -1, 0, nil, nil, nil, &error)
        if ok == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw .invalidMarkup(message)
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
        CGFloat(pango_layout_get_baseline(handle)) / CGFloat(PANGO_SCALE)
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
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(handle, &ink, &logical)
        return (ink.rect, logical.rect)
    }

    // MARK: Drawing

    /// Matches the layout to the canvas's transform and target, keeping Glaze's settings.
    private func prepare(for cr: OpaquePointer) {
        pango_cairo_update_context(cr, context)
        pango_layout_context_changed(handle)
    }

    /// Draws the layout at the current point with the current source and operator.
    func show(on cr: OpaquePointer) {
        prepare(for: cr)
        pango_cairo_show_layout(cr, handle)
    }

    /// Adds the glyph outlines at the current point to the current path.
    func appendPath(on cr: OpaquePointer) {
        prepare(for: cr)
        pango_cairo_layout_path(cr, handle)
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
