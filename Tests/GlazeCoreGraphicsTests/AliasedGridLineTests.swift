import Foundation
import Glaze
import GlazeCoreGraphics
import Testing

/// Which device pixel rows an aliased horizontal grid line lights, for each
/// width (0 is Core Graphics' hairline, one device pixel), position on and
/// off the pixel grid, and scale.
///
/// Glaze's rule: a row is lit when its centre lies in the stroke's band, the
/// band's top edge (device space, y down) included and its bottom edge not.
/// Apple-rendered evidence for aliased strokes was sought and not found:
/// danielgindi/Charts (commit 29e4f58f), whose axis renderers call
/// `setShouldAntialias(axis.gridAntialiasEnabled)`, records its snapshots
/// with that flag at its default, `true` (its 0.5-point grid lines at 3x are
/// grey pairs, alpha 0xF2 and 0x8C in LineChartTests/testDefaultValues
/// column 703, rows 47 and 48), and no other public snapshot suite with
/// aliased Core Graphics strokes turned up. The table pins Glaze's rule until
/// such evidence says where Core Graphics differs.
@Suite("Aliased grid lines")
struct AliasedGridLineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scale: CGFloat, width: CGFloat, y: CGFloat, rows: [Int]
        var testDescription: String { "\(width) pt at y \(y), \(Int(scale))x" }
    }

    static let cases: [Case] = [
        // 1x
        Case(scale: 1, width: 0, y: 10, rows: [9]), Case(scale: 1, width: 0, y: 10.25, rows: [10]),
        Case(scale: 1, width: 0, y: 10.5, rows: [10]), Case(scale: 1, width: 0, y: 10.75, rows: [10]),
        // A half-pixel band that holds no pixel centre lights nothing.
        Case(scale: 1, width: 0.5, y: 10, rows: []), Case(scale: 1, width: 0.5, y: 10.25, rows: []),
        Case(scale: 1, width: 0.5, y: 10.5, rows: [10]), Case(scale: 1, width: 0.5, y: 10.75, rows: [10]),
        Case(scale: 1, width: 1, y: 10, rows: [9]), Case(scale: 1, width: 1, y: 10.25, rows: [10]),
        Case(scale: 1, width: 1, y: 10.5, rows: [10]), Case(scale: 1, width: 1, y: 10.75, rows: [10]),
        Case(scale: 1, width: 2, y: 10, rows: [9, 10]), Case(scale: 1, width: 2, y: 10.25, rows: [9, 10]),
        Case(scale: 1, width: 2, y: 10.5, rows: [9, 10]), Case(scale: 1, width: 2, y: 10.75, rows: [10, 11]),
        // 2x
        Case(scale: 2, width: 0, y: 10, rows: [19]), Case(scale: 2, width: 0, y: 10.25, rows: [20]),
        Case(scale: 2, width: 0, y: 10.5, rows: [20]), Case(scale: 2, width: 0, y: 10.75, rows: [21]),
        Case(scale: 2, width: 0.5, y: 10, rows: [19]), Case(scale: 2, width: 0.5, y: 10.25, rows: [20]),
        Case(scale: 2, width: 0.5, y: 10.5, rows: [20]), Case(scale: 2, width: 0.5, y: 10.75, rows: [21]),
        Case(scale: 2, width: 1, y: 10, rows: [19, 20]), Case(scale: 2, width: 1, y: 10.25, rows: [19, 20]),
        Case(scale: 2, width: 1, y: 10.5, rows: [20, 21]), Case(scale: 2, width: 1, y: 10.75, rows: [20, 21]),
        Case(scale: 2, width: 2, y: 10, rows: [18, 19, 20, 21]), Case(scale: 2, width: 2, y: 10.25, rows: [18, 19, 20, 21]),
        Case(scale: 2, width: 2, y: 10.5, rows: [19, 20, 21, 22]), Case(scale: 2, width: 2, y: 10.75, rows: [19, 20, 21, 22]),
        // 3x
        Case(scale: 3, width: 0, y: 10, rows: [29]), Case(scale: 3, width: 0, y: 10.25, rows: [30]),
        Case(scale: 3, width: 0, y: 10.5, rows: [31]), Case(scale: 3, width: 0, y: 10.75, rows: [32]),
        Case(scale: 3, width: 0.5, y: 10, rows: [29, 30]), Case(scale: 3, width: 0.5, y: 10.25, rows: [30]),
        Case(scale: 3, width: 0.5, y: 10.5, rows: [31]), Case(scale: 3, width: 0.5, y: 10.75, rows: [31, 32]),
        Case(scale: 3, width: 1, y: 10, rows: [28, 29, 30]), Case(scale: 3, width: 1, y: 10.25, rows: [29, 30, 31]),
        Case(scale: 3, width: 1, y: 10.5, rows: [30, 31, 32]), Case(scale: 3, width: 1, y: 10.75, rows: [31, 32, 33]),
        Case(scale: 3, width: 2, y: 10, rows: [27, 28, 29, 30, 31, 32]),
        Case(scale: 3, width: 2, y: 10.25, rows: [28, 29, 30, 31, 32, 33]),
        Case(scale: 3, width: 2, y: 10.5, rows: [28, 29, 30, 31, 32, 33]),
        Case(scale: 3, width: 2, y: 10.75, rows: [29, 30, 31, 32, 33, 34]),
    ]

    @Test("an aliased line lights the rows whose centres are in its band, in pure black", arguments: cases)
    func rows(_ line: Case) {
        let image = AntialiasingTests.line(atY: line.y, width: line.width, scale: line.scale)
        #expect(AntialiasingTests.inkedRows(image) == line.rows)
        #expect(AntialiasingTests.isTwoTone(image))
    }
}
