#if Server
import Foundation
import Glaze
import GlazeTheme

/// `GET /`: every theme's assets as HTML, resizable ones at several widths
/// through CSS `border-image`, with each theme's error when its file does not
/// read; the page reloads itself when the server reports a change.
enum PreviewPage {
    /// The extra widths, in points, resizable assets are shown at.
    static let widths: [CGFloat] = [160, 280]

    static func html(themes: [ServedTheme], widths: [CGFloat]) -> String {
        var body = ""
        if themes.isEmpty { body += "<p class=empty>No theme files (.yaml, .yml, .json) in this folder yet.</p>\n" }
        for served in themes {
            body += "<section id=\"theme-\(escape(served.name))\">\n<h2>\(escape(served.theme?.name ?? served.name))"
            body += " <small>\(escape(served.file.lastPathComponent))</small></h2>\n"
            if let error = served.error {
                body += "<p class=error>\(escape(error))</p>\n"
                if served.theme != nil { body += "<p class=note>Showing the last version that read.</p>\n" }
            }
            if let theme = served.theme {
                for asset in theme.assets {
                    for state in asset.states {
                        body += row(AssetFile(asset: asset, state: state, scale: 2, format: .png), theme: served.name, widths: widths)
                    }
                }
            }
            body += "</section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>glaze serve</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f4f4; color: #222; }
        h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; } small { color: #777; font-weight: normal; }
        .asset { display: flex; align-items: center; gap: 16px; margin: 10px 0; flex-wrap: wrap; }
        .asset code { width: 220px; font-size: 12px; }
        .error { background: #fde7e7; border: 1px solid #d33; color: #900; padding: 8px 10px; white-space: pre-wrap; }
        .note, .empty { color: #777; }
        .stretch { box-sizing: border-box; border-style: solid; }
        </style></head>
        <body>
        <h1>glaze serve</h1>
        \(body)<script>
        const events = new EventSource('/events');
        events.addEventListener('change', () => location.reload());
        </script>
        </body></html>

        """
    }

    /// One asset in one state: at its own size, and stretched to `widths` when it is resizable.
    private static func row(_ file: AssetFile, theme: String, widths: [CGFloat]) -> String {
        let size = file.size
        let source = "/themes/\(percent(theme))/assets/\(percent(file.fileName))"
        var html = "<div class=asset><code>\(escape(file.fileName))</code>"
        html += "<img src=\"\(source)\" width=\"\(css(size.width))\" height=\"\(css(size.height))\" alt=\"\(escape(file.fileName))\">"
        if let caps = file.asset.look.capInsets {
            let slice = [caps.top, caps.right, caps.bottom, caps.left].map { String(Int((Double($0) * 2).rounded())) }
            let border = [caps.top, caps.right, caps.bottom, caps.left].map { css($0) + "px" }
            let repeatMode = file.asset.look.resizingMode == .tile ? "round" : "stretch"
            for width in widths where width > size.width {
                html += "<div class=stretch style=\"width: \(css(width))px; height: \(css(size.height))px; "
                html += "border-width: \(border.joined(separator: " ")); "
                html += "border-image: url('\(source)') \(slice.joined(separator: " ")) fill / \(border.joined(separator: " ")) \(repeatMode);\"></div>"
            }
        }
        return html + "</div>\n"
    }

    private static func css(_ value: CGFloat) -> String { NumberText.exact(Double(value)) }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static func percent(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? segment
    }
}
#endif
