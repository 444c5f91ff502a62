import Foundation
import Glaze
import GlazeKit

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
    /// The font of ``previewTitle``: the theme's `font`, or bold at 42 % of the
    /// height (24 points at most).
    public var previewFont: Font?
    /// The colour of ``previewTitle`` and of ``previewIcon``; white unless the
    /// theme gives `titleColor`.
    public var previewTitleColor: Color = .white
    /// An icon file drawn left of ``previewTitle``, tinted to its colour.
    public var previewIcon: ThemeImage?
    /// The line the asset starts at, when the format gives lines.
    public var line: Int?
    /// The digests of the theme's font files: a family name alone does not say
    /// what its text looks like, since a theme may register any file under any
    /// family, so the look's key holds what was registered.
    public var fontFiles: [ContentDigest] = []
    /// Keeps the theme's fonts registered while this asset exists.
    var fontHold = FontHold()

    /// This asset without its hold on the theme's fonts, for a process that
    /// keeps it only to have it drawn elsewhere: render workers read the
    /// theme's source and register its fonts themselves.
    package var withoutFontRegistrations: ThemeAsset {
        var asset = self
        asset.fontHold = FontHold()
        return asset
    }

    init(_ value: ThemeValue, index: Int, file: String, limits: ThemeLimits, files: ThemeFiles) throws(ThemeError) {
        var reader = try ThemeReader(value, file: file, asset: "#\(index + 1)", what: "an asset", limits: limits, files: files)
        let name = try reader.string("name")
        guard name.count <= limits.maximumNameLength else {
            throw reader.error(.limitExceeded, "name", "is \(name.count) characters long, over the limit of \(limits.maximumNameLength) (ThemeLimits.maximumNameLength)")
        }
        let label = "'\(name)'"
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), name.allSatisfy(\.isASCII) else {
            throw reader.error(.invalidValue, "name", "\"\(name)\" must be letters, digits, '-' and '_' only, since files are named after it")
        }
        reader = try ThemeReader(value, file: file, asset: label, what: "an asset", limits: limits, files: files)
        _ = try reader.string("name")
        let kindName = try reader.string("kind")
        guard let kind = AssetKind(rawValue: kindName) else {
            let names = AssetKind.allCases.map(\.rawValue)
            let hint = suggestion(for: kindName, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw reader.error(.invalidValue, "kind", "unknown kind '\(kindName)'\(hint); use \(names.joined(separator: ", "))")
        }
        line = value.line
        self.name = name
        look = AssetLook(try kind.spec.read(from: &reader))
        states = try reader.states(of: kind.states)
        previewWidth = reader.value("width") == nil ? max(look.exportSize.width, 160) : try reader.size("width")
        if kind.spec.takesPreviewTitle {
            previewTitle = try reader.optionalString("title")
            previewFont = try reader.font("font", default: .bold(min(look.exportSize.height * 0.42, 24)))
            previewTitleColor = try reader.color("titleColor", default: .white)
            previewIcon = try reader.image("icon")
        }
        try reader.rejectUnknownKeys(valid: ["name", "kind", "states", "width"] + kind.spec.keys)
    }
}
