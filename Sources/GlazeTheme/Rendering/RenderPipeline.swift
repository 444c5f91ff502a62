/// The order of a render's work: each item drawn, then placed, with at most
/// `jobs` drawings and `jobs` placings under way at once.
///
/// Placing an asset (encoding its PNGs, writing its files) overlaps drawing
/// the next, so that what draws (a render worker, or `jobs` threads) is not
/// left idle while the files of what it drew are written; drawn items waiting
/// for a place are bounded too, so that memory does not grow with the theme.
struct RenderPipeline<Item: Sendable, Drawn: Sendable, Placed: Sendable> {
    /// What to draw and place, in the order the results are returned.
    let work: [Item]
    /// Drawings at once, and placings at once.
    let jobs: Int
    /// Called with (placed, total) after each item is placed.
    let progress: (@Sendable (Int, Int) -> Void)?

    private enum Stage: Sendable {
        case drawn(Int, Drawn)
        case placed(Int, Placed)
    }

    /// Draws and places every item; the first error ends the run and cancels
    /// what is under way.
    func run(draw: @escaping @Sendable (Item) async throws -> Drawn,
             place: @escaping @Sendable (Drawn) async throws -> Placed) async throws -> [Placed] {
        let total = work.count, jobs = max(jobs, 1)
        return try await withThrowingTaskGroup(of: Stage.self) { group in
            var placed = [Placed?](repeating: nil, count: total)
            var next = 0, drawing = 0, placing = 0, done = 0
            var waiting: [(Int, Drawn)] = []
            func startWork() {
                while placing < jobs, !waiting.isEmpty {
                    let (index, drawn) = waiting.removeFirst()
                    placing += 1
                    group.addTask { .placed(index, try await place(drawn)) }
                }
                while drawing < jobs, next < total, waiting.count < jobs {
                    let index = next, item = work[index]
                    next += 1
                    drawing += 1
                    group.addTask { .drawn(index, try await draw(item)) }
                }
            }
            startWork()
            while let stage = try await group.next() {
                switch stage {
                case let .drawn(index, drawn):
                    drawing -= 1
                    waiting.append((index, drawn))
                case let .placed(index, result):
                    placing -= 1
                    placed[index] = result
                    done += 1
                    progress?(done, total)
                }
                startWork()
            }
            return placed.map { $0! }
        }
    }
}
