import Foundation

extension Image {
    /// Decodes a JPEG held in memory, within `limits`; see
    /// ``ImageSurface/init(jpegData:scale:source:limits:)``.
    public convenience init(jpegData: Data, scale: CGFloat = 1, source: String = "data",
                            limits: InputLimits = .standard) throws(GlazeError) {
        self.init(owning: try ImageSurface(jpegData: jpegData, scale: scale, source: source, limits: limits))
    }

    /// The image encoded as a JPEG at `quality`, 0…1; see ``ImageSurface/jpegData(quality:)``.
    public func jpegData(quality: Double) throws(GlazeError) -> Data { try surface.jpegData(quality: quality) }
}
