import Foundation
import Glaze
import GlazeTestSupport
import SnapshotTesting
import Testing

/// Renders compared with golden PNGs in __Snapshots__/GoldenImageTests.
///
/// Tolerance: ±1 level per channel on every pixel (rounding only), because the
/// goldens come from the same Cairo, pixman, Pango and DejaVu fonts the suite
/// installs. Every golden was opened and looked at before it was committed.
@Suite("Golden images")
struct GoldenImageTests {
    @Test("shapes, gradients, clips and masks", arguments: [1, 2] as [CGFloat])
    func shapes(scale: CGFloat) throws {
        let image = try Scenes.render(Scenes.shapesSize, scale: scale, Scenes.shapes)
        assertSnapshot(of: image, as: .png(), named: "shapes@\(Int(scale))x")
    }

    @Test("Pango text with shadow, truncation and wrapping", arguments: [1, 2] as [CGFloat])
    func text(scale: CGFloat) throws {
        let image = try Scenes.render(Scenes.textSize, scale: scale, Scenes.text)
        assertSnapshot(of: image, as: .png(), named: "text@\(Int(scale))x")
    }

    @Test("all 28 blend modes")
    func blendModes() throws {
        let image = try Scenes.render(Scenes.blendSize, scale: 2, Scenes.blendSwatches)
        assertSnapshot(of: image, as: .png(), named: "blend-modes@2x")
    }

    @Test("the comparison itself catches a changed pixel and tolerates rounding")
    func comparisonWorks() throws {
        let a = try solidSurface(.red, width: 4, height: 4)
        let b = try a.copy()
        b.withMutablePixels { $0[1, 1] = Pixel(red: 254, green: 0, blue: 0, alpha: 255) }
        #expect(compareImages(a, b, channelDelta: 1).differingPixels == 0)
        b.withMutablePixels { $0[2, 2] = Pixel(red: 200, green: 0, blue: 0, alpha: 255) }
        let result = compareImages(a, b, channelDelta: 1)
        #expect(result.differingPixels == 1 && result.largestDelta == 55)
        #expect(result.diffImage?.pixel(x: 2, y: 2) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(compareImages(a, try solidSurface(.red, width: 3, height: 4), channelDelta: 1).differingPixels == Int.max)
    }
}
