import Foundation

/// One render's state: the working space the samples are in and the work
/// still allowed, so that a graph of blurs over a huge rectangle ends with an
/// error instead of taking the machine's memory and hours of its time.
final class RenderSession {
    let colorManaged: Bool
    let limits: CIContext.Limits
    private(set) var work = 0

    init(colorManaged: Bool, limits: CIContext.Limits) {
        self.colorManaged = colorManaged
        self.limits = limits
    }

    /// What a step costs however few pixels it computes: the work of
    /// visiting a node. A graph that reuses an image at every step visits it
    /// along every path, 2ⁿ times after n steps, and only a floor on each
    /// visit makes that run into ``CIContext/Limits/maximumWork``.
    static let minimumStepCost = 4096

    /// Counts the pixels of one tile a node is about to compute.
    func charge(_ rect: PixelRect) throws(CoreImageError) {
        let area = rect.area
        guard rect.width <= limits.maximumTileSide, rect.height <= limits.maximumTileSide, area <= limits.maximumTilePixels else {
            throw CoreImageError(.limitExceeded, "a step of the render needs \(rect.width)×\(rect.height) pixels at once, "
                                 + "more than the limit of \(limits.maximumTilePixels) (an unbounded blur or transform?)")
        }
        work += max(area, Self.minimumStepCost)
        guard work <= limits.maximumWork else {
            throw CoreImageError(.limitExceeded, "the render computes more than \(limits.maximumWork) pixels in all")
        }
    }
}
