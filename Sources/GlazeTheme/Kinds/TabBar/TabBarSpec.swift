import Foundation
import Glaze
import GlazeKit

/// A tab bar as a theme gives it (`kind: tabBar`), drawn whole: built-in
/// icons and image files.
public struct TabBarSpec: Hashable, Sendable {
    /// The items' icons.
    public var icons: [TabBarIcon]
    /// The selected item.
    public var selected: Int?
    /// Items with new content.
    public var glowing: [Int]
    /// The bar's width.
    public var width: CGFloat
    /// The bar's height.
    public var height: CGFloat

    /// Room above the bar for the standard indicator.
    static let indicatorOverhang = TabBarAppearance.overhang(ofIndicator: TabBarAppearance.standardIndicatorSize)

    func bar(scale: CGFloat) throws -> TabBar {
        let items = try icons.enumerated().map { try TabBar.Item(icon: $0.element.image(scale: scale),
                                                                 hasNewContent: glowing.contains($0.offset)) }
        return try TabBar(items: items, selectedIndex: selected, appearance: .standard(scale: scale), height: height)
    }
}

extension TabBarSpec: AssetKindSpec {
    package static let name = "tabBar"
    package static let summary = "a tab bar, drawn whole: built-in icons and image files, a selection, glowing items"
    package static let example = ##"{name: example, kind: tabBar, items: [home, star, icons/inbox.svg], selected: 0, glowing: [1], width: 200}"##
    package static let keys = ["items", "selected", "glowing", "height"]
    package static let states = KindStates(rest: .normal)
    package static let takesPreviewTitle = false

    /// Items are built-in icon names or image files, mixed.
    package static func read(from reader: inout ThemeReader) throws(ThemeError) -> Self {
        guard let items = try reader.list("items"), !items.isEmpty else {
            throw reader.error(.missingKey, "items", "is required: list at least one built-in icon name or \(ThemeImage.fileExtensionsText) file")
        }
        var icons: [TabBarIcon] = []
        for item in items {
            let line = item.line
            guard let name = try reader.text(item, key: "items") else {
                throw reader.error(.invalidValue, "items", "must list icon names or image paths, not \(item.kindName)", line: line)
            }
            if BuiltInIcons.names.contains(name) {
                icons.append(.builtIn(name))
            } else if ThemeImage.isImageFile(name) {
                let icon = TabBarIcon.file(try reader.image(at: name, key: "items", line: line))
                try icon.checkShape(named: name, reader: reader, line: line)
                icons.append(icon)
            } else {
                let hint = suggestion(for: name, among: BuiltInIcons.names).map { " (did you mean '\($0)'?)" } ?? ""
                throw reader.error(.invalidValue, "items", "'\(name)' is neither a built-in icon\(hint) nor an \(ThemeImage.fileExtensionsText) file; built-in icons are \(BuiltInIcons.names.joined(separator: ", "))",
                                   line: line)
            }
        }
        let selected = reader.value("selected") == nil ? nil : try reader.integer("selected", in: 0...(icons.count - 1))
        var glowing: [Int] = []
        for item in try reader.list("glowing") ?? [] {
            // Compared as a Double first: Int() of an infinity or 1e300 would trap.
            guard case let .number(index, _) = item, index == index.rounded(), index >= 0, index < Double(icons.count) else {
                throw reader.error(.invalidValue, "glowing", "must list item indexes from 0 to \(icons.count - 1)", line: item.line)
            }
            glowing.append(Int(index))
        }
        return TabBarSpec(icons: icons, selected: selected, glowing: glowing,
                          width: try reader.size("width", default: 320), height: try reader.size("height", default: 44))
    }

    package var exportSize: CGSize { CGSize(width: width, height: height + Self.indicatorOverhang) }

    package var resizing: AssetResizing? { nil }

    package func draw(_ state: ControlState, in rect: CGRect, on canvas: Canvas) throws {
        let bar = try bar(scale: max(canvas.scale, 2))
        try bar.draw(in: CGRect(x: rect.minX, y: rect.minY + bar.indicatorOverhang, width: rect.width, height: height), on: canvas)
    }

    package var sheetPreview: SheetPreview { .whole }
}

extension TabBarSpec: CacheKeyRecord {
    /// `TabBar`.
    public static var cacheKeyName: String { "TabBar" }
    /// Icons, selection, glowing items and size.
    public var cacheKeyFields: KeyValuePairs<String, any CacheKeyDescribable> {
        ["icons": icons, "selected": selected, "glowing": glowing, "width": width, "height": height]
    }
}

/// A tab bar item's icon as a theme names it.
public enum TabBarIcon: Hashable, Sendable {
    /// One of `BuiltInIcons`, by name.
    case builtIn(String)
    /// An SVG or PNG file: at its own size, or fitted into 30 points square
    /// when larger.
    case file(ThemeImage)

    /// The largest side an icon from a file is drawn at.
    static let maximumSide: CGFloat = 30

    /// Refuses an icon whose alpha holds no shape (fully transparent, or
    /// opaque all over) when the theme is read, naming the file, the key and
    /// the line, rather than when the bar is drawn.
    func checkShape(named name: String, reader: ThemeReader, line: Int?) throws(ThemeError) {
        do {
            // The bar draws icons at 2x at the least.
            _ = try IconMask(image(scale: 2), name: name)
        } catch let error as GlazeError where error.code == .invalidArgument {
            let value = error.rejectedValue ?? "", reason = error.reason ?? ""
            throw reader.error(.invalidValue, "items", "'\(name)' (\(value)) \(reason); a tab bar draws its icons from their alpha", line: line)
        } catch {
            throw reader.error(ThemeError.Code(reading: error), "items", "'\(name)' cannot be drawn: \(error)", line: line)
        }
    }

    func image(scale: CGFloat) throws -> Image {
        switch self {
        case let .builtIn(name):
            return try BuiltInIcons.icon(name, scale: scale)
        case let .file(file):
            let fit = min(1, Self.maximumSide / max(file.size.width, file.size.height))
            return try file.image(size: CGSize(width: file.size.width * fit, height: file.size.height * fit), scale: scale)
        }
    }
}

extension TabBarIcon: CacheKeyDescribable {
    /// A built-in icon's name, as keys gave it before files were allowed; a
    /// file's content.
    public var cacheKeyDescription: String {
        switch self {
        case let .builtIn(name): return name.cacheKeyDescription
        case let .file(image): return image.cacheKeyDescription
        }
    }
}
