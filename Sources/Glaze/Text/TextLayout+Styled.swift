internal import CGlazeCairo
import Foundation

/// One line of styled text where Glaze placed it, in the layout's own
/// coordinates (points, y down, from its top-left corner).
struct PlacedLine {
    /// Pango's line; valid until the layout is changed or laid out again.
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// Added to Pango's y of the line's runs to reach Glaze's placement.
    let shift: CGFloat
    /// Added to Pango's x of the line's runs: the head indent, and the
    /// alignment of lines Pango was not given a width for.
    let dx: CGFloat
    /// The line's baseline.
    let baseline: CGFloat
    /// The line fragment's box: its height includes line-height rules, not spacing.
    let box: CGRect
    /// The glyphs' ink.
    let ink: CGRect
}

/// One run of styled text: glyphs in one style on one line.
struct PlacedRun {
    let run: UnsafeMutablePointer<PangoGlyphItem>
    /// The index of its style in ``TextLayout/styleRuns``.
    let style: Int
    /// Its left edge, and the baseline its glyphs sit on (after any baseline offset).
    let x: CGFloat, baseline: CGFloat
    /// Its advance width.
    let width: CGFloat
    /// The line it is on.
    let line: PlacedLine
}

// Styled text: Pango breaks the lines and shapes the runs; Glaze places the
// lines with UIKit's paragraph rules and draws run by run, so that each style
// can take its own colour through the canvas's compositing.
extension TextLayout {
    /// Gives Pango each run's font, letter spacing and baseline offset. Every
    /// run also gets a distinct foreground attribute so that Pango never merges
    /// two styles into one run; Glaze draws with its own colours.
    func applyStyles() {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        let length = text.utf8.count
        for (index, run) in styleRuns.enumerated() {
            let start = UInt32(run.start)
            let end = UInt32(index + 1 < styleRuns.count ? styleRuns[index + 1].start : length)
            guard end > start else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let description = run.style.font.makeDescription()
            insert(pango_attr_font_desc_new(description)!)
            pango_font_description_free(description)
            let style = run.style
            if style.letterSpacing != 0 { insert(pango_attr_letter_spacing_new(Self.pangoUnits(style.letterSpacing))!) }
            if style.baselineOffset != 0 { insert(pango_attr_rise_new(Self.pangoUnits(style.baselineOffset))!) }
            if style.monospacedDigits { insert(pango_attr_font_features_new("tnum")!) }
            insert(pango_attr_foreground_new(UInt16(index & 0xFFFF), UInt16(index >> 16 & 0xFFFF), 0)!)
        }
        pango_layout_set_attributes(handle, list)
    }

    private static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32((points * CGFloat(PANGO_SCALE)).rounded())
    }

    /// Places Pango's lines with the paragraph style: each line as tall as its
    /// tallest run, scaled by the line-height multiple and held within the
    /// minimum and maximum, its glyphs at the bottom (as TextKit puts them);
    /// line spacing between lines, paragraph spacing between paragraphs.
    func placeLines() {
        placedLines.removeAll(keepingCapacity: true)
        let style = paragraph
        let left = style.lineBox(width: width).left
        let bytes = Array(text.utf8)
        let iterator = pango_layout_get_iter(handle)!
        defer { pango_layout_iter_free(iterator) }
        var y: CGFloat = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let pangoBaseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
            let box = logical.rect, inkBox = ink.rect
            let descent = box.maxY - pangoBaseline
            if !placedLines.isEmpty {
                y += style.lineSpacing
                if Self.startsParagraph(at: Int(line.pointee.start_index), in: bytes) {
                    y += style.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            var height = box.height
            if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
            if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
            let baseline = y + height - descent
            let shift = baseline - pangoBaseline
            let dx = left + unbrokenAlignmentOffset(lineWidth: box.width) - spacingAlignmentCorrection
            placedLines.append(PlacedLine(
                line: line, shift: shift, dx: dx, baseline: baseline,
                box: CGRect(x: dx + box.minX, y: y, width: box.width, height: height),
                ink: inkBox.offsetBy(dx: dx, dy: shift)))
            y += height
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// How far Pango's alignment moved lines right because it was given a
    /// wider width for letter-spaced text.
    private var spacingAlignmentCorrection: CGFloat {
        switch paragraph.alignment {
        case .left, .justified: return 0
        case .center: return spacingAllowance / 2
        case .right: return spacingAllowance
        }
    }

    /// Where a line that does not break sits within the width: Pango aligns
    /// only lines it was given a width for.
    private func unbrokenAlignmentOffset(lineWidth: CGFloat) -> CGFloat {
        guard !paragraph.breaksLines, paragraph.truncation == .none,
              let available = paragraph.lineBox(width: width).width else { return 0 }
        switch paragraph.alignment {
        case .left, .justified: return 0
        case .center: return (available - lineWidth) / 2
        case .right: return available - lineWidth
        }
    }

    /// Whether the byte at `index` starts a paragraph: the text's start, or
    /// just after a line feed, a carriage return or U+2029.
    private static func startsParagraph(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index > 0, index <= bytes.count else { return index == 0 }
        let before = bytes[index - 1]
        if before == 0x0A || before == 0x0D { return true }
        return index >= 3 && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80 && bytes[index - 1] == 0xA9
    }

    /// The styled layout's boxes: the union of its line fragments, and of its ink.
    var styledExtents: (ink: CGRect, logical: CGRect) {
        guard let first = placedLines.first else { return (.zero, .zero) }
        var logical = first.box, ink = first.ink
        for line in placedLines.dropFirst() {
            logical = logical.union(line.box)
            ink = ink.union(line.ink)
        }
        return (ink, logical)
    }

    /// Every run, line by line, in visual order.
    func placedRuns() -> [PlacedRun] {
        var runs: [PlacedRun] = []
        let iterator = pango_layout_get_iter(handle)!
        defer { pango_layout_iter_free(iterator) }
        var lineIndex = 0
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else {
                lineIndex += 1
                continue
            }
            guard lineIndex < placedLines.count else { break }
            let line = placedLines[lineIndex]
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE) + line.shift
                - CGFloat(run.pointee.y_offset) / CGFloat(PANGO_SCALE)
            let rect = logical.rect
            runs.append(PlacedRun(run: run, style: styleIndex(atByte: Int(run.pointee.item.pointee.offset)),
                                  x: line.dx + rect.minX, baseline: baseline, width: rect.width, line: line))
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }

    /// The style the byte at `offset` is set in.
    func styleIndex(atByte offset: Int) -> Int {
        var low = 0, high = styleRuns.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if styleRuns[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Shows the glyphs of the runs whose style is in `styles` (all for `nil`),
    /// with the layout's top-left corner at the current point.
    func showRuns(on cr: OpaquePointer, styles: Set<Int>?) {
        placeLines()
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let utf8 = pango_layout_get_text(handle)
        for run in placedRuns() where styles?.contains(run.style) ?? true {
            cairo_move_to(cr, x0 + run.x, y0 + run.baseline)
            pango_cairo_show_glyph_item(cr, utf8, run.run)
        }
        cairo_new_path(cr)
    }

    /// Adds the glyph outlines of the runs whose style is in `styles` (all for
    /// `nil`) to the current path, with the layout's top-left corner at the current point.
    func appendRunPaths(on cr: OpaquePointer, styles: Set<Int>?) {
        placeLines()
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        for run in placedRuns() where styles?.contains(run.style) ?? true {
            cairo_move_to(cr, x0 + run.x, y0 + run.baseline)
            pango_cairo_glyph_string_path(cr, run.run.pointee.item.pointee.analysis.font, run.run.pointee.glyphs)
        }
    }
}
