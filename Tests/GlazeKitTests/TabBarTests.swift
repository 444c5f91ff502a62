import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

@Suite("Tab bar")
struct TabBarTests {
    func bar(selected: Int? = 1, glowing: Set<Int> = [2]) throws -> TabBar {
        let icons = [try TestIcons.star(), try TestIcons.ring(), try TestIcons.square()]
        let items = try icons.enumerated().map { try TabBar.Item(icon: $0.element, hasNewContent: glowing.contains($0.offset)) }
        return try TabBar(items: items, selectedIndex: selected, appearance: .standard(scale: 1))
    }

    @Test("the top half is the 22-point gradient, the bottom half solid black")
    func halves() throws {
        let image = try bar(selected: nil, glowing: []).rendered(width: 300, scale: 1)
        let top = 5  // the indicator's overhang
        let expected: [UInt8] = [22, 83] + (0..<20).map { UInt8(60 - $0) }
        for (row, level) in expected.enumerated() {
            #expect(image.pixel(x: 2, y: top + row) == Pixel(red: level, green: level, blue: level, alpha: 255), "row \(row)")
        }
        for row in 22..<44 {
            #expect(image.pixel(x: 2, y: top + row) == Pixel(.black), "row \(row)")
        }
        #expect(image.pixelHeight == 49 && image.pixel(x: 2, y: 0).alpha == 0, "room above for the indicator")
    }

    @Test("an unselected icon is light grey exactly where the icon has alpha")
    func unselectedIcon() throws {
        let tab = try bar().itemImage(2, selected: false, glowing: false, width: 100, scale: 1)
        // The 20-point square icon centred in 100 × 44: its opaque middle spans x 45..<55, y 17..<27.
        let grey = Pixel(Color(white: 2.0 / 3.0))
        for y in 0..<44 {
            for x in 0..<100 {
                let inside = (45..<55).contains(x) && (17..<27).contains(y)
                #expect(tab.pixel(x: x, y: y) == (inside ? grey : Pixel(red: 0, green: 0, blue: 0, alpha: 0)), "(\(x), \(y))")
            }
        }
    }

    @Test("a selected icon runs the glossy blue gradient down the icon, over the selection")
    func selectedIcon() throws {
        let tab = try bar().itemImage(2, selected: true, glowing: false, width: 100, scale: 1)
        // The gradient spans the icon's rect, y 12..<32: the square covers its middle half,
        // from just above the break (light blue) to just below it (deep blue).
        let above = tab.pixel(x: 50, y: 21).color, below = tab.pixel(x: 50, y: 22).color
        #expect(above.blue > 0.9 && above.red > 0.45, "above the break: \(above)")
        #expect(below.red < 0.2 && below.blue > 0.85, "below the break: \(below)")
        // Outside the icon only the faint selection background shows.
        #expect(tab.pixel(x: 50, y: 2).alpha == 0, "above the selection, which starts 4 points down")
        #expect(tab.pixel(x: 50, y: 40).alpha > 0 && tab.pixel(x: 50, y: 40).alpha < 80, "the embossed selection")
    }

    @Test("a glowing item gets cyan at its bottom centre and nothing above")
    func glow() throws {
        let plain = try bar().itemImage(0, selected: false, glowing: false, width: 100, scale: 1)
        let glowing = try bar().itemImage(0, selected: false, glowing: true, width: 100, scale: 1)
        let bottom = glowing.pixel(x: 50, y: 43).color
        #expect(bottom.blue > 0.9 && bottom.green > 0.8 && bottom.red < 0.5 && bottom.alpha > 0.7, "\(bottom)")
        #expect(plain.pixel(x: 50, y: 43).alpha == 0)
        for x in 0..<100 { #expect(glowing.pixel(x: x, y: 1) == plain.pixel(x: x, y: 1)) }
    }

    @Test("the indicator sits over the selected item: x = centre − 5, from 5 points above the bar to 2 inside")
    func indicator() throws {
        let image = try bar(selected: 1).rendered(width: 300, scale: 1)
        // The selected tab spans x 100..<200: centre 150; the triangle spans x 145...155.
        #expect(image.pixel(x: 150, y: 1).alpha > 100, "apex")
        expectPixel(image.pixel(x: 150, y: 5), RGBA(242.25, 242.25, 242.25, 255), tolerance: 1, "base, 2 points inside the bar")
        #expect(image.pixel(x: 143, y: 4).alpha == 0 && image.pixel(x: 157, y: 4).alpha == 0)
        #expect(image.pixel(x: 50, y: 3).alpha == 0, "no indicator over an unselected item")
    }

    @Test("bad items and indexes are named errors")
    func errors() throws {
        #expect(throws: GlazeError(.invalidArgument(name: "tab bar items", value: "[]", reason: "a tab bar needs at least one item"))) {
            try TabBar(items: [], appearance: .standard(scale: 2))
        }
        let item = try TabBar.Item(icon: TestIcons.star())
        #expect(throws: GlazeError(.invalidArgument(name: "selected index", value: "3", reason: "must be in 0..<2"))) {
            try TabBar(items: [item, item], selectedIndex: 3, appearance: .standard(scale: 2))
        }
        #expect(throws: GlazeError(.invalidArgument(name: "icon", value: "10×10 image", reason: "is fully transparent: its alpha holds no shape to draw"))) {
            try TabBar.Item(icon: TestIcons.empty())
        }
        #expect(throws: GlazeError(.invalidArgument(name: "icon", value: "10×10 image", reason: "is fully opaque: it has no alpha channel to take a shape from"))) {
            try TabBar.Item(icon: TestIcons.opaque())
        }
        #expect(throws: GlazeError.self) { try TabBar(items: [item], appearance: .standard(scale: 2)).itemImage(4, selected: false, glowing: false, width: 60, scale: 2) }
    }

    @Test("golden: three items, the second selected, the third glowing", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let icons = [try TestIcons.star(scale: scale), try TestIcons.ring(scale: scale), try TestIcons.square(scale: scale)]
        let items = try icons.enumerated().map { try TabBar.Item(icon: $0.element, hasNewContent: $0.offset == 2) }
        let bar = try TabBar(items: items, selectedIndex: 1, appearance: .standard(scale: scale))
        let image = try ImageSurface(width: 320, height: 60, scale: scale)
        try image.draw { canvas in
            try canvas.fill(canvas.bounds, with: .color(Color(white: 0.93)))
            try bar.draw(in: CGRect(x: 0, y: 12, width: 320, height: 44), on: canvas)
        }
        assertSnapshot(of: image, as: .png(), named: "tabbar@\(Int(scale))x")
    }
}
