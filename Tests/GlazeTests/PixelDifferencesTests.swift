import Foundation
import Glaze
import GlazeTestSupport
import Testing

/// The comparisons the pixel tests rest on: if they saw no difference, every
/// tolerance they check would pass.
@Suite("Test support: pixel differences")
struct PixelDifferencesTests {
    @Test("the largest channel difference is the largest of the four, either way round")
    func largestChannel() {
        #expect(largestChannelDifference(0xFF10_2030, 0xFF10_2030) == 0)
        #expect(largestChannelDifference(0x0000_0000, 0xFF00_0000) == 255)
        #expect(largestChannelDifference(0x8040_2010, 0x7F41_2213) == 3)
        #expect(largestChannelDifference(0x7F41_2213, 0x8040_2010) == 3)
        #expect(largestChannelDifference(0x0000_00FF, 0x0000_0000) == 255)
        #expect(distance(of: 5, outside: 7, 9) == 2 && distance(of: 8, outside: 7, 9) == 0 && distance(of: 12, outside: 7, 9) == 3)
    }

    @Test("two pictures compared in place: the pixels that differ, by how much, and those covered")
    func pictures() throws {
        let grey = try solidSurface(Color(white: 0.5), width: 4, height: 3)
        let marked = try solidSurface(Color(white: 0.5), width: 4, height: 3)
        try marked.draw { canvas in
            canvas.blendMode = .copy
            try canvas.fill(CGRect(x: 1, y: 1, width: 2, height: 1), with: .color(.clear))
        }
        let differences = PixelDifferences(grey, marked, threshold: 200)
        #expect(differences.total == 12 && differences.differing == 2 && differences.covered == 10)
        #expect(differences.largest == 255 && differences.beyond == 2)
        #expect(PixelDifferences(grey, grey, threshold: 0).differing == 0)
    }
}
