import FuzzSupport
import Foundation
import Glaze

/// One JPEG file, through Glaze's header walk and libjpeg-turbo's decoder.
/// Decoding errors are expected; on success the pixels are read and the image
/// encoded and decoded again, so what the decoder produced is touched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let image: Image
    do { image = try Image(jpegData: bytes, scale: 1) } catch { note("threw \(error)"); return 0 }
    let w = image.pixelWidth, h = image.pixelHeight
    note("read \(w)×\(h)")
    // Corners reach the first and last bytes of the buffer, where overreads show.
    keep(image.pixel(x: 0, y: 0))
    keep(image.pixel(x: w - 1, y: h - 1))
    // Encoding big images costs time and finds nothing small ones do not.
    if w * h <= 256 * 256 {
        guard let encoded = try? image.jpegData(quality: 0.8), let again = try? Image(jpegData: encoded, scale: 1),
              again.pixelWidth == w, again.pixelHeight == h else {
            fatalError("a JPEG Glaze wrote did not read back at \(w)×\(h)")
        }
    }
    return 0
}
