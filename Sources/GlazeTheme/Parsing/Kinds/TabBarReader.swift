import Foundation
import Glaze
import GlazeKit

/// `kind: tabBar`: items are built-in icon names or image files, mixed.
enum TabBarReader: AssetKindReader {
    static let keys = ["items", "selected", "glowing", "height"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        guard let items = try reader.list("items"), !items.isEmpty else {
            throw reader.error("items", "is required: list at least one built-in icon name or \(ThemeImage.fileExtensionsText) file")
        }
        var icons: [TabBarIcon] = []
        for item in items {
            let line = item.line
            guard let name = try reader.text(item, key: "items") else {
                throw reader.error("items", "must list icon names or image paths, not \(item.kindName)", line: line)
            }
            if BuiltInIcons.names.contains(name) {
                icons.append(.builtIn(name))
            } else if ThemeImage.isImageFile(name) {
                icons.append(.file(try reader.image(at: name, key: "items", line: line)))
            } else {
                let hint = suggestion(for: name, among: BuiltInIcons.names).map { " (did you mean '\($0)'?)" } ?? ""
                throw reader.error("items", "'\(name)' is neither a built-in icon\(hint) nor an \(ThemeImage.fileExtensionsText) file; built-in icons are \(BuiltInIcons.names.joined(separator: ", "))",
                                   line: line)
            }
        }
        let selected = reader.value("selected") == nil ? nil : try reader.integer("selected", in: 0...(icons.count - 1))
        var glowing: [Int] = []
        for item in try reader.list("glowing") ?? [] {
            // Compared as a Double first: Int() of an infinity or 1e300 would trap.
            guard case let .number(index, _) = item, index == index.rounded(), index >= 0, index < Double(icons.count) else {
                throw reader.error("glowing", "must list item indexes from 0 to \(icons.count - 1)", line: item.line)
            }
            glowing.append(Int(index))
        }
        return .tabBar(TabBarSpec(icons: icons, selected: selected, glowing: glowing,
                                  width: try reader.size("width", default: 320), height: try reader.size("height", default: 44)))
    }
}
