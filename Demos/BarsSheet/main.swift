import DemoSupport
import Foundation
import Glaze

// Renders the bar sheets of article 02: tab bars, navigation bars with back
// buttons, and the side-swipe menu's filmstrips, each as PNG (2x) and PDF.
do {
    let sheets = [
        Sheet(name: "tab-bar", size: TabBarSheet.pageSize, draw: TabBarSheet.draw),
        Sheet(name: "navigation-bar", size: NavigationBarSheet.pageSize, draw: NavigationBarSheet.draw),
        Sheet(name: "side-swipe", size: SideSwipeSheet.pageSize, draw: SideSwipeSheet.draw),
    ]
    for sheet in sheets {
        for file in try sheet.write(to: sheetDirectory()) { print("wrote \(file.path)") }
    }
} catch {
    FileHandle.standardError.write(Data("bars sheets: \(error)\n".utf8))
    exit(1)
}
