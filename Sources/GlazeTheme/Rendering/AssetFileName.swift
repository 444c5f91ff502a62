import Foundation
import Glaze
import GlazeKit

/// The one naming scheme of asset files, written and read here alone:
/// `BASE@Sx.png`, `BASE@Sx.9.png`, `BASE.pdf` or `BASE.svg`, where BASE is
/// `NAME[-STATE]` (the state left out when normal) or a look's digest, and S
/// the scale as `2` or `1.5`. The renderer, the layouts and the server name
/// files through it, and the server reads requested names back with it.
package struct AssetFileName: Hashable, Sendable, CustomStringConvertible {
    /// `NAME[-STATE]` or a look digest.
    package var base: String
    /// Pixels per point; 1 for documents, whose names carry no scale.
    package var scale: CGFloat
    /// The format, which gives the extension.
    package var format: AssetFile.Format

    /// The name of a file of `base` at `scale` in `format`; a document's scale is recorded as 1.
    package init(base: String, scale: CGFloat, format: AssetFile.Format) {
        self.base = base
        self.scale = format.isRaster ? scale : 1
        self.format = format
    }

    /// The name of asset `name`'s file in `state`.
    package init(name: String, state: String, scale: CGFloat, format: AssetFile.Format) {
        self.init(base: Self.base(name: name, state: state), scale: scale, format: format)
    }

    /// The name of `asset`'s file in `state`.
    package init(_ asset: ThemeAsset, _ state: ControlState, scale: CGFloat, format: AssetFile.Format) {
        self.init(name: asset.name, state: state.rawValue, scale: scale, format: format)
    }

    /// `NAME` in the normal state, `NAME-STATE` otherwise, whatever the kind's
    /// rest state: names of the normal state stay as they were before kinds
    /// declared states, and every other state is spelled out.
    package static func base(name: String, state: String) -> String {
        state == ControlState.normal.rawValue ? name : "\(name)-\(state)"
    }

    /// The state `base` names for asset `name` — `normal` for `NAME`, `STATE`
    /// for `NAME-STATE` — or `nil` when `base` is not one of the asset's names.
    package static func state(inBase base: String, name: String) -> String? {
        if base == name { return ControlState.normal.rawValue }
        guard base.hasPrefix(name + "-") else { return nil }
        return String(base.dropFirst(name.count + 1))
    }

    /// `2` for 2.0, `1.5` for 1.5: the form scales take in file names.
    package static func scaleLabel(_ scale: CGFloat) -> String {
        scale == scale.rounded() ? String(Int(scale)) : "\(scale)"
    }

    /// `BASE@Sx.png` and so on.
    package var description: String {
        format.isRaster ? "\(base)@\(Self.scaleLabel(scale))x.\(format.rawValue)" : "\(base).\(format.rawValue)"
    }

    /// Why a name does not parse.
    package enum ParseError: Error, Equatable {
        /// Not a `.png`, `.9.png`, `.pdf` or `.svg` file.
        case unknownExtension
        /// Something after `@` that does not read like `2x`.
        case unreadableScale
        /// A scale not among those allowed.
        case scaleNotAllowed(Double)
        /// A raster without its scale; with the name it would have had, `BASE@2x.png`.
        case missingScale(example: String)
        /// Nothing before the scale or extension.
        case emptyBase
    }

    /// Takes `text` apart; a scale, when `allowedScales` is given, must be one of them.
    package init(parsing text: String, allowedScales: [CGFloat]? = nil) throws(ParseError) {
        let format: AssetFile.Format
        var stem: Substring
        if text.hasSuffix(".9.png") {
            format = .ninePatch
            stem = text.dropLast(6)
        } else if let dot = text.lastIndex(of: "."), let known = AssetFile.Format(rawValue: String(text[text.index(after: dot)...])) {
            format = known
            stem = text[..<dot]
        } else {
            throw .unknownExtension
        }
        var scale: CGFloat = 1
        if let at = stem.lastIndex(of: "@") {
            let label = stem[stem.index(after: at)...]
            guard label.hasSuffix("x"), let value = Double(label.dropLast()), value.isFinite else { throw .unreadableScale }
            if let allowedScales, !allowedScales.contains(CGFloat(value)) { throw .scaleNotAllowed(value) }
            scale = CGFloat(value)
            stem = stem[..<at]
        } else if format.isRaster {
            throw .missingScale(example: "\(stem)@2x.\(format.rawValue)")
        }
        guard !stem.isEmpty else { throw .emptyBase }
        self.init(base: String(stem), scale: scale, format: format)
    }
}
