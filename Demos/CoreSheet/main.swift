import DemoSupport
import Foundation
import Glaze

// Renders the core sheet: sheets/core.png (2x) and sheets/core.pdf.
do {
    let files = try Sheet(name: "core", size: CoreSheet.pageSize, draw: CoreSheet.draw).write(to: sheetDirectory())
    for file in files { print("wrote \(file.path)") }
} catch {
    FileHandle.standardError.write(Data("core sheet: \(error)\n".utf8))
    exit(1)
}
