import DemoSupport
import Foundation
import Glaze

// Renders one sheet per button article: tinting and hybrid backgrounds (01),
// glossy buttons (04) and noise textures (05), each as PNG (2x) and PDF.
do {
    let sheets = [
        Sheet(name: "tinting-hybrid", size: TintingHybridSheet.pageSize, draw: TintingHybridSheet.draw),
        Sheet(name: "glossy", size: GlossySheet.pageSize, draw: GlossySheet.draw),
        Sheet(name: "noise", size: NoiseSheet.pageSize, draw: NoiseSheet.draw),
    ]
    for sheet in sheets {
        for file in try sheet.write(to: sheetDirectory()) { print("wrote \(file.path)") }
    }
} catch {
    FileHandle.standardError.write(Data("buttons sheets: \(error)\n".utf8))
    exit(1)
}
