import Foundation
import Glaze
import GlazeKit

/// `kind: tabBar`.
enum TabBarReader: AssetKindReader {
    static let keys = ["items", "selected", "glowing", "height"]

    static func look(from reader: inout ThemeReader) throws(ThemeError) -> AssetLook {
        guard let icons = try reader.strings("items"), !icons.isEmpty else {
            throw reader.error("items", "is required: list at least one icon name")
        }
        for icon in icons where !BuiltInIcons.names.contains(icon) {
            let hint = suggestion(for: icon, among: BuiltInIcons.names).map { " (did you mean '\($0)'?)" } ?? ""
            throw reader.error("items", "'\(icon)' is not a built-in icon\(hint); use \(BuiltInIcons.names.joined(separator: ", "))")
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
