import Foundation
import Glaze

/// Which caps of a resizable image stay visible: the pieces a segmented control
/// is built from (its first segment shows the left cap, its last the right cap,
/// the middle ones neither).
public enum CapCrop: String, Hashable, Sendable, Codable, CaseIterable {
    /// Both caps: the image drawn normally.
    case both
    /// Only the left cap; the right one is pushed outside the rect.
    case leftOnly
    /// Only the right cap; the left one is pushed outside the rect.
    case rightOnly
    /// Neither cap: only the stretchable middle shows.
    case neither

    /// The cap crop for segment `index` of `count` side by side.
    public static func forSegment(_ index: Int, of count: Int) -> CapCrop {
        switch (index == 0, index == count - 1) {
        case (true, true): return .both
        case (true, false): return .leftOnly
        case (false, true): return .rightOnly
        case (false, false): return .neither
        }
    }
}

extension ResizableImage {
    /// The rect to draw the whole image into so that `crop` of it fills `rect`
    /// exactly: wider by the hidden caps, and moved left by a hidden left cap.
    ///
    /// For caps of 14 points and a 150-point rect at the origin this gives the
    /// three rects of the cap-cropping recipe: (0, 0, 164, h) for the left cap only,
    /// (−14, 0, 164, h) for the right cap only and (−14, 0, 178, h) for neither.
    public func drawingRect(for crop: CapCrop, filling rect: CGRect) -> CGRect {
        let left = crop == .rightOnly || crop == .neither ? capInsets.left : 0
        let right = crop == .leftOnly || crop == .neither ? capInsets.right : 0
        return CGRect(x: rect.minX - left, y: rect.minY, width: rect.width + left + right, height: rect.height)
    }

    /// Draws the image into `rect` with only the caps `crop` keeps.
    public func draw(_ crop: CapCrop, in rect: CGRect, on canvas: Canvas, blendMode: BlendMode? = nil,
                     alpha: Double = 1) throws {
        guard crop != .both else { return try draw(in: rect, on: canvas, blendMode: blendMode, alpha: alpha) }
        try canvas.withSavedState { canvas in
            try canvas.clip(to: rect)
            try draw(in: drawingRect(for: crop, filling: rect), on: canvas, blendMode: blendMode, alpha: alpha)
        }
    }

    /// A new image `width` points wide (and as high as this one) showing only the
    /// caps `crop` keeps, at `scale` (this image's when `nil`); a vector image when
    /// this one's is.
    ///
    /// ```swift
    /// let first = try segment.croppedImage(.leftOnly, width: 150)
    /// ```
    public func croppedImage(_ crop: CapCrop, width: CGFloat, scale: CGFloat? = nil) throws -> Image {
        let size = CGSize(width: width, height: image.size.height)
        return try image(size: size, scale: scale) { canvas in
            try draw(crop, in: CGRect(origin: .zero, size: size), on: canvas)
        }
    }
}
