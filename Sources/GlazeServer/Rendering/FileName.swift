#if Server
import Foundation
import Glaze
import GlazeKit
import GlazeTheme

/// A requested file name taken apart by ``AssetFileName`` (`BASE@Sx.png`,
/// `BASE@Sx.9.png`, `BASE.pdf` or `BASE.svg`, where BASE is `ASSET[-STATE]` or
/// a look digest), checked first as a path segment and against the served scales.
struct FileName: Equatable {
    var base: String
    var scale: CGFloat
    var format: AssetFile.Format

    /// The longest segment accepted.
    static let maximumLength = 200

    /// The scales served: the densities platforms ask for (Android's hdpi is
    /// 1.5x). A closed set bounds the files one look can cost, so that no
    /// stream of made-up scales keeps the server rendering.
    static let scales: [CGFloat] = [1, 1.5, 2, 3, 4]

    /// Parses a path segment.
    /// - Throws: ``ServerError/badPath(_:)`` for a segment that is not a plain
    ///   file name (traversal, separators, control characters, odd characters),
    ///   ``ServerError/notFound(_:)`` for an unknown extension or a scale
    ///   not in ``scales``.
    init(_ segment: String) throws(ServerError) {
        try Self.checkSegment(segment)
        let name: AssetFileName
        do {
            name = try AssetFileName(parsing: segment, allowedScales: Self.scales)
        } catch {
            switch error {
            case .unknownExtension: throw ServerError(.notFound("\(segment): not a .png, .9.png, .pdf or .svg file"))
            case .unreadableScale: throw ServerError(.notFound("\(segment): the scale must read like @2x"))
            case let .scaleNotAllowed(value):
                throw ServerError(.notFound("\(segment): scale \(NumberText.exact(value)) is not one of \(Self.scales.map { NumberText.exact(Double($0)) }.joined(separator: ", "))"))
            case let .missingScale(example): throw ServerError(.notFound("\(segment): a PNG needs its scale, as in \(example)"))
            case .emptyBase: throw ServerError(.badPath("\(segment): no name before the extension"))
            }
        }
        self.base = name.base
        self.scale = name.scale
        self.format = name.format
    }

    /// Refuses what is not a plain name: empty, too long, `.` or `..`, a
    /// leading dot, separators, and anything but letters, digits, `-`, `_`,
    /// `.` and `@`.
    static func checkSegment(_ segment: String) throws(ServerError) {
        let bytes = segment.utf8
        guard !bytes.isEmpty, bytes.count <= maximumLength else {
            throw ServerError(.badPath("a path segment must have 1 to \(maximumLength) characters"))
        }
        // Byte by byte, as every request pays for it: the allowed characters are all ASCII.
        let dot = UInt8(ascii: ".")
        guard bytes.first != dot, !zip(bytes, bytes.dropFirst()).contains(where: { $0 == dot && $1 == dot }) else {
            throw ServerError(.badPath("\(quoted(segment)): no path may climb out"))
        }
        let allowed = bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), dot, UInt8(ascii: "@"): true
            default: false
            }
        }
        guard allowed else { throw ServerError(.badPath("\(quoted(segment)): only letters, digits and - _ . @ are allowed in a name")) }
    }

    /// The segment for a message, with control characters escaped so that the
    /// reason stays one line.
    static func quoted(_ segment: String) -> String {
        let escaped = segment.unicodeScalars.prefix(80).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}" }
        return "'" + escaped.joined() + "'"
    }

    /// Splits `ASSET[-STATE]` against `theme`: the longest asset name the base
    /// starts with, then a state it has.
    func resolve(in theme: Theme, themeName: String) throws(ServerError) -> AssetFile {
        for asset in theme.assets.sorted(by: { $0.name.count > $1.name.count }) {
            guard let stateName = AssetFileName.state(inBase: base, name: asset.name) else { continue }
            guard let state = ControlState(rawValue: stateName), asset.states.contains(state) else {
                throw ServerError(.notFound("asset '\(asset.name)' of theme '\(themeName)' has no state '\(stateName)' "
                                + "(it has \(asset.states.map(\.rawValue).joined(separator: ", ")))"))
            }
            return AssetFile(asset: asset, state: state, scale: scale, format: format)
        }
        throw ServerError(.notFound("theme '\(themeName)' has no asset '\(base)'"))
    }
}
#endif
