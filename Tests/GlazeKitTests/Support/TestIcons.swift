import Foundation
import Glaze

/// Small icons drawn in code for the bar and menu tests.
enum TestIcons {
    /// A 20 × 20 icon: an opaque 10 × 10 square in the middle, transparent around it.
    static func square(scale: CGFloat = 1) throws -> Image {
        try Image(size: CGSize(width: 20, height: 20), scale: scale) { canvas in
            try canvas.fill(CGRect(x: 5, y: 5, width: 10, height: 10), with: .color(.black))
        }
    }

    /// A 24 × 24 five-pointed star.
    static func star(scale: CGFloat = 1) throws -> Image {
        try Image(size: CGSize(width: 24, height: 24), scale: scale) { canvas in
            let star = Path(starCenteredAt: CGPoint(x: 12, y: 12.5), pointCount: 5, outerRadius: 11, innerRadius: 4.5)
            try canvas.fill(star, with: .color(.black))
        }
    }

    /// A 24 × 24 ring.
    static func ring(scale: CGFloat = 1) throws -> Image {
        try Image(size: CGSize(width: 24, height: 24), scale: scale) { canvas in
            var ring = Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20))
            ring.addEllipse(in: CGRect(x: 7, y: 7, width: 10, height: 10))
            ring.fillRule = .evenOdd
            try canvas.fill(ring, with: .color(.black))
        }
    }

    /// A fully opaque image: no alpha to take a shape from.
    static func opaque() throws -> Image {
        try Image(size: CGSize(width: 10, height: 10)) { try $0.fill($0.bounds, with: .color(.red)) }
    }

    /// A fully transparent image.
    static func empty() throws -> Image {
        try Image(size: CGSize(width: 10, height: 10)) { _ in }
    }
}
