import Foundation
import Glaze
import GlazeKit
import GlazeTestSupport
import SnapshotTesting
import Testing

@Suite("Segmented controls")
struct SegmentedControlTests {
    @Test("the width is the segments' plus a divider between each two")
    func geometry() throws {
        let appearance = try SegmentedControlAppearance.standard(height: 47, scale: 2)
        let control = try SegmentedControl(segments: [.init(title: "One", width: 80), .init(title: "Two", width: 100),
                                                      .init(title: "Three", width: 47)], appearance: appearance)
        #expect(control.size == CGSize(width: 80 + 100 + 47 + 2, height: 47))
        #expect(control.segmentFrames(at: CGPoint(x: 10, y: 5)) == [
            CGRect(x: 10, y: 5, width: 80, height: 47), CGRect(x: 91, y: 5, width: 100, height: 47),
            CGRect(x: 192, y: 5, width: 47, height: 47),
        ])
    }

    @Test("outer segments keep their outer caps; inner edges are square")
    func capsByPosition() throws {
        let appearance = try SegmentedControlAppearance.standard(height: 30, cornerRadius: 7, scale: 1)
        let control = try SegmentedControl(segments: [.init(title: "", width: 60), .init(title: "", width: 60)],
                                           appearance: appearance)
        let image = try control.rendered(scale: 1)
        // The outer corners are rounded (transparent at the very corner) ...
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: Int(control.size.width) - 1, y: 0).alpha == 0)
        // ... the inner edges meet the divider square: opaque right up to it.
        #expect(image.pixel(x: 59, y: 0).alpha == 255 && image.pixel(x: 61, y: 0).alpha == 255)
        #expect(image.pixel(x: 60, y: 15) == Pixel(Color(white: 0.55)), "the divider line")
    }

    @Test("bad segments and selections are named errors")
    func invalid() throws {
        let appearance = try SegmentedControlAppearance.standard(scale: 2)
        #expect(throws: GlazeError(.invalidArgument(name: "segments", value: "[]", reason: "a segmented control needs at least one segment"))) {
            try SegmentedControl(segments: [], appearance: appearance)
        }
        #expect(throws: GlazeError(.invalidArgument(name: "selected index", value: "3", reason: "must be in 0..<2"))) {
            try SegmentedControl(segments: [.init(title: "a", width: 40), .init(title: "b", width: 40)], selectedIndex: 3, appearance: appearance)
        }
        #expect(throws: GlazeError.self) {
            try SegmentedControl(segments: [.init(title: "a", width: -4)], appearance: appearance)
        }
        #expect(throws: GlazeError.self) {
            try SegmentedControl(segments: [.init(title: "a", width: .infinity)], appearance: appearance)
        }
    }

    @Test("golden: three segments with the middle selected, and a lone segment", arguments: [1, 2] as [CGFloat])
    func golden(scale: CGFloat) throws {
        let appearance = try SegmentedControlAppearance.standard(scale: scale)
        let three = try SegmentedControl(segments: [.init(title: "Day", width: 70), .init(title: "Week", width: 80),
                                                    .init(title: "A month or more", width: 70)],
                                         selectedIndex: 1, appearance: appearance)
        let lone = try SegmentedControl(segments: [.init(title: "Only", width: 70)], selectedIndex: 0, appearance: appearance)
        let sheet = try ImageSurface(width: 240, height: 80, scale: scale)
        try sheet.draw { canvas in
            try canvas.fill(canvas.bounds, with: .color(Color(white: 0.95)))
            try three.draw(at: CGPoint(x: 8, y: 8), on: canvas)
            try lone.draw(at: CGPoint(x: 8, y: 44), on: canvas)
        }
        assertSnapshot(of: sheet, as: .png(), named: "segmented@\(Int(scale))x")
    }
}
