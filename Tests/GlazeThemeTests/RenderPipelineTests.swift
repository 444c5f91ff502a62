import Foundation
@testable import GlazeTheme
import Synchronization
import Testing

/// A render draws each asset and places its files with at most `jobs` of
/// each under way, placing one asset while drawing the next.
@Suite("Render pipeline")
struct RenderPipelineTests {
    /// What the stages did: the most at once of each, and whether placing ever
    /// ran while something was drawn.
    final class Counts: Sendable {
        private let state = Mutex((drawing: 0, placing: 0, mostDrawing: 0, mostPlacing: 0, overlapped: false))
        func enter(drawing: Bool) {
            state.withLock { counts in
                if drawing { counts.drawing += 1 } else { counts.placing += 1 }
                counts.mostDrawing = max(counts.mostDrawing, counts.drawing)
                counts.mostPlacing = max(counts.mostPlacing, counts.placing)
                if counts.drawing > 0 && counts.placing > 0 { counts.overlapped = true }
            }
        }
        func leave(drawing: Bool) {
            state.withLock { counts in if drawing { counts.drawing -= 1 } else { counts.placing -= 1 } }
        }
        var summary: (mostDrawing: Int, mostPlacing: Int, overlapped: Bool) {
            state.withLock { ($0.mostDrawing, $0.mostPlacing, $0.overlapped) }
        }
    }

    @Test("results come in the work's order; never more than `jobs` drawings or placings; placing overlaps drawing",
          arguments: [1, 2, 3])
    func bounded(jobs: Int) async throws {
        let counts = Counts()
        let progress = Mutex<[Int]>([])
        let pipeline = RenderPipeline<Int, Int, String>(work: Array(0..<40), jobs: jobs) { done, total in
            #expect(total == 40)
            progress.withLock { $0.append(done) }
        }
        let results = try await pipeline.run { item in
            counts.enter(drawing: true)
            defer { counts.leave(drawing: true) }
            // Uneven times, so that items finish out of order.
            try await Task.sleep(for: .milliseconds(item % 3 == 0 ? 6 : 1))
            return item * 10
        } place: { drawn in
            counts.enter(drawing: false)
            defer { counts.leave(drawing: false) }
            try await Task.sleep(for: .milliseconds(3))
            return "\(drawn)"
        }
        #expect(results == (0..<40).map { "\($0 * 10)" })
        #expect(progress.withLock { $0 } == Array(1...40))
        let summary = counts.summary
        #expect(summary.mostDrawing <= jobs && summary.mostPlacing <= jobs)
        #expect(summary.overlapped, "placing never ran beside drawing")
    }

    struct Failure: Error {}

    @Test("the first error ends the run: later items are not drawn")
    func failure() async {
        let drawn = Mutex(0)
        let pipeline = RenderPipeline<Int, Int, Int>(work: Array(0..<100), jobs: 2, progress: nil)
        await #expect(throws: Failure.self) {
            _ = try await pipeline.run { item in
                drawn.withLock { $0 += 1 }
                if item == 3 { throw Failure() }
                try await Task.sleep(for: .milliseconds(2))
                return item
            } place: { $0 }
        }
        #expect(drawn.withLock { $0 } < 20)
    }
}
