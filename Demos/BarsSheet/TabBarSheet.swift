import DemoSupport
import Foundation
import Glaze
import GlazeKit

/// Tab bars with several item counts, selections and glows, and the item states alone.
enum TabBarSheet {
    static let pageSize = CGSize(width: 820, height: 1040)

    static func draw(_ canvas: Canvas) throws {
        var y = try SheetStyle.drawHeader(
            on: canvas, title: "Tab bars",
            subtitle: "The Twitter-style bar: 44 points, a 22-point gradient over black, icons taken from any image's alpha — "
                + "light grey, or the glossy blue gradient when selected — an embossed selection, a cyan glow for new content, "
                + "and a triangle over the selected item.")
        let scale = max(canvas.scale, 2)
        let appearance = try TabBarAppearance.standard(scale: scale)
        let icons = try BuiltInIcons.names.map { try BuiltInIcons.icon($0, scale: scale) }
        y = try SheetStyle.drawSection("Three, four and five items; selection and glow", on: canvas, at: y)
        let setups: [(count: Int, selected: Int?, glowing: Set<Int>, width: CGFloat)] = [
            (3, 0, [], 320), (4, 2, [1], 480), (5, 4, [0, 2], 600), (5, nil, [3], 748),
        ]
        for setup in setups {
            let items = try (0..<setup.count).map { try TabBar.Item(icon: icons[$0], hasNewContent: setup.glowing.contains($0)) }
            let bar = try TabBar(items: items, selectedIndex: setup.selected, appearance: appearance)
            try bar.draw(in: CGRect(x: SheetStyle.margin, y: y + 8, width: setup.width, height: 44), on: canvas)
            let note = "\(setup.count) items, " + (setup.selected.map { "item \($0 + 1) selected" } ?? "none selected")
                + (setup.glowing.isEmpty ? "" : ", new content in \(setup.glowing.sorted().map { String($0 + 1) }.joined(separator: " and "))")
            try SheetStyle.drawNote(note, on: canvas, x: SheetStyle.margin, y: y + 56, width: setup.width)
            y += 82
        }
        y = try SheetStyle.drawSection("Item states rendered alone, for an app to compose", on: canvas, at: y)
        let item = try TabBar.Item(icon: icons[2])
        let single = try TabBar(items: [item], appearance: appearance)
        var x = SheetStyle.margin
        for (label, selected, glowing) in [("normal", false, false), ("selected", true, false), ("glowing", false, true),
                                           ("selected, glowing", true, true)] {
            let rect = CGRect(x: x, y: y, width: 90, height: 44)
            try single.drawBackground(in: rect, on: canvas)
            try canvas.draw(try single.itemImage(0, selected: selected, glowing: glowing, width: 90, scale: scale), in: rect)
            try SheetStyle.drawCaption(label, on: canvas, x: x - 10, y: rect.maxY + 4, width: 110)
            x += 130
        }
        let magnified = CGRect(x: x + 10, y: y - 4, width: 26 * 2, height: 26 * 2)
        try canvas.fill(magnified, with: .color(.white))
        try canvas.draw(icons[2], in: magnified, interpolation: .none)
        try SheetStyle.drawNote("The source (×2): any image; only its alpha is used.", on: canvas,
                                x: magnified.maxX + 12, y: magnified.minY + 10, width: canvas.size.width - SheetStyle.margin - magnified.maxX - 12)
        y += 44 + 34
        y = try SheetStyle.drawSection("A new selection: the indicator slides from item 1 to item 4",
                                       on: canvas, at: y)
        let items = try (0..<5).map { try TabBar.Item(icon: icons[$0]) }
        let bar = try TabBar(items: items, appearance: appearance)
        let slide = try TabBarIndicatorAnimation(bar: bar, from: 0, to: 3, width: 600)
        let film = try TabBarIndicatorFilmstrip(bar: bar, animation: slide)
        let frames = try slide.frames(frameRate: 30)
        try film.draw(frames, on: canvas, at: CGPoint(x: SheetStyle.margin, y: y), gap: 4, labelWidth: 56)
        let strip = Filmstrip(frameSize: film.frameSize, gap: 4, labelWidth: 56).size(frameCount: frames.count)
        try SheetStyle.drawNote("30 frames a second. The article says only that the triangle \"animates into place\"; Glaze takes UIKit's "
                                + "defaults for a view animation: 0.2 s, ease-in-ease-out. The items' look switches half way, at \(String(format: "%.2f", slide.selectionSwitchTime)) s.",
                                on: canvas, x: SheetStyle.margin + 56, y: y + strip.height + 6, width: 600)
    }
}
