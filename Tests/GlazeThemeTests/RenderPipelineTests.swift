import Foundation
import Glaze
@testable import GlazeTheme
import Synchronization
import Testing

/// A render draws each asset and places its files with at most `jobs` of
/// each under way, placing one asset while drawing the next.
@Suite("Render pipeline")
struct RenderPipelineTests {
    /// What the stages did: the most at once of each, whether placing ever ran
    /// while something was drawn, and the progress reported. Its mutex hands
    /// over to ThreadSanitizer, which cannot see Mutex's futex waits.
    final class Counts: Sendable {
        private let state = Mutex((drawing: 0, placing: 0, mostDrawing: 0, mostPlacing: 0, overlapped: false,
                                   drawn: 0, progress: [Int]()))
        func enter(drawing: Bool) {
            state.withHandOff(by: self) { counts in
                if drawing { counts.drawing += 1; counts.drawn += 1 } else { counts.placing += 1 }
                counts.mostDrawing = max(counts.mostDrawing, counts.drawing)
                counts.mostPlacing = max(counts.mostPlacing, counts.placing)
                if counts.drawing > 0 && counts.placing > 0 { counts.overlapped = true }
            }
        }
        func leave(drawing: Bool) {
            state.withHandOff(by: self) { counts in if drawing { counts.drawing -= 1 } else { counts.placing -= 1 } }
        }
        func progressed(_ done: Int) {
            state.withHandOff(by: self) { $0.progress.append(done) }
        }
        var summary: (mostDrawing: Int, mostPlacing: Int, overlapped: Bool, drawn: Int, progress: [Int]) {
            state.withHandOff(by: self) { ($0.mostDrawing, $0.mostPlacing, $0.overlapped, $0.drawn, $0.progress) }
        }
    }

    @Test("results come in the work's order; never more than `jobs` drawings or placings; placing overlaps drawing",
          arguments: [1, 2, 3])
    func bounded(jobs: Int) async throws {
        let counts = Counts()
        let pipeline = RenderPipeline<Int, Int, String>(work: Array(0..<40), jobs: jobs) { done, total in
            #expect(total == 40)
            counts.progressed(done)
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
        let summary = counts.summary
        #expect(summary.progress == Array(1...40))
        #expect(summary.mostDrawing <= jobs && summary.mostPlacing <= jobs)
        #expect(summary.overlapped, "placing never ran beside drawing")
    }

    struct Failure: Error {}

    @Test("the first error ends the run: later items are not drawn")
    func failure() async {
        let counts = Counts()
        let pipeline = RenderPipeline<Int, Int, Int>(work: Array(0..<100), jobs: 2, progress: nil)
        await #expect(throws: Failure.self) {
            _ = try await pipeline.run { item in
                counts.enter(drawing: true)
                defer { counts.leave(drawing: true) }
                if item == 3 { throw Failure() }
                try await Task.sleep(for: .milliseconds(2))
                return item
            } place: { $0 }
        }
        #expect(counts.summary.drawn < 20)
    }
}
