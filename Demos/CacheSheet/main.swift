import DemoSupport
import Foundation
import Glaze

// Renders the raster-cache sheet: sheets/raster-cache.png (2x) and .pdf.
do {
    let sheet = Sheet(name: "raster-cache", size: CacheSheet.pageSize, draw: CacheSheet.draw)
    for file in try sheet.write(to: sheetDirectory()) { print("wrote \(file.path)") }
} catch {
    FileHandle.standardError.write(Data("raster-cache sheet: \(error)\n".utf8))
    exit(1)
}
