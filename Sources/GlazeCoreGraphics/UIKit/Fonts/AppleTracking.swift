import Foundation

/// The tracking Apple's system font adds at each size, from the Human
/// Interface Guidelines' table for SF Pro (Typography › Specifications ›
/// Tracking values; the same for iOS, macOS and tvOS).
enum AppleTracking {
    /// Sizes in points and tracking in thousandths of an em, as published.
    /// Between two sizes the tracking is interpolated; below the first and
    /// above the last it is held.
    private static let table: [(size: CGFloat, thousandths: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The tracking at `size` points, in points.
    static func points(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return thousandths(atSize: size) / 1000 * size
    }

    private static func thousandths(atSize size: CGFloat) -> CGFloat {
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].thousandths }
        guard upper > 0 else { return table[0].thousandths }
        let a = table[upper - 1], b = table[upper]
        return a.thousandths + (b.thousandths - a.thousandths) * (size - a.size) / (b.size - a.size)
    }
}
