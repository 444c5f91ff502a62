import FuzzSupport
import Foundation
import Glaze

/// One PNG file, its chunk CRCs fixed first so that mutations reach libpng's
/// decoder. Decoding errors are expected; on success the pixels are read and the
/// image encoded and decoded again, so what the decoder produced is touched.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = pngInput(data, size)
    let image: Image
    do { image = try Image(pngData: bytes, scale: 1) } catch { note("threw \(error)"); return 0 }
    let w = image.pixelWidth, h = image.pixelHeight
    note("read \(w)×\(h)")
    // Corners reach the first and last bytes of the buffer, where overreads show.
    keep(image.pixel(x: 0, y: 0))
    keep(image.pixel(x: w - 1, y: h - 1))
    keep(image.contentDigest)
    // Encoding big images costs time and finds nothing small ones do not.
    if w * h <= 256 * 256 {
        guard let encoded = try? image.pngData(), let again = try? Image(pngData: encoded, scale: 1),
              again.pixelWidth == w, again.pixelHeight == h else {
            fatalError("a PNG Glaze wrote did not read back at \(w)×\(h)")
        }
    }
    return 0
}
