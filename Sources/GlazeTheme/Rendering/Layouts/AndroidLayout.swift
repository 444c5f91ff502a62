import Foundation
import Glaze
import GlazeKit

/// Android resources: `res/drawable-DENSITY/` per scale (mdpi 1, hdpi 1.5, xhdpi
/// 2, xxhdpi 3, xxxhdpi 4), resizable assets as `.9.png` with stretch and
/// content markers, and `res/drawable/NAME.xml`, a `<selector>` for each
/// asset in its kind's rest state and in a state Android has a qualifier for
/// (``SelectorItem``): highlighted while pressed, on while checked, disabled
/// while not enabled, the rest state otherwise.
///
/// Asset names become resource names by lower-casing them and turning `-` into
/// `_`; an asset in more than the normal state gets a `_STATE` image per state
/// (`_normal`, `_highlighted`, `_on`) and the selector takes the plain name.
/// A state Android has no qualifier for is its own drawable, outside the
/// selector, and the render notes it.
struct AndroidLayout: LayoutWriter {
    let folder: LayoutFolder
    let options: RenderOptions
    /// Each asset's resource name.
    let names: [String: String]
    /// Each asset's rest state, its selector's default item.
    let restStates: [String: ControlState]

    static let layout = OutputLayout.android
    static let summary = "res/drawable-DENSITY with nine-patches and state selectors"
    /// Android's densities: mdpi (1) to xxxhdpi (4) with hdpi (1.5).
    static let usableScales: [CGFloat]? = [1, 1.5, 2, 3, 4]
    static let defaultScales: [CGFloat] = [1, 1.5, 2, 3, 4]
    static let formats: Set<OutputFormat> = [.png]

    static let densities: [CGFloat: String] = [1: "mdpi", 1.5: "hdpi", 2: "xhdpi", 3: "xxhdpi", 4: "xxxhdpi"]

    static func needsRasters(for formats: [OutputFormat]) -> Bool { true }

    /// Java's reserved words, which aapt refuses as resource names.
    static let reserved: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    /// Maps every asset's name, refusing names Android cannot take and any two
    /// resources that would share a name.
    init(folder: LayoutFolder, options: RenderOptions, theme: Theme) throws {
        self.folder = folder
        self.options = options
        var names: [String: String] = [:]
        var restStates: [String: ControlState] = [:]
        var owners: [String: String] = [:]
        for asset in theme.assets {
            let name = Self.resourceName(asset.name)
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else {
                throw RenderError(.layoutRefused, "android: asset '\(asset.name)' maps to the resource name '\(name)', which must start with a letter a–z")
            }
            guard !Self.reserved.contains(name) else {
                throw RenderError(.layoutRefused, "android: asset '\(asset.name)' maps to the resource name '\(name)', a Java keyword aapt refuses")
            }
            let resources = Self.resources(of: asset, named: name)
            for resource in resources {
                if let other = owners[resource] {
                    throw RenderError(.layoutRefused, "android: assets '\(other)' and '\(asset.name)' both map to the resource name '\(resource)'")
                }
                owners[resource] = asset.name
            }
            names[asset.name] = name
            restStates[asset.name] = asset.look.kind.states.rest
        }
        self.names = names
        self.restStates = restStates
    }

    /// Lower case, `-` as `_`: theme names are already letters, digits, `-` and `_`.
    static func resourceName(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "-", with: "_")
    }

    /// The resource names an asset takes: its images, and its selector.
    static func resources(of asset: ThemeAsset, named name: String) -> [String] {
        guard asset.states != [.normal] else { return [name] }
        return asset.states.map { "\(name)_\($0.rawValue)" } + (hasSelector(asset) ? [name] : [])
    }

    static func hasSelector(_ asset: ThemeAsset) -> Bool {
        selectorStates(asset.states, rest: asset.look.kind.states.rest) != nil
    }

    /// The states a selector shows, in item order with the rest state last,
    /// or `nil` when there is no selector: without the rest state, or without
    /// another state Android can select.
    static func selectorStates(_ states: [ControlState], rest: ControlState) -> [ControlState]? {
        guard states.contains(rest) else { return nil }
        let qualified = states.filter { $0 != rest && SelectorItem(for: $0) != nil }
            .sorted { SelectorItem(for: $0)!.priority < SelectorItem(for: $1)!.priority }
        return qualified.isEmpty ? nil : qualified + [rest]
    }

    /// The image resource of an asset in a state.
    func imageName(_ asset: ThemeAsset, _ state: ControlState) -> String {
        let name = names[asset.name]!
        return asset.states == [.normal] ? name : "\(name)_\(state.rawValue)"
    }

    func write(_ asset: RenderedAsset) throws -> [Manifest.File] {
        var files: [Manifest.File] = []
        let name = imageName(asset.asset, asset.state)
        for scale in scales {
            guard let image = asset.raster(scale), let density = Self.densities[scale] else { continue }
            if let resizable = try asset.resizable(image) {
                // A nine-patch always stretches; a tiled asset is noted when the render starts.
                let stretched = try ResizableImage(image: image, capInsets: resizable.capInsets, resizingMode: .stretch)
                let path = "res/drawable-\(density)/\(name).9.png"
                try folder.write(try NinePatch(stretched).pngData(compression: options.pngCompression), to: path)
                files.append(folder.file(path, layout, format: "9.png", scale: scale,
                                         pixelWidth: image.pixelWidth + 2, pixelHeight: image.pixelHeight + 2))
            } else {
                let path = "res/drawable-\(density)/\(name).png"
                try folder.write(try image.pngData(compression: options.pngCompression), to: path)
                files.append(folder.file(path, layout, format: "png", scale: scale,
                                         pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight))
            }
        }
        return files
    }

    func finish(_ entries: [Manifest.Entry]) throws -> [Manifest.File] {
        var files: [Manifest.File] = []
        var written: Set<String> = []
        for entry in entries {
            guard let name = names[entry.name], let rest = restStates[entry.name], !written.contains(name) else { continue }
            let states = entries.filter { $0.name == entry.name }.compactMap { ControlState(rawValue: $0.state) }
            guard let shown = Self.selectorStates(states, rest: rest) else { continue }
            written.insert(name)
            let labels = shown.map { $0 == rest ? $0.rawValue : SelectorItem(for: $0)!.label }
            let items = shown.map { state in
                let condition = state == rest ? "" : SelectorItem(for: state)!.attribute + " "
                return "    <item \(condition)android:drawable=\"@drawable/\(name)_\(state.rawValue)\" />\n"
            }
            let xml = """
                <?xml version="1.0" encoding="utf-8"?>
                <!-- Generated by glaze: asset '\(entry.name)', \(labels.dropLast().joined(separator: ", ")) and \(labels.last!). -->
                <selector xmlns:android="http://schemas.android.com/apk/res/android">
                \(items.joined())</selector>

                """
            try folder.write(Data(xml.utf8), to: "res/drawable/\(name).xml")
            files.append(folder.file("res/drawable/\(name).xml", layout, format: "xml"))
        }
        return files
    }

    /// Tiled assets, whose nine-patches stretch, and states a selector cannot select.
    static func notes(for theme: Theme, options: RenderOptions) -> [String] {
        theme.assets.filter { $0.look.resizingMode == .tile }.map {
            "android: asset '\($0.name)' tiles, which nine-patches cannot; its nine-patches stretch"
        } + theme.assets.flatMap { asset in
            let rest = asset.look.kind.states.rest
            return asset.states.filter { $0 != rest && SelectorItem(for: $0) == nil }.map {
                "android: asset '\(asset.name)' in state '\($0)' has no android:state_ qualifier; "
                    + "it is a drawable of its own, outside the selector"
            }
        }
    }
}
