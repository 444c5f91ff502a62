import FuzzSupport
import Foundation
import Glaze

/// One SVG document. Refusals are expected; a document that parses is drawn
/// into a small raster (at a size of its own choosing, but never more than a
/// 256-point square) and into a PDF page, so librsvg's renderer runs too, and
/// once more magnified 16 times into a 32-pixel square, so the checks made at
/// the scale of each drawing run where a few pixels see a large scale.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let document: SVGImage
    do { document = try SVGImage(data: bytes) } catch { note("threw \(error)"); return 0 }
    note("read \(document.size), viewBox \(String(describing: document.viewBox))")
    let side = min(max(document.size.width, document.size.height), 256)
    let fitted = CGSize(width: max(1, side * document.size.width / max(document.size.width, document.size.height)),
                        height: max(1, side * document.size.height / max(document.size.width, document.size.height)))
    do {
        let image = try document.image(size: fitted, scale: 1)
        keep(image.contentDigest)
        let pdf = try PDFDocument()
        try pdf.addPage(size: fitted) { try $0.draw(image, in: $0.bounds) }
        keep(try pdf.data().count)
    } catch {
        note("drawing threw \(error)")
    }
    do {
        let zoomed = try ImageSurface(width: 32, height: 32)
        try zoomed.draw { canvas in
            try canvas.scaleBy(x: 16, y: 16)
            try canvas.draw(document, in: CGRect(origin: .zero, size: fitted))
        }
        keep(zoomed.pixel(x: 16, y: 16))
    } catch {
        note("drawing magnified threw \(error)")
    }
    return 0
}

