import Foundation
import Glaze
import GlazeKit

/// A theme: a named set of assets, read from a JSON or YAML file.
///
/// ```yaml
/// name: Warm glossy
/// assets:
///   - name: start
///     kind: glossyButton
///     color: "#A60D0D"
///     height: 54
///     states: [normal, highlighted]
/// ```
public struct Theme: Sendable {
    /// The theme's name.
    public var name: String
    /// The assets, in the file's order.
    public var assets: [ThemeAsset]
    /// The file it was read from.
    public var file: String

    /// Reads and checks a theme file within `limits`; the format follows the
    /// extension (`.json`, anything else YAML).
    ///
    /// The file must be a regular file (never a FIFO or a device, which could
    /// block or never end) of at most ``ThemeLimits/maximumFileBytes``, in UTF-8.
    /// - Throws: ``ThemeError`` naming the file, the line of a syntax error, the
    ///   asset and key of anything wrong or unknown, and any limit crossed.
    public init(contentsOf url: URL, limits: ThemeLimits = .standard) throws(ThemeError) {
        let data: Data
        do {
            data = try InputLimits.readFile(at: url, maximumBytes: limits.maximumFileBytes)
        } catch .limitExceeded(_, _, let bytes, _) {
            throw limits.fileTooLarge(bytes, file: url.path)
        } catch .fileAccess(_, let reason) {
            throw ThemeError(file: url.path, message: reason)
        } catch {
            throw ThemeError(file: url.path, message: "\(error)")
        }
        try self.init(data: data, format: ThemeFormat(path: url.path), file: url.path, limits: limits)
    }

    /// Reads and checks a theme's bytes within `limits`; `file` names it in errors.
    /// - Throws: ``ThemeError``, as ``init(contentsOf:limits:)`` does, and for bytes
    ///   that are not UTF-8 (naming the offset of the first bad byte).
    public init(data: Data, format: ThemeFormat, file: String = "theme", limits: ThemeLimits = .standard) throws(ThemeError) {
        guard data.count <= limits.maximumFileBytes else { throw limits.fileTooLarge(data.count, file: file) }
        guard let text = String(validating: data, as: UTF8.self) else {
            let bad = Self.firstInvalidUTF8(in: data)
            throw ThemeError(file: file, line: bad.line, message: "is not UTF-8 text (invalid byte at offset \(bad.offset))")
        }
        try self.init(text: text, format: format, file: file, limits: limits)
    }

    /// Reads and checks theme text in YAML within `limits`; `file` names it in errors.
    public init(yaml text: String, file: String = "theme.yaml", limits: ThemeLimits = .standard) throws(ThemeError) {
        try self.init(text: text, format: .yaml, file: file, limits: limits)
    }

    /// Reads and checks theme text in JSON within `limits`; `file` names it in errors.
    public init(json text: String, file: String = "theme.json", limits: ThemeLimits = .standard) throws(ThemeError) {
        try self.init(text: text, format: .json, file: file, limits: limits)
    }

    init(text: String, format: ThemeFormat, file: String, limits: ThemeLimits) throws(ThemeError) {
        let root = try ThemeParser.parse(text, format: format, file: file, limits: limits)
        var reader = try ThemeReader(root, file: file, asset: nil, what: "a theme", limits: limits)
        name = try reader.string("name", default: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        guard let items = try reader.list("assets", maximumCount: limits.maximumAssets) else {
            throw reader.error("assets", "is required: list the theme's assets")
        }
        try reader.rejectUnknownKeys(valid: ["name", "assets"])
        guard !items.isEmpty else { throw reader.error("assets", "must list at least one asset") }
        var assets: [ThemeAsset] = []
        var lines: [String: Int?] = [:]
        for (index, item) in items.enumerated() {
            let asset = try ThemeAsset(item, index: index, file: file, limits: limits)
            // A dictionary, so that a thousand assets cost a thousand look-ups, not half a million.
            if let earlier = lines[asset.name] {
                throw ThemeError(file: file, line: asset.line, asset: "'\(asset.name)'", key: "name",
                                 message: "is used twice (first at line \(earlier.map(String.init) ?? "?"))")
            }
            lines[asset.name] = asset.line
            assets.append(asset)
        }
        self.assets = assets
        self.file = file
    }

    /// Where the first byte that is not UTF-8 sits: its offset and line.
    private static func firstInvalidUTF8(in data: Data) -> (offset: Int, line: Int) {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0, line = 1
        // The decoder consumes a whole scalar at a time; count its bytes to keep the offset.
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput, .error:
                return (offset, line)
            }
        }
    }
}

/// One asset of a theme: a name, a look and the states to render.
public struct ThemeAsset: Hashable, Sendable {
    /// The name files are called after: letters, digits, `-` and `_`.
    public var name: String
    /// What it looks like.
    public var look: AssetLook
    /// The states to render.
    public var states: [ControlState]
    /// The width previews and contact sheets draw it at.
    public var previewWidth: CGFloat
    /// The title previews show on a button background.
    public var previewTitle: String?
    /// The line the asset starts at, when the format gives lines.
    public var line: Int?

    static let kinds = ["glossyButton", "hybridBackground", "noiseButton", "backButton", "segmentedControl", "tabBar", "navigationBar"]

    init(_ value: ThemeValue, index: Int, file: String, limits: ThemeLimits) throws(ThemeError) {
        var reader = try ThemeReader(value, file: file, asset: "#\(index + 1)", what: "an asset", limits: limits)
        let name = try reader.string("name")
        guard name.count <= limits.maximumNameLength else {
            throw reader.error("name", "is \(name.count) characters long, over the limit of \(limits.maximumNameLength) (ThemeLimits.maximumNameLength)")
        }
        let label = "'\(name)'"
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), name.allSatisfy(\.isASCII) else {
            throw reader.error("name", "\"\(name)\" must be letters, digits, '-' and '_' only, since files are named after it")
        }
        reader = try ThemeReader(value, file: file, asset: label, what: "an asset", limits: limits)
        _ = try reader.string("name")
        let kind = try reader.string("kind")
        var keys = ["name", "kind", "states", "width"]
        line = value.line
        self.name = name
        switch kind {
        case "glossyButton":
            keys += ["color", "highlightedColor", "border", "borderColor", "cornerRadius", "height", "title"]
            let button = GlossyButton(color: try reader.color("color"),
                                      highlightedColor: try reader.color("highlightedColor", default: .gray),
                                      hasBorder: try reader.bool("border", default: true),
                                      borderColor: try reader.color("borderColor", default: Color(white: 159.0 / 255.0)),
                                      cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)))
            look = .glossyButton(button, height: try reader.size("height", default: 44))
        case "hybridBackground":
            keys += ["topColor", "bottomColor", "borderColor", "glowColor", "cornerRadius", "height", "title"]
            let standard = HybridBackground()
            look = .hybridBackground(HybridBackground(
                cornerRadius: CGFloat(try reader.number("cornerRadius", default: 5, in: 0...200)),
                height: try reader.size("height", default: 37),
                borderColor: try reader.color("borderColor", default: standard.borderColor),
                topColor: try reader.color("topColor", default: standard.topColor),
                bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
                glow: InnerGlow(color: try reader.color("glowColor", default: standard.glow.color))))
        case "noiseButton":
            keys += ["topColor", "bottomColor", "borderColor", "seed", "noiseOpacity", "cornerRadius", "height", "tileWidth", "title"]
            let standard = NoiseTexture()
            look = .noiseButton(NoiseTexture(
                seed: UInt64(try reader.integer("seed", default: 1, in: 0...Int(Int32.max))),
                noiseOpacity: try reader.number("noiseOpacity", default: 0.05, in: 0...1),
                cornerRadius: CGFloat(try reader.number("cornerRadius", default: 10, in: 0...200)),
                height: try reader.size("height", default: 44),
                tileWidth: try reader.size("tileWidth", default: 50),
                topColor: try reader.color("topColor", default: standard.topColor),
                bottomColor: try reader.color("bottomColor", default: standard.bottomColor),
                borderColor: try reader.color("borderColor", default: standard.borderColor)))
        case "backButton":
            keys += ["title", "colors", "highlightedColors", "borderColor", "height"]
            let standard = BackButton(title: "")
            let colors = try reader.colors("colors") ?? standard.colors
            let highlighted = try reader.colors("highlightedColors") ?? standard.highlightedColors
            for (key, list) in [("colors", colors), ("highlightedColors", highlighted)] where list.count < 1 {
                throw reader.error(key, "must list at least one colour")
            }
            look = .backButton(BackButton(title: try reader.string("title", default: "Back"), colors: colors,
                                          highlightedColors: highlighted,
                                          borderColor: try reader.color("borderColor", default: standard.borderColor),
                                          height: try reader.size("height", default: 30)))
        case "segmentedControl":
            keys += ["segments", "segmentWidth", "widths", "height", "cornerRadius", "selected"]
            guard let titles = try reader.strings("segments"), !titles.isEmpty else {
                throw reader.error("segments", "is required: list at least one segment title")
            }
            var widths = Array(repeating: try reader.size("segmentWidth", default: 80), count: titles.count)
            if let given = try reader.list("widths") {
                guard given.count == titles.count else {
                    throw reader.error("widths", "lists \(given.count) widths for \(titles.count) segments")
                }
                widths = []
                for item in given {
                    guard case let .number(width, _) = item, width > 0, width <= 8192 else {
                        throw reader.error("widths", "must list sizes greater than zero and at most 8192", line: item.line)
                    }
                    widths.append(CGFloat(width))
                }
            }
            let selected = reader.value("selected") == nil ? nil : try reader.integer("selected", in: 0...(titles.count - 1))
            look = .segmentedControl(SegmentedControlSpec(titles: titles, widths: widths, selected: selected,
                                                          height: try reader.size("height", default: 30),
                                                          cornerRadius: CGFloat(try reader.number("cornerRadius", default: 7, in: 1...100))))
        case "tabBar":
            keys += ["items", "selected", "glowing", "height"]
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
            look = .tabBar(TabBarSpec(icons: icons, selected: selected, glowing: glowing,
                                      width: try reader.size("width", default: 320), height: try reader.size("height", default: 44)))
        case "navigationBar":
            keys += ["title", "background", "backTitle", "rightTitle", "height"]
            let background = try Self.background(&reader)
            let bar = NavigationBar(title: try reader.string("title", default: ""), background: background,
                                    backButton: try reader.optionalString("backTitle").map { BackButton(title: $0) },
                                    rightButton: try reader.optionalString("rightTitle").map { BarButton(title: $0) })
            look = .navigationBar(NavigationBarSpec(bar: bar, width: try reader.size("width", default: 320),
                                                    height: try reader.size("height", default: 44)))
        default:
            let hint = suggestion(for: kind, among: Self.kinds).map { " (did you mean '\($0)'?)" } ?? ""
            throw reader.error("kind", "unknown kind '\(kind)'\(hint); use \(Self.kinds.joined(separator: ", "))")
        }
        states = try reader.states(allowed: look.allowedStates)
        previewWidth = reader.value("width") == nil ? max(look.exportSize.width, 160) : try reader.size("width")
        previewTitle = keys.contains("title") && look.kind != "backButton" && look.kind != "navigationBar"
            ? try reader.optionalString("title") : nil
        try reader.rejectUnknownKeys(valid: keys)
    }

    private static func background(_ reader: inout ThemeReader) throws(ThemeError) -> NavigationBar.Background {
        guard let value = reader.value("background") else {
            return .gradient([Color(red: 0.45, green: 0.55, blue: 0.7), Color(red: 0.16, green: 0.26, blue: 0.44)])
        }
        var inner = try ThemeReader(value, file: reader.file, asset: reader.asset, what: "background", limits: reader.limits)
        if let colors = try inner.colors("gradient") {
            guard !colors.isEmpty else { throw inner.error("gradient", "must list at least one colour") }
            try inner.rejectUnknownKeys(valid: ["gradient"])
            return .gradient(colors)
        }
        guard inner.value("noise") != nil, let noise = inner.value("noise") else {
            throw reader.error("background", "must be {gradient: [colours]} or {noise: {seed, topColor, bottomColor}}")
        }
        try inner.rejectUnknownKeys(valid: ["gradient", "noise"])
        var texture = try ThemeReader(noise, file: reader.file, asset: reader.asset, what: "noise", limits: reader.limits)
        let standard = NoiseTexture()
        let result = NoiseTexture(seed: UInt64(try texture.integer("seed", default: 1, in: 0...Int(Int32.max))),
                                  noiseOpacity: try texture.number("noiseOpacity", default: 0.05, in: 0...1),
                                  topColor: try texture.color("topColor", default: standard.topColor),
                                  bottomColor: try texture.color("bottomColor", default: standard.bottomColor))
        try texture.rejectUnknownKeys(valid: ["seed", "noiseOpacity", "topColor", "bottomColor"])
        return .noise(result)
    }
}
