import Foundation

/// A rectangle of whole pixels in Core Image's space: `y` counts up from the
/// bottom, and pixel (x, y) covers the unit square whose lower-left corner it is.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Pixels covered, never overflowing: an empty rectangle has none.
    var area: Int { isEmpty ? 0 : width.multipliedReportingOverflow(by: height).partialValue }

    /// The pixels `rect` touches (its edges rounded outwards), or `nil` when
    /// `rect` is infinite, null or reaches past what an `Int` counts.
    init?(covering rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite
        else { return nil }
        let limit = CGFloat(1 << 40)
        let minX = rect.minX.rounded(.down), minY = rect.minY.rounded(.down)
        let maxX = rect.maxX.rounded(.up), maxY = rect.maxY.rounded(.up)
        guard abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { return nil }
        self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(self.maxX, other.maxX), maxY = min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return .empty }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This rectangle limited to the pixels `extent` touches; all of it for an
    /// infinite extent, or for the part of a huge one (a crop to Core Image's
    /// "everything" rectangle of ±1.8 × 10³⁰⁸) that any render can reach.
    func clipped(to extent: CGRect) -> PixelRect {
        if extent.isInfinite { return self }
        let reachable = extent.intersection(Self.reachable)
        guard let bounds = PixelRect(covering: reachable) else { return .empty }
        return intersection(bounds)
    }

    /// Farther than any render reaches, and still counted exactly by an `Int` and a `CGFloat`.
    private static let reachable = CGRect(x: -CGFloat(1 << 39), y: -CGFloat(1 << 39), width: CGFloat(1 << 40), height: CGFloat(1 << 40))

    func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}
