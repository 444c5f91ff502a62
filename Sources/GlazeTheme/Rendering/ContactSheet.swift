import Foundation
import Glaze
import GlazeKit

/// A contact sheet of a theme: every asset with its name and kind, its states
/// side by side, resizable ones at a few widths.
public enum ContactSheet {
    static let width: CGFloat = 820
    static let margin: CGFloat = 32

    /// The formats a sheet is written in.
    public enum Format: String, Sendable, CaseIterable {
        /// One vector page.
        case pdf
        /// One image at 2x.
        case png

        /// The format a file name's extension asks for, if any.
        public init?(fileName: String) {
            self.init(rawValue: URL(fileURLWithPath: fileName).pathExtension.lowercased())
        }
    }

    /// Writes the sheet to `url`, atomically: a PDF, or a PNG at 2x when the
    /// name ends in `.png`.
    ///
    /// The sheet is one page as tall as the theme needs; it is refused with a
    /// ``RenderBudgetError`` before anything is drawn when that page at 2x holds
    /// more than `maximumPixels`.
    public static func write(_ theme: Theme, to url: URL,
                             maximumPixels: Int = RenderOptions.standardMaximumPixels) throws {
        guard let format = Format(fileName: url.path) else {
            throw RenderError(.invalidOption, "\(url.path): the sheet must be a .pdf or a .png file")
        }
        try AtomicFile.write(try data(theme, format: format, maximumPixels: maximumPixels), to: url)
    }

    /// The sheet's bytes.
    /// - Parameters:
    ///   - theme: the theme whose assets the sheet shows.
    ///   - format: a PDF page, or a PNG at 2x.
    ///   - maximumPixels: the most pixels the page may have at 2x.
    ///   - willDraw: called with each asset before it is drawn, so that a
    ///     process drawing in a worker can say which one a crash was in.
    /// - Throws: ``RenderBudgetError`` before anything is drawn when the page
    ///   at 2x holds more than `maximumPixels`.
    public static func data(_ theme: Theme, format: Format, maximumPixels: Int = RenderOptions.standardMaximumPixels,
                            willDraw: (ThemeAsset) -> Void = { _ in }) throws -> Data {
        try checkBudget(theme, maximumPixels: maximumPixels)
        let rows = try layout(theme)
        let size = CGSize(width: width, height: height(of: rows))
        let draw = { (canvas: Canvas) throws in try drawSheet(theme, rows: rows, on: canvas, willDraw: willDraw) }
        switch format {
        case .png:
            let image = try ImageSurface(size: size, scale: 2)
            try image.draw(draw)
            return try image.pngData()
        case .pdf:
            let pdf = try PDFDocument(title: "\(theme.name) — contact sheet")
            try pdf.addPage(size: size, draw)
            return try pdf.data()
        }
    }

    /// Throws ``RenderBudgetError`` when the sheet of `theme` at 2x holds more
    /// than `maximumPixels`; draws nothing.
    public static func checkBudget(_ theme: Theme, maximumPixels: Int) throws {
        let needed = pixelCount(CGSize(width: width, height: height(of: try layout(theme))))
        guard needed <= maximumPixels else { throw RenderBudgetError(needed: needed, budget: maximumPixels) }
    }

    static func height(of rows: [Row]) -> CGFloat {
        (rows.last.map { $0.y + $0.height } ?? 100) + margin
    }

    /// The sheet's pixels at 2x, the scale of its PNG and of the images its PDF holds.
    static func pixelCount(_ size: CGSize) -> Int {
        PixelRounding.pixelCount(size, scale: 2)
    }

    struct Row {
        var asset: ThemeAsset
        var y: CGFloat
        var height: CGFloat
    }

    /// The widths the sheet shows an asset at: its own, or for a kind shown
    /// stretched its minimum, its preview width and wider.
    static func widths(_ asset: ThemeAsset) -> [CGFloat] {
        let minimum = asset.look.exportSize.width
        guard case .stretched = asset.look.spec.sheetPreview else { return [minimum] }
        return [minimum, asset.previewWidth, min(asset.previewWidth * 1.6, 420)].filter { $0 >= minimum }
    }

    static func layout(_ theme: Theme) throws -> [Row] {
        var y: CGFloat = 96
        return theme.assets.map { asset in
            // A heading, then one line per state.
            let height = 22 + CGFloat(asset.states.count) * (asset.look.exportSize.height + 26)
            defer { y += height + 14 }
            return Row(asset: asset, y: y, height: height)
        }
    }

    static func drawSheet(_ theme: Theme, rows: [Row], on canvas: Canvas, willDraw: (ThemeAsset) -> Void) throws {
        let ink = Color(red: 0.13, green: 0.15, blue: 0.19), muted = Color(red: 0.42, green: 0.45, blue: 0.5)
        try canvas.fill(canvas.bounds, with: .color(Color(white: 0.97)))
        try canvas.draw(TextLayout(theme.name, font: .bold(24)), at: CGPoint(x: margin, y: margin), color: ink)
        try canvas.draw(TextLayout("\(theme.assets.count) assets from \(URL(fileURLWithPath: theme.file).lastPathComponent)",
                                   font: .body(11)), at: CGPoint(x: margin, y: margin + 32), color: muted)
        let labelWidth: CGFloat = 76
        for row in rows {
            let asset = row.asset
            willDraw(asset)
            try canvas.draw(TextLayout("\(asset.name)  ·  \(asset.look.kind.rawValue)", font: .bold(12)),
                            at: CGPoint(x: margin, y: row.y), color: ink)
            var y = row.y + 22
            for state in asset.states {
                try canvas.draw(TextLayout(state.rawValue, font: .body(10), width: labelWidth - 8, truncation: .tail),
                                at: CGPoint(x: margin, y: y + asset.look.exportSize.height / 2 - 6), color: muted)
                var x = margin + labelWidth
                for width in widths(asset) {
                    // Leave out the wider previews that would run off the page.
                    guard x + max(width, asset.look.exportSize.width) <= Self.width - margin || x == margin + labelWidth else { break }
                    let drawn = try drawPreview(asset, state: state, width: width, at: CGPoint(x: x, y: y), on: canvas)
                    if case .stretched = asset.look.spec.sheetPreview {
                        let label = try TextLayout("\(Int(drawn.width.rounded())) pt", font: .body(9))
                        try canvas.draw(label, at: CGPoint(x: x, y: drawn.maxY + 3), color: muted)
                        x = max(drawn.maxX, x + label.size.width) + 18
                    } else {
                        x = drawn.maxX + 18
                    }
                }
                y += asset.look.exportSize.height + 26
            }
        }
    }

    /// Draws one preview, as the asset's kind says; returns where it went.
    static func drawPreview(_ asset: ThemeAsset, state: ControlState, width: CGFloat, at origin: CGPoint,
                            on canvas: Canvas) throws -> CGRect {
        switch asset.look.spec.sheetPreview {
        case .whole:
            let rect = CGRect(origin: origin, size: asset.look.exportSize)
            try asset.look.drawAsset(state, in: rect, on: canvas)
            return rect
        case .stretched:
            return try drawStretchedPreview(of: asset, state: state, width: width, at: origin, on: canvas)
        case let .drawn(draw):
            return try draw(origin, state, canvas)
        }
    }

    /// A resizable background stretched to `width`, with the asset's preview
    /// title and icon over it: the preview of the button backgrounds.
    static func drawStretchedPreview(of asset: ThemeAsset, state: ControlState, width: CGFloat, at origin: CGPoint,
                                     on canvas: Canvas) throws -> CGRect {
        let size = asset.look.exportSize
        let rect = CGRect(x: origin.x, y: origin.y, width: width, height: size.height)
        let raster = AssetRaster(asset, state: state)
        let image = try Image(size: size, scale: max(canvas.scale, 2)) { try raster.draw(in: $0.bounds, on: $0) }
        try ResizableImage(image: image, capInsets: asset.look.capInsets ?? .zero,
                           resizingMode: asset.look.resizingMode ?? .stretch).draw(in: rect, on: canvas)
        if asset.previewTitle != nil || asset.previewIcon != nil, width >= 60 {
            let icon = try asset.previewIcon.map { try $0.image(scale: max(canvas.scale, 1)) }
            let standard = ButtonTitle("")
            try ButtonTitle(asset.previewTitle ?? "", font: asset.previewFont ?? .bold(min(size.height * 0.42, 24)),
                            color: asset.previewTitleColor,
                            shadow: TitleShadow.shadow(for: asset.previewTitleColor, standard: standard.shadow),
                            icon: icon).draw(in: rect, on: canvas)
        }
        return rect
    }
}
