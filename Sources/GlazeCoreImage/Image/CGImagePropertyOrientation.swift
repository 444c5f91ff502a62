import Foundation

/// How stored pixels are turned for display, by their EXIF numbers (Image
/// I/O's `CGImagePropertyOrientation`): what ``CIImage/oriented(_:)`` undoes.
public enum CGImagePropertyOrientation: UInt32, Sendable, CaseIterable {
    /// As stored (EXIF 1).
    case up = 1
    /// Mirrored left to right (EXIF 2).
    case upMirrored = 2
    /// Turned half a turn (EXIF 3).
    case down = 3
    /// Mirrored top to bottom (EXIF 4).
    case downMirrored = 4
    /// Transposed: the stored top row shows as the left column (EXIF 5).
    case leftMirrored = 5
    /// Stored a quarter turn counter-clockwise: shown turned a quarter turn clockwise (EXIF 6).
    case right = 6
    /// Transposed the other way: the stored top row shows as the right column (EXIF 7).
    case rightMirrored = 7
    /// Stored a quarter turn clockwise: shown turned a quarter turn counter-clockwise (EXIF 8).
    case left = 8

    /// The orientation of a UIKit image's `imageOrientation`.
    public init(_ orientation: UIImage.Orientation) {
        switch orientation {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .upMirrored: self = .upMirrored
        case .downMirrored: self = .downMirrored
        case .leftMirrored: self = .leftMirrored
        case .rightMirrored: self = .rightMirrored
        }
    }

    /// The transform that shows a `width` × `height` image stored at the
    /// origin upright, in Core Image's space (`y` up), its result at the origin too.
    func transform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
        switch self {
        case .up: .identity
        case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .leftMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .right: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case .rightMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .left: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        }
    }
}
