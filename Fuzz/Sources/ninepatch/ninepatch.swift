import FuzzSupport
import Foundation
import Glaze
import GlazeKit

/// One `.9.png`, its chunk CRCs fixed first. Border and decoding errors are
/// expected; a patch that reads is also drawn and written back, since its marks
/// drive the slicing arithmetic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = pngInput(data, size)
    let patch: NinePatch
    do { patch = try NinePatch(pngData: bytes, scale: 1) } catch { note("threw \(error)"); return 0 }
    note("read \(patch.image.pixelWidth)×\(patch.image.pixelHeight), stretches \(patch.horizontalStretches) \(patch.verticalStretches)")
    keep(patch.contentInsets)
    let resizable = patch.resizableImage
    do {
        let surface = try ImageSurface(width: 48, height: 32, scale: 1)
        try surface.draw { canvas in
            // Larger and smaller than most patches: stretched runs, and caps shrunk to fit.
            try patch.draw(in: CGRect(x: 0, y: 0, width: 48, height: 32), on: canvas)
            try patch.draw(in: CGRect(x: 1, y: 1, width: 2, height: 3), on: canvas)
            try resizable?.draw(in: CGRect(x: 4, y: 4, width: 40, height: 20), on: canvas)
        }
    } catch {
        note("drawing threw \(error)")
    }
    // Small patches only: past that the round trip is pixel copying, no new paths.
    if patch.image.pixelWidth * patch.image.pixelHeight <= 128 * 128 {
        guard let encoded = try? patch.pngData(), let again = try? NinePatch(pngData: encoded, scale: 1),
              again.horizontalStretches == patch.horizontalStretches,
              again.verticalStretches == patch.verticalStretches else {
            fatalError("a nine-patch Glaze wrote did not read back with the same marks")
        }
    }
    return 0
}
