internal import CGlazeCairo
import Foundation

/// A line under or through part of a run, in the layout's coordinates.
struct TextMark {
    /// The style the run is set in.
    let style: Int
    let decoration: TextDecoration
    /// The line's box: left to right, top to top plus its thickness.
    let rect: CGRect
}

// What styled text draws besides its glyphs: run backgrounds and decoration lines.
extension TextLayout {
    /// Each background colour's boxes: the run's advance across its line fragment.
    func backgroundBoxes() -> [(style: Int, rect: CGRect)] {
        placedRuns().compactMap { run in
            guard styleRuns[run.style].style.background != nil else { return nil }
            return (run.style, CGRect(x: run.x, y: run.line.box.minY, width: run.width, height: run.line.box.height))
        }
    }

    /// Every underline and strikethrough line, at the positions and
    /// thicknesses the run's font gives.
    func decorationMarks() -> [TextMark] {
        var marks: [TextMark] = []
        for run in placedRuns() {
            let style = styleRuns[run.style].style
            guard style.underline != nil || style.strikethrough != nil,
                  let font = run.run.pointee.item.pointee.analysis.font,
                  let metrics = pango_font_get_metrics(font, nil) else { continue }
            defer { pango_font_metrics_unref(metrics) }
            let scale = CGFloat(PANGO_SCALE)
            let lines: [(TextDecoration?, CGFloat, CGFloat)] = [
                (style.underline, CGFloat(pango_font_metrics_get_underline_position(metrics)) / scale,
                 CGFloat(pango_font_metrics_get_underline_thickness(metrics)) / scale),
                (style.strikethrough, CGFloat(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                 CGFloat(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale),
            ]
            for case let (decoration?, position, fontThickness) in lines {
                let thickness = max(fontThickness, style.font.size / 24)
                let top = run.baseline - position
                let spans = decoration.wordsOnly ? wordSpans(of: run) : [run.x...(run.x + run.width)]
                let boxes: [(CGFloat, CGFloat)]
                switch decoration.weight {
                case .single: boxes = [(top, thickness)]
                case .thick: boxes = [(top, thickness * 2)]
                case .double: boxes = [(top, thickness), (top + thickness * 2, thickness)]
                }
                for span in spans where span.upperBound > span.lowerBound {
                    for (y, height) in boxes {
                        marks.append(TextMark(style: run.style, decoration: decoration,
                                              rect: CGRect(x: span.lowerBound, y: y, width: span.upperBound - span.lowerBound, height: height)))
                    }
                }
            }
        }
        return marks
    }

    /// The stretches of a run between its spaces, for decorations that skip them.
    private func wordSpans(of run: PlacedRun) -> [ClosedRange<CGFloat>] {
        let glyphs = run.run.pointee.glyphs.pointee
        let itemOffset = Int(run.run.pointee.item.pointee.offset)
        let bytes = text.utf8
        var spans: [ClosedRange<CGFloat>] = []
        var x = run.x, start: CGFloat?
        for index in 0..<Int(glyphs.num_glyphs) {
            let advance = CGFloat(glyphs.glyphs[index].geometry.width) / CGFloat(PANGO_SCALE)
            let byteIndex = itemOffset + Int(glyphs.log_clusters[index])
            let isSpace = byteIndex < bytes.count && [0x20, 0x09].contains(bytes[bytes.index(bytes.startIndex, offsetBy: byteIndex)])
            if isSpace {
                if let begin = start { spans.append(begin...x) }
                start = nil
            } else if start == nil {
                start = x
            }
            x += advance
        }
        if let begin = start { spans.append(begin...x) }
        return spans
    }

    /// The outlines of the glyphs whose style is in `styles`, with the
    /// layout's top-left corner at `origin`.
    func glyphOutline(styles: Set<Int>, at origin: CGPoint) -> Path {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_move_to(cr, origin.x, origin.y)
        appendPath(on: cr, styles: styles)
        let copied = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copied) }
        var path = Path()
        let data = copied.pointee.data!
        var index = 0
        while index < Int(copied.pointee.num_data) {
            let header = data[index].header
            let point = { (k: Int) in CGPoint(x: data[index + k].point.x, y: data[index + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: path.closeSubpath()
            }
            index += Int(header.length)
        }
        return path
    }
}
