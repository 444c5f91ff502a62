import Foundation
import Glaze

extension UIImage {
    /// Decodes PNG or JPEG data (told apart by their signatures) at `scale`,
    /// within Glaze's `InputLimits.standard`; `nil` when the data is neither or
    /// cannot be read. A JPEG's EXIF orientation becomes ``imageOrientation``,
    /// as on iOS.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (image, orientation) = Self.decode(data, scale: scale > 0 && scale.isFinite ? scale : 1,
                                                     source: "data") else { return nil }
        self.init(cgImage: CGImage(image), scale: image.scale, orientation: orientation)
    }

    /// Decodes PNG or JPEG data at scale 1; see ``init(data:scale:)``.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Reads a PNG or JPEG file; `nil` when it cannot be read.
    ///
    /// As on iOS, on a screen with a scale above 1 the file with that scale's
    /// suffix is preferred when it exists (`icon@2x.png` for `icon.png` at 2x),
    /// and a file named with a suffix has that scale.
    public convenience init?(contentsOfFile path: String) {
        let file = URL(fileURLWithPath: path)
        let screen = UIScreen.main.scale
        var candidates = [file]
        if screen > 1, ImageFileName(file.lastPathComponent).scale == nil {
            candidates.insert(ImageFileName.variant(of: file, scale: screen), at: 0)
        }
        for candidate in candidates {
            guard let data = try? InputLimits.standard.readFile(at: candidate) else { continue }
            let scale = ImageFileName(candidate.lastPathComponent).scale ?? 1
            guard let (image, orientation) = Self.decode(data, scale: scale, source: candidate.path) else { return nil }
            self.init(cgImage: CGImage(image), scale: image.scale, orientation: orientation)
            return
        }
        return nil
    }

    /// The pixels of PNG or JPEG `data` and, for a JPEG, its EXIF orientation.
    static func decode(_ data: Data, scale: CGFloat, source: String) -> (Image, Orientation)? {
        if data.starts(with: [0xFF, 0xD8]) {
            guard let image = try? Image(jpegData: data, scale: scale, source: source) else { return nil }
            return (image, Orientation(exif: JPEGHeader(data)?.orientation ?? 1))
        }
        guard let image = try? Image(pngData: data, scale: scale, source: source) else { return nil }
        return (image, .up)
    }

    /// A renderer format at the image's scale, for drawing a new image like this one.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// The stored pixels encoded as PNG, or `nil` for an empty image.
    ///
    /// As on iOS, the pixels are written as stored: the orientation is not applied.
    public func pngData() -> Data? {
        try? bitmap?.image.pngData()
    }

    /// The image as displayed (its orientation applied) encoded as a JPEG at
    /// `compressionQuality`, 0 (smallest) to 1 (best); `nil` for an empty image
    /// or a quality outside 0…1. Transparent parts come out black, as on iOS.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard bitmap != nil, compressionQuality.isFinite, (0...1).contains(compressionQuality) else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let upright = imageOrientation == .up ? self : UIGraphicsImageRenderer(size: size, format: format).image { _ in
            copy(renderingMode: .alwaysOriginal).draw(at: .zero)
        }
        return try? upright.bitmap?.image.jpegData(quality: Double(compressionQuality))
    }
}

extension UIImage.Orientation {
    /// The orientation an EXIF orientation tag (1…8) describes.
    init(exif: Int) {
        switch exif {
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: self = .up
        }
    }
}
