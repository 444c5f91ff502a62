import DemoSupport
import Foundation
import Glaze

// Renders the resizable-images sheet: sheets/resizable.png (2x) and sheets/resizable.pdf.
do {
    let sheet = Sheet(name: "resizable", size: ResizableSheet.pageSize, draw: ResizableSheet.draw)
    for file in try sheet.write(to: sheetDirectory()) { print("wrote \(file.path)") }
} catch {
    FileHandle.standardError.write(Data("resizable sheet: \(error)\n".utf8))
    exit(1)
}
