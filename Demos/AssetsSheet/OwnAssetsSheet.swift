import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// SVG icons tinted at every scale, a gradient-preserving tint of shaded art, a
/// tab bar of SVG icons, a registered brand font and colour emoji in titles.
enum OwnAssetsSheet {
    static let pageSize = CGSize(width: 820, height: 880)

    static let palette = [Color(red8: 31, green8: 111, blue8: 209), Color(red8: 232, green8: 89, blue8: 12), Color(red8: 43, green8: 138, blue8: 62), Color(red8: 194, green8: 37, blue8: 92),
                          Color(red8: 95, green8: 61, blue8: 196), Color(red8: 11, green8: 114, blue8: 133), Color(red8: 230, green8: 119, blue8: 0), Color(red8: 73, green8: 80, blue8: 87)]

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Your own assets",
            subtitle: "Bring an icon set in SVG, shaded art, and a brand font: the icons are drawn by librsvg at each scale "
                + "(and as paths in PDF and SVG), tinted with the first article's blend modes, and the font is registered "
                + "from its file. Files from Examples/brand/: icons and art CC0, Lato under the SIL Open Font License.")
        y = try drawScales(on: canvas, at: y)
        y = try drawGradientPreserving(on: canvas, at: y)
        y = try drawTabBar(on: canvas, at: y)
        y = try drawFonts(on: canvas, at: y)
        try drawEmoji(on: canvas, at: y)
    }

    /// Each icon tinted flat and rendered at 1x, 2x and 3x, every one shown 48
    /// points wide with its pixels magnified, so each scale shows its own density.
    static func drawScales(on canvas: Canvas, at top: CGFloat) throws -> CGFloat {
        var y = try SheetStyle.drawSection("Eight SVG icons tinted flat, rendered at 1x, 2x and 3x (pixels magnified to 48 points)",
                                           on: canvas, at: top)
        let icons = try BrandFiles.iconNames.map(BrandFiles.icon)
        for scale in [1.0, 2, 3] {
            try SheetStyle.drawCaption("\(Int(scale))x · \(Int(24 * scale)) px", on: canvas, x: SheetStyle.margin, y: y + 18, width: 70)
            for (index, icon) in icons.enumerated() {
                let tinted = try Tint(color: palette[index]).apply(to: icon.image(size: CGSize(width: 24, height: 24), scale: scale))
                let rect = CGRect(x: SheetStyle.margin + 84 + CGFloat(index) * 82, y: y, width: 48, height: 48)
                try canvas.fill(rect.insetBy(dx: -4, dy: -4), with: .color(.white))
                try canvas.draw(tinted, in: rect, interpolation: .none)
            }
            y += 62
        }
        return y + 6
    }

    /// Shaded art tinted flat and gradient-preserving: the second keeps its light and shade.
    static func drawGradientPreserving(on canvas: Canvas, at top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("Shaded SVG art: the source, then tinted flat and gradient-preserving", on: canvas, at: top)
        let badge = try BrandFiles.art("badge").image(size: CGSize(width: 48, height: 48), scale: max(canvas.scale, 2))
        var x = SheetStyle.margin
        try canvas.draw(badge, in: CGRect(x: x, y: y, width: 48, height: 48))
        try SheetStyle.drawCaption("source", on: canvas, x: x - 10, y: y + 52, width: 68)
        x += 96
        for color in [palette[0], palette[3], palette[2]] {
            for mode in [Tint.Mode.flat, .gradientPreserving] {
                try Tint(color: color, mode: mode).draw(badge, in: CGRect(x: x, y: y, width: 48, height: 48), on: canvas)
                try SheetStyle.drawCaption(mode == .flat ? "flat" : "gradient-preserving", on: canvas, x: x - 22, y: y + 52, width: 92)
                x += mode == .flat ? 84 : 108
            }
        }
        return y + 78
    }

    /// A tab bar whose items are the SVG icons.
    static func drawTabBar(on canvas: Canvas, at top: CGFloat) throws -> CGFloat {
        let y = try SheetStyle.drawSection("A tab bar of SVG icons: their alpha, drawn as the bar draws any icon", on: canvas, at: top)
        let scale = max(canvas.scale, 2)
        let names = ["inbox", "calendar", "chat", "map-pin", "settings"]
        let items = try names.enumerated().map { index, name in
            try TabBar.Item(icon: BrandFiles.icon(name).image(size: CGSize(width: 26, height: 26), scale: scale), hasNewContent: index == 0)
        }
        let bar = try TabBar(items: items, selectedIndex: 2, appearance: .standard(scale: scale))
        try bar.draw(in: CGRect(x: SheetStyle.margin, y: y + 10, width: 600, height: 44), on: canvas)
        return y + 74
    }

    /// A title in the registered brand font beside the same title in the fallback.
    static func drawFonts(on canvas: Canvas, at top: CGFloat) throws -> CGFloat {
        var y = try SheetStyle.drawSection("A brand font registered from its file", on: canvas, at: top)
        let family = try BrandFiles.brandFamily()
        for requested in [family, Font.defaultFamily] {
            let layout = try TextLayout("Inbox zero, every morning", font: Font(family: requested, size: 26, weight: .bold))
            try canvas.draw(layout, at: CGPoint(x: SheetStyle.margin, y: y), color: SheetStyle.ink)
            try SheetStyle.drawNote("font: \(requested) → \(layout.resolvedFontFamily), \(String(format: "%.1f", layout.size.width)) points wide",
                                    on: canvas, x: SheetStyle.margin + 420, y: y + 10, width: 320)
            y += layout.size.height + 8
        }
        let bar = NavigationBar(title: "Inbox", background: .gradient([Color(red8: 61, green8: 139, blue8: 217), Color(red8: 28, green8: 79, blue8: 153)]),
                                titleFont: Font(family: family, size: 20, weight: .bold),
                                backButton: BackButton(title: "Mail", font: Font(family: family, size: 12, weight: .bold)))
        try bar.draw(in: CGRect(x: SheetStyle.margin, y: y + 6, width: 375, height: 44), on: canvas)
        let button = try ButtonTitle("Send", font: Font(family: family, size: 18, weight: .bold),
                                     icon: BrandFiles.icon("reply").image(size: CGSize(width: 22, height: 22), scale: max(canvas.scale, 2)))
        let rect = CGRect(x: SheetStyle.margin + 400, y: y + 6, width: 160, height: 44)
        try GlossyButton(color: Color(red8: 31, green8: 111, blue8: 209)).draw(in: rect, on: canvas)
        try button.draw(in: rect, on: canvas)
        return y + 70
    }

    /// Colour emoji in a button title and a bar title, when a colour emoji font is installed.
    static func drawEmoji(on canvas: Canvas, at top: CGFloat) throws {
        let y = try SheetStyle.drawSection("Colour emoji in titles", on: canvas, at: top)
        let rect = CGRect(x: SheetStyle.margin, y: y + 6, width: 220, height: 44)
        try GlossyButton(color: Color(red8: 43, green8: 138, blue8: 62)).draw(in: rect, on: canvas)
        try ButtonTitle("Ship it 🚀🎉", font: .bold(18)).draw(in: rect, on: canvas)
        let bar = NavigationBar(title: "Trips ✈️🏝️", background: .gradient([Color(red8: 61, green8: 139, blue8: 217), Color(red8: 28, green8: 79, blue8: 153)]))
        try bar.draw(in: CGRect(x: SheetStyle.margin + 250, y: y + 6, width: 320, height: 44), on: canvas)
        let families = try TextLayout("Ship it 🚀🎉", font: .bold(18)).usedFontFamilies
        let emoji = families.first { $0.localizedCaseInsensitiveContains("emoji") }
        try SheetStyle.drawNote(emoji.map { "Fonts used for the button's title: \(families.joined(separator: ", ")); the emoji come from \($0), in colour." }
                                    ?? "No colour emoji font is installed (Debian: fonts-noto-color-emoji); emoji fall back to outlines.",
                                on: canvas, x: SheetStyle.margin, y: y + 60, width: 600)
    }
}
